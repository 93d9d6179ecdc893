import { clsx } from 'clsx';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { FieldError } from './field-message';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  /** Shown under the field; marks it invalid and is read with it. */
  error?: string | undefined;
  /** Something drawn inside the field on the right, such as the show-password button. */
  trailing?: ReactNode;
  /** Extra classes for the input itself (className styles the wrapper). */
  inputClassName?: string;
  /** A hint under the label, read with the field. */
  hint?: ReactNode;
  /**
   * Characters used of the field's limit, counted under it, and `said` for screen readers
   * ("12 of 35 characters used.") in the app's language: this package has no catalogs.
   */
  counter?: { used: number; max: number; said: string };
}

/**
 * A field's frame. Focus draws a solid ring in the border's colour (not the page-wide outline,
 * which would double it): with the border it makes a 3 px band with at least 3:1 contrast
 * against the card, so keyboard users see where they are (WCAG 2.4.7 and 1.4.11).
 */
export const inputClasses = (invalid: boolean) =>
  clsx(
    'block min-h-12 w-full rounded-field border bg-surface px-4 text-base text-ink shadow-xs',
    'placeholder:text-subtle focus:outline-none focus-visible:outline-none focus:ring-2',
    invalid
      ? 'border-danger focus:ring-danger'
      : 'border-line hover:border-brand-400 focus:border-brand-600 focus:ring-brand-600',
  );

export function TextField({
  label,
  error,
  trailing,
  className,
  inputClassName,
  hint,
  counter,
  ...props
}: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const counterId = `${id}-counter`;
  const describedBy = [hint ? hintId : null, counter ? counterId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="-mt-0.5 mb-2 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <div className="relative">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={clsx(
            inputClasses(Boolean(error)),
            trailing ? 'pe-13' : undefined,
            inputClassName,
          )}
          {...props}
        />
        {trailing ? (
          <div className="absolute inset-y-0 end-0 flex items-center pe-1">{trailing}</div>
        ) : null}
      </div>
      {counter ? (
        <p
          id={counterId}
          className={clsx(
            'mt-1.5 text-end text-sm tabular-nums',
            counter.used >= counter.max ? 'font-medium text-ink' : 'text-muted',
          )}
        >
          <span aria-hidden="true">
            {counter.used}/{counter.max}
          </span>
          <span className="sr-only">{counter.said}</span>
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
