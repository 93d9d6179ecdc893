import { zodResolver } from '@hookform/resolvers/zod';
import { sourcesOfFunds, transferPurposes } from '@homeward/contract';
import { clsx } from 'clsx';
import { ArrowLeft, ChevronDown } from 'lucide-react';
import { useEffect, useEffectEvent, useId, type ReactNode } from 'react';
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '@/components/button';
import { FieldError } from '@homeward/ui/field-message';
import { inputClasses, TextField } from '@homeward/ui/text-field';
import {
  REFERENCE_MAX,
  transferDetailsSchema,
  type TransferDetails,
  type TransferDetailsInput,
} from '../lib/transfer-details';

type DetailsField = keyof TransferDetailsInput;

interface SelectFieldProps {
  label: string;
  options: Record<string, string>;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}

function SelectField({ label, options, error, registration }: SelectFieldProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          aria-required="true"
          className={clsx(inputClasses(Boolean(error)), 'appearance-none pe-11')}
          {...registration}
        >
          <option value="">Choose…</option>
          {Object.entries(options).map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 end-3.5 size-5 -translate-y-1/2 text-muted"
        />
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

interface DetailsStepProps {
  heading: ReactNode;
  /** What was typed before (a draft kept across a reload), finished or not. */
  initial: Partial<TransferDetailsInput>;
  /** Messages the server gave for these fields (a 422 at confirmation). */
  serverErrors: Partial<Record<DetailsField, string>>;
  /** Every change as it is typed, so the draft keeps it. */
  onChange: (typed: Partial<TransferDetailsInput>) => void;
  onBack: () => void;
  onDone: (details: TransferDetails) => void;
}

/** Step 2: why the money is sent and where it comes from, and an optional reference. */
export function DetailsStep({
  heading,
  initial,
  serverErrors,
  onChange,
  onBack,
  onDone,
}: DetailsStepProps) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    subscribe,
    formState: { errors },
  } = useForm<TransferDetailsInput, unknown, TransferDetails>({
    resolver: zodResolver(transferDetailsSchema),
    defaultValues: {
      purpose: initial.purpose ?? '',
      source_of_funds: initial.source_of_funds ?? '',
      reference: initial.reference ?? '',
    },
  });

  useEffect(() => {
    let focus = true;
    for (const [field, message] of Object.entries(serverErrors) as [DetailsField, string][]) {
      setError(field, { type: 'server', message }, { shouldFocus: focus });
      focus = false;
    }
  }, [serverErrors, setError]);

  const referenceLength = useWatch({ control, name: 'reference' })?.length ?? 0;

  // Every change goes to the latest onChange, without subscribing again when it changes.
  const changed = useEffectEvent((typed: Partial<TransferDetailsInput>) => onChange(typed));
  useEffect(
    () => subscribe({ formState: { values: true }, callback: ({ values }) => changed(values) }),
    [subscribe],
  );

  const onSubmit = handleSubmit((details) =>
    onDone({ ...details, reference: details.reference || undefined }),
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
      {heading}
      <SelectField
        label="Purpose of the transfer"
        options={transferPurposes}
        error={errors.purpose?.message}
        registration={register('purpose')}
      />
      <SelectField
        label="Source of funds"
        options={sourcesOfFunds}
        error={errors.source_of_funds?.message}
        registration={register('source_of_funds')}
      />
      <TextField
        label="Reference (optional)"
        hint={`A note the recipient may see, up to ${REFERENCE_MAX} characters.`}
        autoComplete="off"
        maxLength={REFERENCE_MAX}
        counter={{ used: referenceLength, max: REFERENCE_MAX }}
        error={errors.reference?.message}
        {...register('reference')}
      />
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-between">
        <Button variant="secondary" onClick={onBack} className="w-full sm:w-auto">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back
        </Button>
        <Button type="submit" className="w-full sm:w-auto sm:min-w-40">
          Continue
        </Button>
      </div>
    </form>
  );
}
