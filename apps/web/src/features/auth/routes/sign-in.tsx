import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@homeward/ui/alert';
import { paths } from '@/lib/paths';
import { AuthHeading, AuthLayout } from '../components/auth-layout';
import { PasskeySignIn } from '../components/passkey-sign-in';
import { SignInForm } from '../components/sign-in-form';
import { afterLogInPath } from '../lib/session';

/** The notes shown after a password change or reset sent the customer here (spec section 2). */
const refererNotes: Record<string, MessageDescriptor> = {
  'change-password': msg`Your password has been successfully changed. Please log in using your new password.`,
  'reset-password': msg`Your password has been successfully reset. Please log in using your new password.`,
};

/** Why another screen ended the session and sent the customer here (e.g. an MFA lock-out). */
export interface SignInState {
  notice?: string;
}

export function SignInRoute() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const note = refererNotes[searchParams.get('referer') ?? ''];
  const notice = (useLocation().state as SignInState | null)?.notice;
  return (
    <AuthLayout>
      <AuthHeading title={t`Love to see you again`} subtitle={t`Sign in to send money home.`} />
      {notice ? (
        <Alert tone="error" title={t`Signed out`} className="mb-5">
          {notice}
        </Alert>
      ) : null}
      {note ? (
        <Alert tone="info" className="mb-5">
          {t(note)}
        </Alert>
      ) : null}
      <SignInForm onSuccess={(customer) => void navigate(afterLogInPath(customer))} />
      <PasskeySignIn onSuccess={(customer) => void navigate(afterLogInPath(customer))} />
      <p className="mt-6 text-center text-sm text-muted">
        <Trans>
          New to Homeward?{' '}
          <Link to={paths.signUp} className="font-semibold text-brand-700 hover:underline">
            Sign up instead
          </Link>
        </Trans>
      </p>
    </AuthLayout>
  );
}

export { SignInRoute as Component };
