import { clsx } from 'clsx';
import { useId } from 'react';
import { inputClasses } from '@homeward/ui/text-field';
import { FieldError } from '@homeward/ui/field-message';

interface AmountFieldProps {
  label: string;
  currency: string;
  value: string;
  onChange: (value: string) => void;
  /** Leaving the field: the calculator tidies the amount's grouping then. */
  onBlur?: () => void;
  error?: string | undefined;
  /** This field's amount is the one being priced (the customer typed it). */
  driving: boolean;
  name: string;
}

/** An amount with its currency code drawn inside the field and read with it. */
export function AmountField({
  label,
  currency,
  value,
  onChange,
  onBlur,
  error,
  driving,
  name,
}: AmountFieldProps) {
  const id = useId();
  const describedBy = [`${id}-currency`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          name={name}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          data-driving={driving || undefined}
          className={clsx(
            inputClasses(Boolean(error)),
            'min-h-14 pe-20 text-xl font-semibold tabular-nums',
            !driving && 'bg-canvas/60',
          )}
        />
        <span
          id={`${id}-currency`}
          className="pointer-events-none absolute inset-y-0 end-0 flex items-center pe-4 text-base font-semibold text-muted"
        >
          {currency}
        </span>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
