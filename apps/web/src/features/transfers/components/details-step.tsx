import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { clsx } from 'clsx';
import { ArrowLeft, ChevronDown } from 'lucide-react';
import { useEffect, useEffectEvent, useId, type ReactNode } from 'react';
import {
  useForm,
  useWatch,
  type FieldError as FormFieldError,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { Button } from '@/components/button';
import { FieldError } from '@homeward/ui/field-message';
import { inputClasses, TextField } from '@homeward/ui/text-field';
import { purposeNames, sourceOfFundsNames } from '@/lib/transfer-reasons';
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
  const { t } = useLingui();
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
          <option value="">{t`Choose…`}</option>
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

/**
 * A field's message: the server's words as they came; the browser's own checks (the contract's
 * rules) in the app's language, the same sentences the contract gives in English.
 */
function useFieldMessage() {
  const { t } = useLingui();
  return (field: DetailsField, error: FormFieldError | undefined): string | undefined => {
    if (!error) return undefined;
    if (error.type === 'server') return error.message;
    if (field === 'purpose') return t`Choose the reason for this transfer.`;
    if (field === 'source_of_funds') return t`Choose where the money comes from.`;
    const max = REFERENCE_MAX;
    return error.type === 'too_big'
      ? t`Keep the reference to ${max} characters.`
      : t`Use letters, numbers and simple punctuation.`;
  };
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
  const { t } = useLingui();
  const messageOf = useFieldMessage();
  const max = REFERENCE_MAX;
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
        label={t`Purpose of the transfer`}
        options={purposeNames()}
        error={messageOf('purpose', errors.purpose)}
        registration={register('purpose')}
      />
      <SelectField
        label={t`Source of funds`}
        options={sourceOfFundsNames()}
        error={messageOf('source_of_funds', errors.source_of_funds)}
        registration={register('source_of_funds')}
      />
      <TextField
        label={t`Reference (optional)`}
        hint={t`A note the recipient may see, up to ${max} characters.`}
        autoComplete="off"
        maxLength={REFERENCE_MAX}
        counter={{
          used: referenceLength,
          max: REFERENCE_MAX,
          said: t`${referenceLength} of ${max} characters used.`,
        }}
        error={messageOf('reference', errors.reference)}
        {...register('reference')}
      />
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-between">
        <Button variant="secondary" onClick={onBack} className="w-full sm:w-auto">
          <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          <Trans>Back</Trans>
        </Button>
        <Button type="submit" className="w-full sm:w-auto sm:min-w-40">
          <Trans>Continue</Trans>
        </Button>
      </div>
    </form>
  );
}
