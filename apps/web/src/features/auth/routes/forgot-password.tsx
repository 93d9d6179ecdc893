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
  return (
    <AuthOutcome icon={MailCheck} title="Check your email" message={message}>
      <p className="mt-4 text-sm text-muted">
        The link works for 60 minutes. Nothing there? Check your spam folder.
      </p>
      <div className="mt-6 flex flex-col items-center gap-2">
        <Button variant="secondary" onClick={onAgain} className="w-full">
          Try another email
        </Button>
        <Link to={paths.signIn} className={backLink}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to sign in
        </Link>
      </div>
    </AuthOutcome>
  );
}

export function ForgotPasswordRoute() {
  const [sent, setSent] = useState<string | null>(null);
  return (
    <AuthLayout>
      {sent ? (
        <Sent message={sent} onAgain={() => setSent(null)} />
      ) : (
        <>
          <AuthHeading
            title="Forgot Password"
            subtitle="Enter the email you signed up with and we will send you a link to choose a new password."
          />
          <ForgotPasswordForm onSent={setSent} />
          <p className="mt-6 text-center text-sm">
            <Link to={paths.signIn} className={backLink}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              Back to sign in
            </Link>
          </p>
        </>
      )}
    </AuthLayout>
  );
}

export { ForgotPasswordRoute as Component };
