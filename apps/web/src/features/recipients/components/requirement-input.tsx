import type { RequirementField } from '@homeward/contract';
import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { FieldError } from '@homeward/ui/field-message';
import { inputClasses } from '@homeward/ui/text-field';
import { checkRequirement, fieldName } from '../lib/requirement-rules';

export type DetailValues = Record<string, string>;

interface RequirementInputProps {
  field: RequirementField;
  register: UseFormRegister<DetailValues>;
  error: string | undefined;
  /** A refresh-on-change field was given a new value: the other fields may change. */
  onRefresh: (key: string, value: string) => void;
}

interface FrameProps {
  id: string;
  field: RequirementField;
  error: string | undefined;
  children: (describedBy: string | undefined) => ReactNode;
}

/** The label with its required marker, the help text, the control and its error. */
function Frame({ id, field, error, children }: FrameProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy =
    [field.help ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {field.label}
        {field.required ? (
          <span aria-hidden="true" className="ml-0.5 text-danger">
            *
          </span>
        ) : (
          <span className="ml-1.5 font-normal text-muted">(optional)</span>
        )}
      </label>
      {field.help ? (
        <p id={hintId} className="-mt-0.5 mb-2 text-sm text-muted">
          {field.help}
        </p>
      ) : null}
      {children(describedBy)}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** An example made only of digits (and spaces) wants the numeric keypad on phones. */
const isNumeric = (field: RequirementField) =>
  field.type === 'text' && field.example !== null && /^[\d ]+$/.test(field.example);

/** One requirement of the recipient form, drawn by its type: text, phone number or a list. */
export function RequirementInput({ field, register, error, onRefresh }: RequirementInputProps) {
  const id = useId();
  const name = fieldName(field.key);
  const validate = (value: string | undefined) => checkRequirement(field, value);

  if (field.type === 'select') {
    const registered = register(name, {
      validate,
      onChange: field.refresh_on_change
        ? (event: { target: { value: string } }) => onRefresh(field.key, event.target.value)
        : undefined,
    });
    return (
      <Frame id={id} field={field} error={error}>
        {(describedBy) => (
          <div className="relative">
            <select
              id={id}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              aria-required={field.required || undefined}
              className={clsx(inputClasses(Boolean(error)), 'appearance-none pr-11')}
              {...registered}
            >
              <option value="">Choose…</option>
              {(field.allowed_values ?? []).map((option) => (
                <option key={option.key} value={option.key}>
                  {option.label}
                </option>
              ))}
            </select>
            <ChevronDown
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 right-3.5 size-5 -translate-y-1/2 text-muted"
            />
          </div>
        )}
      </Frame>
    );
  }

  const registered = register(name, {
    validate,
    onBlur: field.refresh_on_change
      ? (event: { target: { value: string } }) => onRefresh(field.key, event.target.value.trim())
      : undefined,
  });
  return (
    <Frame id={id} field={field} error={error}>
      {(describedBy) => (
        <input
          id={id}
          type={field.type === 'tel' ? 'tel' : 'text'}
          inputMode={field.type === 'tel' ? 'tel' : isNumeric(field) ? 'numeric' : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder={field.example ? `e.g. ${field.example}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={field.required || undefined}
          className={inputClasses(Boolean(error))}
          {...registered}
        />
      )}
    </Frame>
  );
}
