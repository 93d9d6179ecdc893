import type { Customer, PendingMobileVerification } from '@homeward/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { Smartphone } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Alert } from '@homeward/ui/alert';
import { LoadingRegion, Skeleton } from '@homeward/ui/skeleton';
import { CountryCombobox } from '@/components/country-combobox';
import { CodeEntryForm } from '@/components/code-entry-form';
import { TextField } from '@homeward/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { useCodeEntry } from '@/lib/use-code-entry';
import { useCountries } from '../api/get-countries';
import { usePendingMobileNumber } from '../api/get-pending-mobile-number';
import { useUpdateMobileNumber } from '../api/update-mobile-number';
import { useVerifyMobileNumber } from '../api/verify-mobile-number';
import { describeFailure } from '@/lib/describe-failure';
import { StageActions, StageHeader, type StageProps } from './stage-layout';

/** The server's cool-down between two SMS codes, in seconds. */
export const SMS_RESEND_COOLDOWN = 60;

interface MobileNumberStageProps extends StageProps {
  customer: Customer;
  onSaved: (customer: Customer) => void;
}

interface NumberRequest {
  mobile_number_country_id: number;
  mobile_number: string;
}

interface CodeEntryProps {
  request: NumberRequest;
  /** The number in E.164, as the server understood it. */
  number: string;
  /** Seconds before a new code may be asked for: a full cool-down after sending, less after a reload. */
  cooldown: number;
  onChangeNumber: () => void;
  onSaved: (customer: Customer) => void;
}

/** The SMS code sent to the number, with "send a new code" on a cool-down. */
function CodeEntry({ request, number, cooldown, onChangeNumber, onSaved }: CodeEntryProps) {
  const { t } = useLingui();
  const verify = useVerifyMobileNumber();
  const resend = useUpdateMobileNumber();
  const entry = useCodeEntry({
    initialCooldown: cooldown,
    cooldown: SMS_RESEND_COOLDOWN,
    email: number,
    verify: (otp) => verify.mutateAsync({ otp }),
    onVerified: onSaved,
    resend: () => resend.mutateAsync(request),
    describeFailure,
    resendErrorNote: (error) =>
      error.status === 422 ? (error.fieldErrors.mobile_number?.[0] ?? error.message) : undefined,
  });

  return (
    <div>
      <p className="mb-5 text-muted">
        <Trans>
          We sent a 6-digit code by SMS to{' '}
          <span dir="ltr" translate="no" className="font-semibold text-ink tabular-nums">
            {number}
          </span>
          .
        </Trans>{' '}
        <button
          type="button"
          onClick={onChangeNumber}
          className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          <Trans>Change number</Trans>
        </button>
      </p>
      <CodeEntryForm
        entry={entry}
        label={t`SMS code`}
        verifying={verify.isPending}
        resending={resend.isPending}
        resendPrompt={t`No SMS after a minute?`}
      />
    </div>
  );
}

interface PendingCode {
  request: NumberRequest;
  number: string;
  cooldown: number;
}

/** The server's waiting code as the code screen needs it; a new code goes to the same number. */
function pendingCodeOf(waiting: PendingMobileVerification['pending']): PendingCode | null {
  if (!waiting) return null;
  return {
    request: {
      mobile_number_country_id: waiting.mobile_number_country_id,
      mobile_number: waiting.mobile_number,
    },
    number: waiting.mobile_number,
    cooldown: waiting.resend_in_seconds,
  };
}

/**
 * Stage 6: a mobile number (the calling code's country, then the number), confirmed with a
 * code sent to it by SMS. The server validates the number for the country (libphonenumber).
 */
export function MobileNumberStage({ customer, backTo, onSaved }: MobileNumberStageProps) {
  const { t } = useLingui();
  const countries = useCountries('nationality');
  const send = useUpdateMobileNumber();
  const [countryId, setCountryId] = useState<number | null>(
    customer.account.mobile_number_country?.id ?? customer.country?.id ?? null,
  );
  const [number, setNumber] = useState('');
  const [errors, setErrors] = useState<{ country?: string; number?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<PendingCode | null>(null);
  // A code texted before a reload is still the one to enter, unless the customer changes number.
  const waiting = usePendingMobileNumber();
  const [changing, setChanging] = useState(false);
  const restored = changing ? null : pendingCodeOf(waiting.data?.pending ?? null);
  const pending = sent ?? restored;
  const verifiedNumber = customer.account.mobile_number;
  const countryInput = useRef<HTMLInputElement>(null);
  const numberInput = useRef<HTMLInputElement>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found: typeof errors = {};
    if (countryId === null) found.country = t`Choose the country of the number.`;
    if (number.trim() === '') found.number = t`Enter your mobile number.`;
    else if (!/^[0-9 ().+-]+$/.test(number.trim())) {
      found.number = t`Use digits, spaces and dashes only.`;
    }
    setErrors(found);
    if (found.country) return countryInput.current?.focus();
    if (found.number) return numberInput.current?.focus();
    const request = { mobile_number_country_id: countryId as number, mobile_number: number.trim() };
    try {
      const answer = await send.mutateAsync(request);
      setSent({ request, number: answer.mobile_number, cooldown: SMS_RESEND_COOLDOWN });
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        const next = {
          country: error.fieldErrors.mobile_number_country_id?.[0],
          number: error.fieldErrors.mobile_number?.[0],
        };
        if (!next.country && !next.number) setFailure(error.message);
        setErrors(next);
        if (next.country) countryInput.current?.focus();
        else numberInput.current?.focus();
      } else if (!(error instanceof ApiError && error.status === 401)) {
        setFailure(describeFailure(error));
      }
    }
  };

  return (
    <div>
      <StageHeader
        icon={<Smartphone aria-hidden="true" className="size-6" />}
        title={t`Your mobile number`}
      >
        <Trans>
          We text you a code to confirm it, and use it to reach you about your transfers.
        </Trans>
      </StageHeader>
      {customer.account.mobile_number && !pending ? (
        <p className="mb-5 text-sm text-muted">
          <Trans>
            Your verified number is{' '}
            <span dir="ltr" translate="no" className="font-semibold text-ink tabular-nums">
              {verifiedNumber}
            </span>
            . Enter a new one to change it.
          </Trans>
        </p>
      ) : null}
      {waiting.isPending && !sent ? (
        <LoadingRegion label={t`Loading your mobile number`}>
          <div className="space-y-5">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-12 w-full rounded-field" />
            <Skeleton className="h-12 w-full rounded-field" />
          </div>
        </LoadingRegion>
      ) : pending ? (
        <CodeEntry
          request={pending.request}
          number={pending.number}
          cooldown={pending.cooldown}
          onChangeNumber={() => {
            setSent(null);
            setChanging(true);
            requestAnimationFrame(() => numberInput.current?.focus());
          }}
          onSaved={onSaved}
        />
      ) : (
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
          {failure ? <Alert tone="error">{failure}</Alert> : null}
          <CountryCombobox
            label={t`Country code`}
            required
            showCallingCode
            inputRef={countryInput}
            countries={countries.data ?? []}
            loading={countries.isPending}
            value={countryId}
            onChange={(id) => {
              setCountryId(id);
              setErrors((current) => ({ ...current, country: undefined }));
            }}
            error={errors.country}
          />
          <TextField
            ref={numberInput}
            label={t`Mobile number`}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            value={number}
            onChange={(event) => setNumber(event.target.value)}
            error={errors.number}
            hint={t`Without the country code, as you would dial it at home.`}
          />
          <StageActions backTo={backTo} loading={send.isPending} submitLabel={t`Send code`} />
        </form>
      )}
    </div>
  );
}
