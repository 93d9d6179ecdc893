import type { PayoutMethod, Recipient, RecipientRequest } from '@homeward/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Alert } from '@homeward/ui/alert';
import { Button } from '@/components/button';
import { LoadingRegion, SkeletonField } from '@homeward/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useCreateRecipient } from '../api/create-recipient';
import { corridorsQueryOptions } from '@/api/corridors';
import {
  recipientRequirementsQueryOptions,
  type Destination,
  type RefreshValues,
} from '../api/get-recipient-requirements';
import { useUpdateRecipient } from '../api/update-recipient';
import { describeFailure, isNotFound, isSignedOut } from '@/lib/describe-failure';
import { describeDestination, destinationOf } from '../lib/destination';
import { detailsOf, formValuesOf, type DetailValues } from '../lib/form-values';
import { fieldName } from '../lib/requirement-rules';
import { DESTINATION, DestinationChooser, destinationOptions, METHOD } from './destination-chooser';
import { RequirementInput } from './requirement-input';
import { nameOfCountry } from '@/lib/country-name';

export interface RecipientFormProps {
  /** Edit mode: this recipient's details, with its destination and payout method fixed. */
  recipient?: Recipient;
  /** A fixed destination (the transfer wizard's corridor and method); otherwise one is chosen. */
  destination?: Destination;
  onSaved: (recipient: Recipient) => void;
  onCancel?: () => void;
}

const noRefresh: RefreshValues = {};
const destinationKey = (destination: Destination | null) =>
  destination ? `${destination.country}:${destination.currency}:${destination.payoutMethod}` : '';

/** The destination of a recipient whose destination cannot change. */
function FixedDestination({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-field bg-canvas px-4 py-3 text-sm">
      <p className="text-muted">
        <Trans>Receives the money in</Trans>
      </p>
      <p className="font-semibold text-ink">{children}</p>
    </div>
  );
}

/**
 * Adds or edits a recipient with a form drawn from the destination's requirements: first where
 * the money goes (unless fixed), then each field the server asks for, checked here before
 * sending (required, length, pattern) and again by the server, whose 422 messages land under
 * their fields. A refresh-on-change field asks for the requirements again with its value; the
 * values of fields that remain are kept.
 *
 * With a fixed `destination` (inside the transfer wizard) it is not a `<form>` element, so it may
 * sit inside the wizard's own form: Enter in a field and the button still save it.
 */
