import { forwardRef, type ButtonHTMLAttributes } from 'react';

const VARIANTS = {
  primary: 'bg-teal-700 text-white hover:bg-teal-800 shadow-sm',
  secondary: 'bg-amber-400 text-slate-900 hover:bg-amber-300 shadow-sm',
  outline: 'border-2 border-teal-700 text-teal-800 bg-white hover:bg-teal-50',
  ghost: 'text-slate-800 hover:bg-slate-100',
  neutral: 'border-2 border-slate-400 bg-white text-slate-800 hover:bg-slate-50',
  /** For what cannot be undone, such as deleting an account. */
  danger: 'bg-rose-700 text-white hover:bg-rose-800 shadow-sm',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;

const SIZES = {
  md: 'px-5',
  sm: 'px-3',
  /** Icon or very short label: still 44 px square at least. */
  compact: 'px-2 sm:px-3',
} as const;

export type ButtonSize = keyof typeof SIZES;

/** Shared button classes: at least 44 px tall for small fingers, a visible focus ring. */
export function buttonClasses(variant: ButtonVariant = 'primary', extra = '', size: ButtonSize = 'md'): string {
  return [
    // Never wider than its container: a long label wraps (largest text size, 200 % zoom on a phone) instead of running off the screen.
    'inline-flex min-h-11 min-w-11 max-w-full shrink-0 items-center justify-center gap-2 rounded-full py-2 text-center text-base font-semibold',
    'transition-colors motion-reduce:transition-none disabled:cursor-not-allowed disabled:opacity-60',
    'focus-visible:outline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-600',
    VARIANTS[variant],
    SIZES[size],
    extra,
  ].join(' ');
}

type Props = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: ButtonSize };

export const Button = forwardRef<HTMLButtonElement, Props>(function Button({ variant = 'primary', size = 'md', className = '', type = 'button', ...props }, ref) {
  return <button ref={ref} type={type} className={buttonClasses(variant, className, size)} {...props} />;
});
