import type { AttributeCategory, AttributeDefinition, Customer } from '@homeward/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@homeward/ui/alert';
import { Button } from '@/components/button';
import { LoadingRegion, Skeleton, SkeletonField } from '@homeward/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useAttributeDefinitions } from '../api/get-attribute-definitions';
import { useCountries } from '../api/get-countries';
import { useUpdateCategory } from '../api/update-category';
import { describeFailure } from '@/lib/describe-failure';
import { AttributeField, type AttributeValues } from './attribute-field';
import { StageActions, StageHeader, type StageProps } from './stage-layout';

interface AttributeStageProps extends StageProps {
  customer: Customer;
  category: AttributeCategory;
  title: string;
  icon: ReactNode;
  intro: ReactNode;
  onSaved: (customer: Customer) => void;
}

/** The form's name of the n-th field: attribute keys hold dots, which the form would nest. */
const fieldName = (index: number) => `attribute_${index}`;

interface AttributeFormProps {
  customer: Customer;
  category: AttributeCategory;
  definitions: AttributeDefinition[];
  backTo: AttributeStageProps['backTo'];
  onSaved: (customer: Customer) => void;
}

function AttributeForm({ customer, category, definitions, backTo, onSaved }: AttributeFormProps) {
  const update = useUpdateCategory();
  const needsCountries = definitions.some((definition) => definition.input === 'country');
  const countries = useCountries('nationality', { enabled: needsCountries });
  const [failure, setFailure] = useState<string | null>(null);
  const saved = new Map(customer.attributes.map((a) => [a.attribute, a.value]));
  const {
    register,
    setValue,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AttributeValues>({
    defaultValues: Object.fromEntries(
      definitions.map((definition, index) => [
        fieldName(index),
        saved.get(definition.attribute) ?? '',
      ]),
    ),
    shouldFocusError: true,
  });

  const onSubmit = handleSubmit(async (form) => {
    setFailure(null);
    const values: Record<string, string> = {};
    definitions.forEach((definition, index) => {
      values[definition.attribute] = (form[fieldName(index)] ?? '').trim();
    });
    try {
      onSaved(await update.mutateAsync({ category, values }));
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        // Error keys are the dotted attribute keys; each message goes under its field.
        const unmatched: string[] = [];
        let focused = false;
        for (const [key, messages] of Object.entries(error.fieldErrors)) {
          const index = definitions.findIndex((definition) => definition.attribute === key);
          const message = messages[0];
          if (!message) continue;
          if (index === -1) {
            unmatched.push(message);
            continue;
          }
          setError(fieldName(index), { type: 'server', message }, { shouldFocus: !focused });
          focused = true;
        }
        if (unmatched.length > 0 || !focused) setFailure(unmatched.join(' ') || error.message);
      } else if (!(error instanceof ApiError && error.status === 401)) {
        setFailure(describeFailure(error));
      }
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {definitions.some((definition) => definition.is_required) ? (
        <p className="text-sm text-muted">
          <Trans>
            Fields marked <span className="text-danger">*</span> are required.
          </Trans>
        </p>
      ) : null}
      {definitions.map((definition, index) => (
        <AttributeField
          key={definition.attribute}
          definition={definition}
          name={fieldName(index)}
          register={register}
          setValue={setValue}
          control={control}
          error={errors[fieldName(index)]?.message}
          countries={needsCountries ? (countries.data ?? []) : []}
          countriesLoading={needsCountries && countries.isPending}
        />
      ))}
      <StageActions backTo={backTo} loading={isSubmitting || update.isPending} />
    </form>
  );
}

/** The form while its fields' definitions load: the required note, the fields, Back and Continue. */
function AttributeFormSkeleton() {
  const { t } = useLingui();
  return (
    <LoadingRegion label={t`Loading the form`}>
      <div className="space-y-5">
        <Skeleton className="h-4 w-56" />
        {['first', 'second', 'third'].map((field) => (
          <SkeletonField key={field} />
        ))}
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-between">
          <Skeleton className="h-11 w-full rounded-field sm:w-28" />
          <Skeleton className="h-11 w-full rounded-field sm:w-40" />
        </div>
      </div>
    </LoadingRegion>
  );
}

/**
 * Stages 3 to 5: the country's attributes of one category, as a form built from their
 * definitions (label, help, mask, expression and message), prefilled with what was saved.
 */
export function AttributeStage({
  customer,
  category,
  title,
  icon,
  intro,
  backTo,
  onSaved,
}: AttributeStageProps) {
  const countryId = customer.country?.id ?? null;
  const definitions = useAttributeDefinitions(countryId);
  const ofCategory = (definitions.data ?? []).filter((d) => d.category === category);

  return (
    <div>
      <StageHeader icon={icon} title={title}>
        {intro}
      </StageHeader>
      {definitions.isPending ? (
        <AttributeFormSkeleton />
      ) : definitions.isError ? (
        <Alert tone="error">
          <p>
            <Trans>We could not load this form.</Trans>
          </p>
          <Button variant="secondary" className="mt-3" onClick={() => void definitions.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </Alert>
      ) : (
        <AttributeForm
          // A new country brings new definitions: start the form afresh.
          key={`${countryId}-${category}`}
          customer={customer}
          category={category}
          definitions={ofCategory}
          backTo={backTo}
          onSaved={onSaved}
        />
      )}
    </div>
  );
}
