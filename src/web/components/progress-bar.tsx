/** A labelled progress bar (role=progressbar with its value), never colour alone: the percent is written too. */
export function ProgressBar({ value, label, className = '' }: { value: number; label: string; className?: string }) {
  const clamped = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div className={`flex items-center gap-3 ${className}`}>
      <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={clamped} className="h-3 flex-1 overflow-hidden rounded-full bg-slate-200">
        <div className="h-full rounded-full bg-emerald-500 transition-[width] motion-reduce:transition-none" style={{ width: `${clamped}%` }} />
      </div>
      <span className="w-12 text-right text-sm font-semibold text-slate-700" aria-hidden="true">
        {clamped}%
      </span>
    </div>
  );
}
