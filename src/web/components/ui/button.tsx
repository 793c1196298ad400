import { forwardRef, type ButtonHTMLAttributes } from 'react';

const VARIANTS = {
  primary: 'bg-teal-700 text-white hover:bg-teal-800 shadow-sm',
  secondary: 'bg-amber-400 text-slate-900 hover:bg-amber-300 shadow-sm',
  outline: 'border-2 border-teal-700 text-teal-800 bg-white hover:bg-teal-50',
  ghost: 'text-slate-800 hover:bg-slate-100',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;

/** Shared button classes: at least 44 px tall for small fingers, a visible focus ring. */
export function buttonClasses(variant: ButtonVariant = 'primary', extra = ''): string {
  return [
    'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full px-5 py-2 text-base font-semibold',
    'transition-colors motion-reduce:transition-none disabled:cursor-not-allowed disabled:opacity-60',
    'focus-visible:outline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-600',
    VARIANTS[variant],
    extra,
  ].join(' ');
}

type Props = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant };

export const Button = forwardRef<HTMLButtonElement, Props>(function Button({ variant = 'primary', className = '', type = 'button', ...props }, ref) {
  return <button ref={ref} type={type} className={buttonClasses(variant, className)} {...props} />;
});
