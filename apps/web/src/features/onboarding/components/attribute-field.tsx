import type { AttributeDefinition, Country } from '@homeward/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useId, useRef, type ReactNode } from 'react';
import {
  useController,
  type Control,
  type UseFormRegister,
  type UseFormSetValue,
} from 'react-hook-form';
import { CountryCombobox } from '@/components/country-combobox';
import { DatePartsInput } from '@/components/date-parts-input';
import { FieldError } from '@homeward/ui/field-message';
import { inputClasses } from '@homeward/ui/text-field';
import { checkAttribute } from '../lib/attribute-rules';
import { useMask } from '../lib/use-mask';

export type AttributeValues = Record<string, string>;

interface AttributeFieldProps {
  definition: AttributeDefinition;
  /** The form's name for the field (attribute keys hold dots, which the form would nest). */
  name: string;
  register: UseFormRegister<AttributeValues>;
  setValue: UseFormSetValue<AttributeValues>;
  control: Control<AttributeValues>;
  error: string | undefined;
  /** Every country, for attributes answered with a country. */
  countries: Country[];
  countriesLoading: boolean;
}

interface FieldFrameProps {
  id: string;
  definition: AttributeDefinition;
  error: string | undefined;
  children: (describedBy: string | undefined) => ReactNode;
}

/** Label with the required marker, the info text as help, the control, and its error. */
function FieldFrame({ id, definition, error, children }: FieldFrameProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy =
    [definition.info_text ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {definition.label}
        {definition.is_required ? (
          <span aria-hidden="true" className="ms-0.5 text-danger">
            *
          </span>
        ) : (
          <span className="ms-1.5 font-normal text-muted">
            <Trans>(optional)</Trans>
          </span>
        )}
      </label>
      {definition.info_text ? (
        <p id={hintId} className="-mt-0.5 mb-2 text-sm text-muted">
          {definition.info_text}
        </p>
      ) : null}
      {children(describedBy)}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** A mask of digits and separators only wants the numeric keypad on phones. */
function isNumericMask(mask: string | null): boolean {
  return mask !== null && /0/.test(mask) && !/[a*]/.test(mask);
}

function TextInput({
  definition,
  name,
  register,
  setValue,
  error,
}: Omit<AttributeFieldProps, 'countries' | 'countriesLoading' | 'control'>) {
  const id = useId();
  const rules = register(name, { validate: (value) => checkAttribute(definition, value ?? '') });
  const maskRef = useMask(definition.mask, (value) => setValue(name, value, { shouldDirty: true }));
  return (
    <FieldFrame id={id} definition={definition} error={error}>
      {(describedBy) => (
        <input
          id={id}
          type="text"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={definition.is_required || undefined}
          inputMode={isNumericMask(definition.mask) ? 'numeric' : undefined}
          className={inputClasses(Boolean(error))}
          {...rules}
          ref={(element) => {
            rules.ref(element);
            maskRef(element);
          }}
        />
      )}
    </FieldFrame>
  );
}

function DateInput({
  definition,
  name,
  control,
  error,
}: Omit<AttributeFieldProps, 'register' | 'setValue' | 'countries' | 'countriesLoading'>) {
  // What the parts say is wrong (a missing month, 31 February) comes before the country's rules.
  const problem = useRef<string | undefined>(undefined);
  const { field } = useController({
    name,
    control,
    rules: { validate: (value) => problem.current ?? checkAttribute(definition, value ?? '') },
  });
  return (
    <DatePartsInput
      legend={definition.label}
      required={definition.is_required}
      hint={definition.info_text ?? undefined}
      error={error}
      value={field.value ?? ''}
      onChange={(reading) => {
        problem.current = reading.kind === 'problem' ? reading.message : undefined;
        field.onChange(reading.kind === 'date' ? reading.iso : '');
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      birthday={/birth/.test(definition.attribute)}
    />
  );
}

function SelectInput({
  definition,
  name,
  register,
  error,
}: Omit<AttributeFieldProps, 'countries' | 'countriesLoading' | 'control' | 'setValue'>) {
  const { t } = useLingui();
  const id = useId();
  return (
    <FieldFrame id={id} definition={definition} error={error}>
      {(describedBy) => (
        <div className="relative">
          <select
            id={id}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            aria-required={definition.is_required || undefined}
            className={clsx(inputClasses(Boolean(error)), 'appearance-none pe-11')}
            {...register(name, { validate: (value) => checkAttribute(definition, value ?? '') })}
          >
            <option value="">{t`Choose…`}</option>
            {(definition.options ?? []).map((option) => (
              <option key={option.value} value={option.value}>
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
    </FieldFrame>
  );
}

function CountryInput({
  definition,
  name,
  control,
  error,
  countries,
  countriesLoading,
}: Omit<AttributeFieldProps, 'register' | 'setValue'>) {
  const { t } = useLingui();
  const { field } = useController({
    name,
    control,
    rules: { validate: (value) => checkAttribute(definition, value ?? '') },
  });
  const value = field.value ? Number(field.value) : null;
  const { label } = definition;
  return (
    <CountryCombobox
      label={definition.is_required ? label : t`${label} (optional)`}
      required={definition.is_required}
      hint={definition.info_text ?? undefined}
      countries={countries}
      loading={countriesLoading}
      value={Number.isNaN(value) ? null : value}
      onChange={(id) => field.onChange(String(id))}
      onBlur={field.onBlur}
      inputRef={field.ref}
      name={field.name}
      error={error}
    />
  );
}

/** One attribute of the country's form, drawn by its `input` kind. */
export function AttributeField(props: AttributeFieldProps) {
  switch (props.definition.input) {
    case 'date':
      return <DateInput {...props} />;
    case 'select':
      return <SelectInput {...props} />;
    case 'country':
      return <CountryInput {...props} />;
    default:
      return <TextInput {...props} />;
  }
}
