import { useId, type InputHTMLAttributes } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & { label: string; hint?: string | undefined; error?: string | undefined };

/** A labelled input whose hint and error are announced with it. */
export function TextField({ label, hint, error, className = '', ...props }: Props) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="font-semibold text-slate-800">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        className={`min-h-11 rounded-xl border-2 bg-white px-3 py-2 text-base text-slate-900 focus-visible:outline focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-sky-600 ${
          error ? 'border-rose-600' : 'border-slate-300'
        }`}
        {...props}
      />
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-semibold text-rose-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
