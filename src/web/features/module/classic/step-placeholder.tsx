import { PencilLine } from 'lucide-react';

/** Shown in place of a step whose content is not written yet, so the page never looks broken. */
export function StepPlaceholder({ message }: { message: string }) {
  return (
    <p className="flex items-start gap-3 rounded-2xl border-2 border-dashed border-amber-300 bg-amber-50 p-5 text-lg text-slate-800">
      <PencilLine className="mt-1 h-6 w-6 shrink-0 text-amber-700" aria-hidden="true" />
      <span>{message}</span>
    </p>
  );
}