export function RecipientForm({ recipient, destination, onSaved, onCancel }: RecipientFormProps) {
  const { t } = useLingui();
  const fixed = recipient ? destinationOf(recipient) : (destination ?? null);
  const embedded = !recipient && destination !== undefined;
  const create = useCreateRecipient();
  const update = useUpdateRecipient();
  const [failure, setFailure] = useState<string | null>(null);

  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    getValues,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<DetailValues>({
    defaultValues: formValuesOf(recipient),
    shouldFocusError: true,
  });

  // Choosing the destination (when it is not fixed).
  const corridors = useQuery({ ...corridorsQueryOptions(), enabled: fixed === null });
  const options = useMemo(() => destinationOptions(corridors.data ?? []), [corridors.data]);
  const [chosenDestination, chosenMethod] = useWatch({ control, name: [DESTINATION, METHOD] });
  const selected = options.find((option) => option.value === chosenDestination);
  const chosen: Destination | null =
    selected && chosenMethod && selected.methods.includes(chosenMethod as PayoutMethod)
      ? {
          country: selected.country,
          currency: selected.currency,
          payoutMethod: chosenMethod as PayoutMethod,
        }
      : null;
  const target = fixed ?? chosen;
  const targetKey = destinationKey(target);

  // The values of refresh-on-change fields, for the destination they were given for.
  const [refresh, setRefresh] = useState<{ for: string; values: RefreshValues }>({
    for: '',
    values: noRefresh,
  });
  const refreshValues = refresh.for === targetKey ? refresh.values : noRefresh;
  const onRefresh = (key: string, value: string) => {
    const others = Object.entries(refreshValues).filter(([other]) => other !== key);
    setRefresh({
      for: targetKey,
      values: Object.fromEntries(value === '' ? others : [...others, [key, value]]),
    });
  };

  const requirements = useQuery({
    ...recipientRequirementsQueryOptions(
      target ?? { country: '', currency: '', payoutMethod: 'bank_account' },
      refreshValues,
    ),
    enabled: target !== null,
    // While other fields load for a new refresh value, keep showing the current ones: but never
    // another destination's.
    placeholderData: (previous, previousQuery) =>
      previousQuery && destinationKey(target) === previousQuery.queryKey.slice(1, 4).join(':')
        ? keepPreviousData(previous)
        : undefined,
  });
  const hasTarget = target !== null;
  const fields = useMemo(
    () => (hasTarget ? (requirements.data?.fields ?? []) : []),
    [hasTarget, requirements.data],
  );
  const refreshing = requirements.isPlaceholderData && requirements.isFetching;
  // A destination whose fields have not come yet: nothing to save, and a 422 about them would
  // have no field to show beside.
  const awaitingFields = target !== null && requirements.isPending;

  // A refresh-on-change field that already has a value (a saved recipient, or one kept from
  // another payout method) asks for its fields as soon as it is known: checked in the render
  // that brings new fields (or refresh values), so the request starts without an extra commit.
  const [checked, setChecked] = useState<{
    fields: typeof fields;
    refreshValues: RefreshValues;
    targetKey: string;
  } | null>(null);
  if (
    checked?.fields !== fields ||
    checked.refreshValues !== refreshValues ||
    checked.targetKey !== targetKey
  ) {
    setChecked({ fields, refreshValues, targetKey });
    const wanted: RefreshValues = {};
    for (const field of fields) {
      if (!field.refresh_on_change) continue;
      const value = (getValues(fieldName(field.key)) ?? '').trim();
      if (value !== '' && refreshValues[field.key] !== value) wanted[field.key] = value;
    }
    if (Object.keys(wanted).length > 0) {
      setRefresh({ for: targetKey, values: { ...refreshValues, ...wanted } });
    }
  }

  const onValid = async (values: DetailValues) => {
    if (!target) return;
    setFailure(null);
    const body: RecipientRequest = {
      country: target.country,
      currency: target.currency,
      payout_method: target.payoutMethod,
      details: detailsOf(fields, values),
    };
    try {
      const saved = recipient
        ? await update.mutateAsync({ id: recipient.id, body })
        : await create.mutateAsync(body);
      onSaved(saved);
    } catch (error) {
      if (isSignedOut(error)) return;
      if (error instanceof ApiError && error.status === 422) {
        const unmatched: string[] = [];
        let focused = false;
        for (const [key, messages] of Object.entries(error.fieldErrors)) {
          const message = messages[0];
          if (!message) continue;
          const field = key.startsWith('details.')
            ? fields.find((candidate) => candidate.key === key.slice('details.'.length))
            : undefined;
          if (!field) {
            unmatched.push(message);
            continue;
          }
          setError(fieldName(field.key), { type: 'server', message }, { shouldFocus: !focused });
          focused = true;
        }
        if (unmatched.length > 0 || !focused) setFailure(unmatched.join(' ') || error.message);
        return;
      }
      setFailure(
        recipient && isNotFound(error)
          ? t`We couldn’t find this recipient any more. It may have been deleted.`
          : describeFailure(error),
      );
    }
  };

  const submit = () => {
    if (awaitingFields || refreshing) return;
    // Errors of fields no longer shown (another account format…) must not block saving.
    const shown = new Set([DESTINATION, METHOD, ...fields.map((field) => fieldName(field.key))]);
    const stale = Object.keys(errors).filter((name) => !shown.has(name));
    if (stale.length > 0) clearErrors(stale);
    void handleSubmit(onValid)();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Embedded, this is not a form: Enter in a field saves the recipient, not the outer form.
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    submit();
  };

  const saving = isSubmitting || create.isPending || update.isPending;
  const hasRequired = fields.some((field) => field.required);

  const content = (
    <>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {recipient ? (
        <FixedDestination>
          {describeDestination(destinationOf(recipient), nameOfCountry(recipient.country))}
        </FixedDestination>
      ) : fixed ? (
        <FixedDestination>{describeDestination(fixed)}</FixedDestination>
      ) : corridors.isPending ? (
        <LoadingRegion label={t`Loading countries`}>
          <SkeletonField />
        </LoadingRegion>
      ) : corridors.isError ? (
        <Alert tone="error">
          <p>
            <Trans>We could not load the countries you can send to.</Trans>
          </p>
          <Button variant="secondary" className="mt-3" onClick={() => void corridors.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </Alert>
      ) : (
        <DestinationChooser
          options={options}
          selected={selected}
          method={chosenMethod}
          register={register}
          onDestinationChange={(option) => {
            setValue(METHOD, option?.methods[0] ?? '');
            clearErrors(METHOD);
          }}
          destinationError={errors[DESTINATION]?.message}
          methodError={errors[METHOD]?.message}
        />
      )}

      {target === null ? null : requirements.isPending ? (
        // The name, and the country's usual two details (a bank and an account, say).
        <LoadingRegion label={t`Loading the recipient’s details`}>
          <div className="space-y-5">
            {['name', 'first', 'second'].map((field) => (
              <SkeletonField key={field} />
            ))}
          </div>
        </LoadingRegion>
      ) : requirements.isError ? (
        <Alert tone="error">
          <p>{describeFailure(requirements.error)}</p>
          <Button variant="secondary" className="mt-3" onClick={() => void requirements.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </Alert>
      ) : (
        <div className="space-y-5" aria-busy={refreshing || undefined}>
          {hasRequired ? (
            <p className="text-sm text-muted">
              <Trans>
                Fields marked <span className="text-danger">*</span> are required.
              </Trans>
            </p>
          ) : null}
          {fields.map((field) => (
            <RequirementInput
              key={field.key}
              field={field}
              country={target.country}
              register={register}
              control={control}
              error={errors[fieldName(field.key)]?.message}
              onRefresh={onRefresh}
            />
          ))}
        </div>
      )}
      <p aria-live="polite" className="text-sm text-muted empty:hidden">
        {refreshing ? t`Updating the details we need…` : ''}
      </p>

      <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            <Trans>Cancel</Trans>
          </Button>
        ) : null}
        <Button
          type={embedded ? 'button' : 'submit'}
          onClick={embedded ? submit : undefined}
          loading={saving}
          disabled={refreshing || awaitingFields}
        >
          {recipient ? t`Save changes` : t`Save recipient`}
        </Button>
      </div>
    </>
  );

  if (embedded) {
    return (
      <div role="group" aria-label={t`New recipient`} onKeyDown={onKeyDown} className="space-y-5">
        {content}
      </div>
    );
  }
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="space-y-5"
    >
      {content}
    </form>
  );
}
