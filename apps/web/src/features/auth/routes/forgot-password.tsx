import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { paths } from '@/lib/paths';
import { AuthHeading, AuthLayout } from '../components/auth-layout';
import { AuthOutcome } from '../components/auth-outcome';
import { ForgotPasswordForm } from '../components/forgot-password-form';

const backLink =
  'inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:text-brand-900 hover:underline';

/** Sent: the server's words, which are the same whether or not the account exists. */
function Sent({ message, onAgain }: { message: string; onAgain: () => void }) {
  const { t } = useLingui();
  return (
    <AuthOutcome icon={MailCheck} title={t`Check your email`} message={message}>
      <p className="mt-4 text-sm text-muted">
        <Trans>The link works for 60 minutes. Nothing there? Check your spam folder.</Trans>
      </p>
      <div className="mt-6 flex flex-col items-center gap-2">
        <Button variant="secondary" onClick={onAgain} className="w-full">
          <Trans>Try another email</Trans>
        </Button>
        <Link to={paths.signIn} className={backLink}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          <Trans>Back to sign in</Trans>
        </Link>
      </div>
    </AuthOutcome>
  );
}

export function ForgotPasswordRoute() {
  const { t } = useLingui();
  const [sent, setSent] = useState<string | null>(null);
  return (
    <AuthLayout>
      {sent ? (
        <Sent message={sent} onAgain={() => setSent(null)} />
      ) : (
        <>
          <AuthHeading
            title={t`Forgot Password`}
            subtitle={t`Enter the email you signed up with and we will send you a link to choose a new password.`}
          />
          <ForgotPasswordForm onSent={setSent} />
          <p className="mt-6 text-center text-sm">
            <Link to={paths.signIn} className={backLink}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              <Trans>Back to sign in</Trans>
            </Link>
          </p>
        </>
      )}
    </AuthLayout>
  );
}

export { ForgotPasswordRoute as Component };
