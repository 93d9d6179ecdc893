import { clsx } from 'clsx';
import { useId, type ComponentProps } from 'react';
import { FieldError } from '@homeward/ui/field-message';

export interface TextAreaFieldProps extends Omit<ComponentProps<'textarea'>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: string;
}

export function TextAreaField({ label, error, hint, className, ...props }: TextAreaFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="-mt-0.5 mb-2 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <textarea
        id={id}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={clsx(
          'block w-full rounded-field border bg-surface px-4 py-3 text-base text-ink shadow-xs',
          'focus:ring-2 focus:outline-none focus-visible:outline-none',
          error
            ? 'border-danger focus:ring-danger'
            : 'border-line hover:border-brand-400 focus:border-brand-600 focus:ring-brand-600',
        )}
        {...props}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
