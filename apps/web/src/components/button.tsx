import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { Spinner } from '@homeward/ui/spinner';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';

const variants: Record<Variant, string> = {
  primary:
    'bg-brand-700 text-white shadow-sm hover:bg-brand-800 active:bg-brand-900 disabled:bg-brand-700/45',
  secondary:
    'border border-line bg-surface text-ink hover:bg-canvas active:bg-brand-50 disabled:text-subtle',
  ghost: 'text-brand-800 hover:bg-brand-50 active:bg-brand-100 disabled:text-subtle',
  danger:
    'bg-danger text-white shadow-sm hover:bg-danger/90 active:bg-danger/80 disabled:bg-danger/45',
};

/** The classes of a button, for links that look like one. */
export function buttonClasses(variant: Variant = 'primary', className?: string): string {
  return clsx(
    // 44px high: a comfortable tap target (WCAG 2.5.5).
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-field px-5 text-base font-semibold',
    'transition-colors disabled:cursor-not-allowed',
    variants[variant],
    className,
  );
}

interface ButtonProps extends ComponentProps<'button'> {
  variant?: Variant;
  /** Shows a spinner and blocks the button while a request runs. */
  loading?: boolean;
}

export function Button({
  variant = 'primary',
  loading = false,
  disabled,
  className,
  children,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClasses(variant, className)}
      {...props}
    >
      {loading ? <Spinner className="size-4" /> : null}
      {children}
    </button>
  );
}
