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

type Size = 'md' | 'sm' | 'field';

const sizes: Record<Size, string> = {
  // 44px high: a comfortable tap target (WCAG 2.5.5).
  md: 'min-h-11 px-5 text-base',
  // In table rows, where many sit together: still 36px high.
  sm: 'min-h-9 px-3 text-sm',
  // Beside a text field, as tall as it.
  field: 'min-h-12 px-5 text-base',
};

/** The classes of a button, for links that look like one. */
export function buttonClasses(
  variant: Variant = 'primary',
  className?: string,
  size: Size = 'md',
): string {
  return clsx(
    'inline-flex items-center justify-center gap-2 rounded-field font-semibold',
    sizes[size],
    'transition-colors disabled:cursor-not-allowed',
    variants[variant],
    className,
  );
}

interface ButtonProps extends ComponentProps<'button'> {
  variant?: Variant;
  size?: Size;
  /** Shows a spinner and blocks the button while a request runs. */
  loading?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'md',
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
      className={buttonClasses(variant, className, size)}
      {...props}
    >
      {loading ? <Spinner className="size-4" /> : null}
      {children}
    </button>
  );
}
