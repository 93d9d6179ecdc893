import { clsx } from 'clsx';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { FieldError } from '@homeward/ui/field-message';

export interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'id'> {
  label: string;
  error?: string | undefined;
  children: ReactNode;
}

export function SelectField({ label, error, className, children, ...props }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={clsx(
          'block min-h-12 w-full rounded-field border bg-surface px-3 text-base text-ink shadow-xs',
          'focus:ring-2 focus:outline-none focus-visible:outline-none',
          error ? 'border-danger focus:ring-danger' : 'border-line focus:ring-brand-600',
        )}
        {...props}
      >
        {children}
      </select>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
