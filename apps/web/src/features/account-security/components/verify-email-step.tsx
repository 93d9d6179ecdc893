import type { Customer } from '@homeward/contract';
import { MailOpen } from 'lucide-react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { OtpField, otpRules } from '@/components/otp-field';
import { ResendCodeButton, ResendNoteText } from '@/components/resend-code-button';
import { ApiError, NetworkError } from '@/lib/api-client';
import { useCodeEntry } from '@/lib/use-code-entry';
import { cooldownLeft } from '@/lib/use-countdown';
import { useResendEmailVerification } from '../api/resend-email-verification';
import { useVerifyEmailAddress } from '../api/verify-email-address';

/** The server's cool-down between two verification emails, in seconds. */
export const RESEND_COOLDOWN = 60;

function otherFailure(error: unknown): string {
  if (error instanceof NetworkError) {
    return 'We could not reach the server. Please check your connection and try again.';
  }
  if (error instanceof ApiError && error.status < 500) return error.message;
  return 'Something went wrong on our side. Please try again.';
}

interface VerifyEmailStepProps {
  customer: Customer;
  /** The verified customer the server answered with; the caller stores it. */
  onVerified: (customer: Customer) => void;
}

/** Onboarding's first stage: the 6-digit code emailed at sign-up (PRODUCT.md journey 1). */
export function VerifyEmailStep({ customer, onVerified }: VerifyEmailStepProps) {
  const verify = useVerifyEmailAddress();
  const resend = useResendEmailVerification();
  const {
    form: {
      register,
      formState: { errors, isSubmitting },
    },
    countdown,
    note,
    failure,
    onSubmit,
    onResend,
  } = useCodeEntry({
    // Sign-up emailed the first code; the cool-down runs from then.
    initialCooldown: cooldownLeft(customer.account.created_at, RESEND_COOLDOWN),
    cooldown: RESEND_COOLDOWN,
    email: customer.account.email,
    verify: (otp) => verify.mutateAsync({ otp }),
    onVerified,
    resend: () => resend.mutateAsync(),
    describeFailure: otherFailure,
    // Already verified elsewhere (another tab): the caller's next profile read will say so.
    resendErrorNote: (error) =>
      error.status === 422 ? (error.fieldErrors.email?.[0] ?? error.message) : undefined,
  });

  return (
    <div>
      <div className="mb-6 flex items-start gap-4">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <MailOpen aria-hidden="true" className="size-6" />
        </span>
        <div>
          <h2 className="text-xl font-semibold text-ink">Verify your email</h2>
          <p className="mt-1 text-muted">
            We sent a 6-digit code to{' '}
            <span className="font-semibold [overflow-wrap:anywhere] text-ink">
              {customer.account.email}
            </span>
            . Enter it below to confirm the address is yours.
          </p>
        </div>
      </div>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <OtpField
          label="Verification code"
          placeholder="000000"
          error={errors.otp?.message}
          {...register('otp', otpRules)}
        />
        <Button type="submit" className="w-full" loading={isSubmitting || verify.isPending}>
          Verify
        </Button>
      </form>
      <div className="mt-4 flex flex-col items-center gap-1 text-center">
        <p className="text-sm text-muted">Did not get it? Check your spam folder, or</p>
        <ResendCodeButton
          seconds={countdown.seconds}
          loading={resend.isPending}
          onResend={() => void onResend()}
        />
        <ResendNoteText note={note} />
      </div>
    </div>
  );
}
