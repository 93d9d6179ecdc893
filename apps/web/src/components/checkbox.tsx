import { clsx } from 'clsx';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { FieldError } from '@homeward/ui/field-message';

interface CheckboxProps extends Omit<ComponentProps<'input'>, 'id' | 'type'> {
  label: ReactNode;
  error?: string | undefined;
}

export function Checkbox({ label, error, className, ...props }: CheckboxProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <div className="flex min-h-11 items-center gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={clsx(
            'size-5 shrink-0 cursor-pointer rounded border-line accent-brand-700',
            error && 'outline outline-danger',
          )}
          {...props}
        />
        <label htmlFor={id} className="cursor-pointer text-sm text-ink">
          {label}
        </label>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
