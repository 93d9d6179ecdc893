import type { RequirementField } from '@homeward/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { Control, UseFormRegister } from 'react-hook-form';
import { FieldError } from '@homeward/ui/field-message';
import { inputClasses } from '@homeward/ui/text-field';
import {
  BIC_KEY,
  IBAN_KEY,
  normaliseDetail,
  regroupIbanInput,
  upperCaseInput,
} from '../lib/account-codes';
import type { DetailValues } from '../lib/form-values';
import { isolated } from '@/lib/format';
import { checkRequirement, fieldName } from '../lib/requirement-rules';
import { BicHint } from './bic-hint';

interface RequirementInputProps {
  field: RequirementField;
  /** The recipient's country (ISO 3166 alpha-2): a SWIFT / BIC code must be of a bank there. */
  country: string;
  register: UseFormRegister<DetailValues>;
  control: Control<DetailValues>;
  error: string | undefined;
  /** A refresh-on-change field was given a new value: the other fields may change. */
  onRefresh: (key: string, value: string) => void;
}

interface FrameProps {
  id: string;
  field: RequirementField;
  error: string | undefined;
  /** A line under the control that speaks of what was typed (what a BIC says). */
  after?: ReactNode;
  children: (describedBy: string | undefined) => ReactNode;
}

/** The label with its required marker, the help text, the control and its error. */
function Frame({ id, field, error, after, children }: FrameProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const afterId = `${id}-after`;
  const describedBy =
    [field.help ? hintId : null, after ? afterId : null, error ? errorId : null]
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {field.label}
        {field.required ? (
          <span aria-hidden="true" className="ms-0.5 text-danger">
            *
          </span>
        ) : (
          <span className="ms-1.5 font-normal text-muted">
            <Trans>(optional)</Trans>
          </span>
        )}
      </label>
      {field.help ? (
        <p id={hintId} className="-mt-0.5 mb-2 text-sm text-muted">
          {field.help}
        </p>
      ) : null}
      {children(describedBy)}
      {after ? <div id={afterId}>{after}</div> : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** An example made only of digits (and spaces) wants the numeric keypad on phones. */
const isNumeric = (field: RequirementField) =>
  field.type === 'text' && field.example !== null && /^[\d ]+$/.test(field.example);

/** One requirement of the recipient form, drawn by its type: text, phone number or a list. */
export function RequirementInput(props: RequirementInputProps) {
  const { field, country, register, control, error, onRefresh } = props;
  const { t } = useLingui();
  const id = useId();
  const name = fieldName(field.key);
  // The rules apply to what is sent: an IBAN typed in groups is checked without its spaces.
  const validate = (value: string | undefined) =>
    checkRequirement(field, normaliseDetail(field.key, value ?? ''));

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
              className={clsx(inputClasses(Boolean(error)), 'appearance-none pe-11')}
              {...registered}
            >
              <option value="">{t`Choose…`}</option>
              {(field.allowed_values ?? []).map((option) => (
                <option key={option.key} value={option.key}>
                  {option.label}
                </option>
              ))}
            </select>
            <ChevronDown
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 end-3.5 size-5 -translate-y-1/2 text-muted"
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
  const iban = field.key === IBAN_KEY;
  // Kept whole in Urdu ("+63 917 123 4567" would show as "4567 123 917 63+").
  const example = field.example && isolated(field.example);
  return (
    <Frame
      id={id}
      field={field}
      error={error}
      after={
        field.key === BIC_KEY ? <BicHint control={control} name={name} country={country} /> : null
      }
    >
      {(describedBy) => (
        <input
          id={id}
          type={field.type === 'tel' ? 'tel' : 'text'}
          inputMode={field.type === 'tel' ? 'tel' : isNumeric(field) ? 'numeric' : undefined}
          autoComplete="off"
          spellCheck={false}
          // An account or mobile number reads left to right in Urdu too: the field takes the
          // direction of what is typed (the page's when empty).
          dir="auto"
          placeholder={example ? t`e.g. ${example}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={field.required || undefined}
          autoCapitalize={iban || field.key === BIC_KEY ? 'characters' : undefined}
          className={clsx(inputClasses(Boolean(error)), 'rtl:text-right')}
          {...registered}
          onChange={(event) => {
            // Shown as banks print them: an IBAN in groups of four, a BIC in capitals.
            if (iban) regroupIbanInput(event.target);
            if (field.key === BIC_KEY) upperCaseInput(event.target);
            return registered.onChange(event);
          }}
        />
      )}
    </Frame>
  );
}
