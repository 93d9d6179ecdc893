import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { clsx } from 'clsx';
import { useEffect, useId, useMemo, useRef, useState, type Ref } from 'react';
import { FieldError } from '@homeward/ui/field-message';
import { inputClasses } from '@homeward/ui/text-field';
import {
  datePartOrder,
  readDateParts,
  splitIsoDate,
  type DatePart,
  type DateParts,
  type DateReading,
} from '@/lib/date-parts';

const partLabels = { day: msg`Day`, month: msg`Month`, year: msg`Year` };
// On the box's wrapper: the input itself fills it (inputClasses is w-full).
const partWidths: Record<DatePart, string> = { day: 'w-20', month: 'w-20', year: 'w-28' };
const examples: Record<DatePart, string> = { day: '25', month: '7', year: '1990' };

interface DatePartsInputProps {
  legend: string;
  required: boolean;
  hint?: string | undefined;
  error: string | undefined;
  /** The date as the API keeps it (YYYY-MM-DD), or "" while none is complete. */
  value: string;
  onChange: (reading: DateReading) => void;
  onBlur: () => void;
  /** The first part, for focusing the field when it is at fault. */
  inputRef?: Ref<HTMLInputElement>;
  /** Birth dates let the browser fill them in (bday-day, bday-month, bday-year). */
  birthday?: boolean;
}

/**
 * A date as three labelled boxes in the order the product's locale writes dates (day, month,
 * year for en-AU), each with the numeric keypad on phones, instead of a date picker that
 * follows the browser's language. The example under the legend shows the order.
 */
export function DatePartsInput({
  legend,
  required,
  hint,
  error,
  value,
  onChange,
  onBlur,
  inputRef,
  birthday = false,
}: DatePartsInputProps) {
  const { t } = useLingui();
  const id = useId();
  const order = useMemo(() => datePartOrder(), []);
  const [parts, setParts] = useState<DateParts>(() => splitIsoDate(value));

  // A value set from outside (a document's details applied, the form reset) redraws the parts;
  // the parts' own changes, which report a date or "", do not.
  const reported = useRef(value);
  useEffect(() => {
    if (value === reported.current) return;
    reported.current = value;
    setParts(splitIsoDate(value));
  }, [value]);

  const change = (part: DatePart, text: string) => {
    const next = { ...parts, [part]: text };
    setParts(next);
    const reading = readDateParts(next, legend.toLowerCase());
    reported.current = reading.kind === 'date' ? reading.iso : '';
    onChange(reading);
  };

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const sample = order.map((part) => examples[part]).join(' ');
  const example = t`For example, ${sample}`;
  return (
    <fieldset aria-describedby={clsx(hintId, error && errorId)}>
      <legend className="mb-1.5 block text-sm font-medium text-ink">
        {legend}
        {required ? (
          <span aria-hidden="true" className="ms-0.5 text-danger">
            *
          </span>
        ) : (
          <span className="ms-1.5 font-normal text-muted">
            <Trans>(optional)</Trans>
          </span>
        )}
      </legend>
      <p id={hintId} className="-mt-0.5 mb-2 text-sm text-muted">
        {hint ? `${hint} ` : ''}
        {example}
      </p>
      <div className="flex gap-3">
        {order.map((part, index) => (
          <div key={part} className={partWidths[part]}>
            <label htmlFor={`${id}-${part}`} className="mb-1 block text-sm text-muted">
              {t(partLabels[part])}
            </label>
            <input
              id={`${id}-${part}`}
              ref={index === 0 ? inputRef : undefined}
              inputMode="numeric"
              autoComplete={birthday ? `bday-${part}` : 'off'}
              maxLength={part === 'year' ? 4 : 2}
              aria-invalid={error ? true : undefined}
              aria-required={required || undefined}
              value={parts[part]}
              onChange={(event) => change(part, event.target.value)}
              onBlur={onBlur}
              className={clsx(inputClasses(Boolean(error)), 'text-center')}
            />
          </div>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
