import type { Customer } from '@homeward/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { MailOpen } from 'lucide-react';
import { CodeEntryForm } from '@/components/code-entry-form';
import { describeFailure } from '@/lib/describe-failure';
import { useCodeEntry } from '@/lib/use-code-entry';
import { cooldownLeft } from '@/lib/use-countdown';
import { useResendEmailVerification } from '../api/resend-email-verification';
import { useVerifyEmailAddress } from '../api/verify-email-address';

/** The server's cool-down between two verification emails, in seconds. */
export const RESEND_COOLDOWN = 60;

interface VerifyEmailStepProps {
  customer: Customer;
  /** The verified customer the server answered with; the caller stores it. */
  onVerified: (customer: Customer) => void;
}

/** Onboarding's first stage: the 6-digit code emailed at sign-up (PRODUCT.md journey 1). */
export function VerifyEmailStep({ customer, onVerified }: VerifyEmailStepProps) {
  const { t } = useLingui();
  const email = customer.account.email;
  const verify = useVerifyEmailAddress();
  const resend = useResendEmailVerification();
  const entry = useCodeEntry({
    // Sign-up emailed the first code; the cool-down runs from then.
    initialCooldown: cooldownLeft(customer.account.created_at, RESEND_COOLDOWN),
    cooldown: RESEND_COOLDOWN,
    email: customer.account.email,
    verify: (otp) => verify.mutateAsync({ otp }),
    onVerified,
    resend: () => resend.mutateAsync(),
    describeFailure,
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
          <h2 className="text-xl font-semibold text-ink">
            <Trans>Verify your email</Trans>
          </h2>
          <p className="mt-1 text-muted">
            <Trans>
              We sent a 6-digit code to{' '}
              <bdi translate="no" className="font-semibold [overflow-wrap:anywhere] text-ink">
                {email}
              </bdi>
              . Enter it below to confirm the address is yours.
            </Trans>
          </p>
        </div>
      </div>
      <CodeEntryForm
        entry={entry}
        label={t`Verification code`}
        verifying={verify.isPending}
        resending={resend.isPending}
        resendPrompt={t`Did not get it? Check your spam folder, or`}
      />
    </div>
  );
}
