import type { Customer } from '@homeward/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { Globe } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Alert } from '@homeward/ui/alert';
import { Button } from '@/components/button';
import { CountryCombobox } from '@/components/country-combobox';
import { ApiError } from '@/lib/api-client';
import { useCountries } from '../api/get-countries';
import { useUpdateCountry } from '../api/update-country';
import { describeFailure } from '@/lib/describe-failure';
import { StageActions, StageHeader, type StageProps } from './stage-layout';

interface CountryStageProps extends StageProps {
  customer: Customer;
  onSaved: (customer: Customer) => void;
}

/** Stage 2: the country of residence, from the countries where customers may live. */
export function CountryStage({ customer, backTo, onSaved }: CountryStageProps) {
  const { t } = useLingui();
  const countries = useCountries('residence');
  const update = useUpdateCountry();
  const [countryId, setCountryId] = useState<number | null>(customer.country?.id ?? null);
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (countryId === null) {
      setError(t`Choose the country you live in.`);
      input.current?.focus();
      return;
    }
    // The same country again: nothing to change, and re-posting it would empty the details.
    if (countryId === customer.country?.id) {
      onSaved(customer);
      return;
    }
    try {
      onSaved(await update.mutateAsync({ country_id: countryId }));
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 422) {
        setError(caught.fieldErrors.country_id?.[0] ?? caught.message);
        input.current?.focus();
      } else if (!(caught instanceof ApiError && caught.status === 401)) {
        setFailure(describeFailure(caught));
      }
    }
  };

  return (
    <div>
      <StageHeader
        icon={<Globe aria-hidden="true" className="size-6" />}
        title={t`Where do you live?`}
      >
        <Trans>
          The country you live in decides what we need to know about you and how you can send money.
        </Trans>
      </StageHeader>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        {countries.isError ? (
          <Alert tone="error">
            <Trans>We could not load the list of countries.</Trans>{' '}
            <Button
              variant="ghost"
              className="min-h-0 px-1"
              onClick={() => void countries.refetch()}
            >
              <Trans>Try again</Trans>
            </Button>
          </Alert>
        ) : null}
        <CountryCombobox
          label={t`Country of residence`}
          required
          inputRef={input}
          countries={countries.data ?? []}
          loading={countries.isPending}
          value={countryId}
          onChange={(id) => {
            setCountryId(id);
            setError(undefined);
          }}
          error={error}
          hint={
            customer.country
              ? t`Changing your country asks for your details again, as that country needs them.`
              : undefined
          }
        />
        <StageActions backTo={backTo} loading={update.isPending} />
      </form>
    </div>
  );
}
