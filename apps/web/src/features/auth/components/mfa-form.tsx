import type { Customer, MfaMethod } from '@homeward/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { KeyRound, Mail, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@homeward/ui/alert';
import { Button } from '@/components/button';
import { OtpField, otpRules, RecoveryCodeField, recoveryCodeRules } from '@/components/otp-field';
import { ResendCodeButton, ResendNoteText } from '@/components/resend-code-button';
import { describeFailure } from '@/lib/describe-failure';
import { useCodeEntry } from '@/lib/use-code-entry';
import { cooldownLeft } from '@/lib/use-countdown';
import { useResendMfaOtp } from '../api/resend-mfa-otp';
import { useVerifyMfa } from '../api/verify-mfa';

/** The server's cool-down between two emailed codes, in seconds. */
export const RESEND_COOLDOWN = 60;

interface MfaFormProps {
  customer: Customer;
  onVerified: (customer: Customer) => void;
  /** Too many wrong codes: the server ended the session. */
  onLockedOut: (message: string) => void;
}

export function MfaForm({ customer, onVerified, onLockedOut }: MfaFormProps) {
  const { t } = useLingui();
  const method: MfaMethod = customer.session?.mfa_method ?? 'email';
  const { email } = customer.account;
  const [recovery, setRecovery] = useState(false);
  const verify = useVerifyMfa();
  const resend = useResendMfaOtp();
  const {
    form: {
      register,
      clearErrors,
      resetField,
      setFocus,
      formState: { errors, isSubmitting },
    },
    countdown,
    note: resendNote,
    failure,
    onSubmit,
    onResend,
  } = useCodeEntry({
    // Login sent the first code: the cool-down runs from when this session began.
    initialCooldown:
      method === 'email' ? cooldownLeft(customer.session?.created_at, RESEND_COOLDOWN) : 0,
    cooldown: RESEND_COOLDOWN,
    email: customer.account.email,
    verify: (otp) => verify.mutateAsync({ otp }),
    onVerified,
    resend: () => resend.mutateAsync(),
    describeFailure,
    handleVerifyError: (error) => {
      if (error.status !== 429) return false;
      onLockedOut(error.message);
      return true;
    },
  });

  const toggleRecovery = () => {
    setRecovery((on) => !on);
    resetField('otp');
    clearErrors('otp');
    // After the field swaps, put the cursor in it.
    setTimeout(() => setFocus('otp'), 0);
  };

  const Icon = method === 'email' ? Mail : recovery ? KeyRound : Smartphone;
  const busy = isSubmitting || verify.isPending;

  return (
    <>
      <div className="mb-6 flex flex-col items-center text-center">
        <span className="mb-4 inline-flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Icon aria-hidden="true" className="size-7" />
        </span>
        <h1 className="text-2xl font-bold tracking-tight text-ink">
          <Trans>More authentication required</Trans>
        </h1>
        <p className="mt-2 text-muted">
          {method === 'email' ? (
            <Trans>
              Enter the code we emailed to{' '}
              <bdi translate="no" className="block font-semibold [overflow-wrap:anywhere] text-ink">
                {email}
              </bdi>
            </Trans>
          ) : recovery ? (
            t`Enter one of the recovery codes you saved when you set up your authenticator app.`
          ) : (
            t`Enter the 6-digit code from your authenticator app`
          )}
        </p>
      </div>

      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        {recovery ? (
          <RecoveryCodeField
            key="recovery"
            error={errors.otp?.message}
            {...register('otp', recoveryCodeRules())}
          />
        ) : (
          <OtpField
            key="otp"
            label={method === 'email' ? t`Code from the email` : t`Code from the app`}
            placeholder="000000"
            // The customer came here to type this code.
            autoFocus
            error={errors.otp?.message}
            {...register('otp', otpRules())}
          />
        )}
        <Button type="submit" className="w-full" loading={busy}>
          <Trans>Verify</Trans>
        </Button>
      </form>

      <div className="mt-4 flex flex-col items-center gap-2 text-center">
        {method === 'email' ? (
          <>
            <ResendCodeButton
              seconds={countdown.seconds}
              loading={resend.isPending}
              onResend={() => void onResend()}
            />
            <ResendNoteText note={resendNote} />
          </>
        ) : (
          <Button variant="ghost" onClick={toggleRecovery} aria-pressed={recovery}>
            {recovery ? t`Use the authenticator app instead` : t`Use a recovery code instead`}
          </Button>
        )}
      </div>
    </>
  );
}
