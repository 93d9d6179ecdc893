import { type Corridor, type PayoutMethod } from '@homeward/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { FieldError } from '@homeward/ui/field-message';
import { inputClasses } from '@homeward/ui/text-field';
import { destinationLabel } from '../lib/destination';
import type { DetailValues } from '../lib/form-values';
import { nameOfCountry, sortByName } from '@/lib/country-name';
import { payoutMethodName } from '@/lib/payout-methods';

/** Form names of the destination controls; requirement fields are all named `detail_…`. */
export const DESTINATION = 'destination';
export const METHOD = 'payout_method';

/** One choice of the destination select: a country and its currency, with their methods. */
export interface DestinationOption {
  value: string;
  label: string;
  country: string;
  currency: string;
  methods: PayoutMethod[];
}

export function destinationOptions(corridors: Corridor[]): DestinationOption[] {
  const byValue = new Map<string, DestinationOption>();
  for (const corridor of corridors) {
    const country = corridor.destination_country.iso2_alpha;
    const currency = corridor.destination_currency;
    const value = `${country}:${currency}`;
    const option = byValue.get(value) ?? {
      value,
      label: destinationLabel(nameOfCountry(corridor.destination_country), currency),
      country,
      currency,
      methods: [],
    };
    for (const { method } of corridor.payout_methods) {
      if (!option.methods.includes(method)) option.methods.push(method);
    }
    byValue.set(value, option);
  }
  return sortByName([...byValue.values()], (option) => option.label);
}

interface DestinationChooserProps {
  options: DestinationOption[];
  selected: DestinationOption | undefined;
  method: string | undefined;
  register: UseFormRegister<DetailValues>;
  onDestinationChange: (option: DestinationOption | undefined) => void;
  destinationError: string | undefined;
  methodError: string | undefined;
}

/** The country and currency (a select) and then how the money arrives (radio cards). */
export function DestinationChooser({
  options,
  selected,
  method,
  register,
  onDestinationChange,
  destinationError,
  methodError,
}: DestinationChooserProps) {
  const { t } = useLingui();
  const id = useId();
  const methodErrorId = `${id}-method-error`;
  return (
    <>
      <div>
        <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
          <Trans>Recipient’s country</Trans>
          <span aria-hidden="true" className="ms-0.5 text-danger">
            *
          </span>
        </label>
        <div className="relative">
          <select
            id={id}
            aria-required="true"
            aria-invalid={destinationError ? true : undefined}
            aria-describedby={destinationError ? `${id}-error` : undefined}
            className={clsx(inputClasses(Boolean(destinationError)), 'appearance-none pe-11')}
            {...register(DESTINATION, {
              validate: (value) => (value ? undefined : t`Choose the recipient’s country.`),
              onChange: (event: { target: { value: string } }) =>
                onDestinationChange(options.find((option) => option.value === event.target.value)),
            })}
          >
            <option value="">{t`Choose a country…`}</option>
            {options.map((option) => (
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
        <FieldError id={`${id}-error`} message={destinationError} />
      </div>
      {selected ? (
        <fieldset aria-describedby={methodError ? methodErrorId : undefined}>
          <legend className="mb-2 text-sm font-medium text-ink">
            <Trans>How will they receive the money?</Trans>
          </legend>
          <div className="grid gap-3 sm:grid-cols-3">
            {selected.methods.map((option) => (
              <label
                key={option}
                className={clsx(
                  'flex min-h-12 cursor-pointer items-center gap-3 rounded-field border px-4 py-3 transition-colors',
                  'has-focus-visible:ring-3 has-focus-visible:ring-brand-500/40',
                  method === option
                    ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600'
                    : 'border-line bg-surface hover:border-brand-400',
                )}
              >
                <input
                  type="radio"
                  value={option}
                  className="size-4 shrink-0 accent-brand-700"
                  {...register(METHOD, {
                    validate: (value) =>
                      value ? undefined : t`Choose how the recipient receives the money.`,
                  })}
                />
                <span className="font-medium text-ink">{payoutMethodName(option)}</span>
              </label>
            ))}
          </div>
          <FieldError id={methodErrorId} message={methodError} />
        </fieldset>
      ) : null}
    </>
  );
}
