import { Trans } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import { useCustomer } from '../api/get-profile';
import { useEndSession, useLogOut } from '../api/log-out';
import { MfaForm } from '../components/mfa-form';
import { MfaPasskey } from '../components/mfa-passkey';
import type { SignInState } from './sign-in';

/** /mfa: the second factor after the password (PRODUCT.md journey 2). */
export function MultiFactorAuthRoute() {
  const customer = useCustomer();
  const navigate = useNavigate();
  const endSession = useEndSession();
  const logOut = useLogOut();
  if (!customer) return null;
  const verified = () => void navigate(paths.onboardingWorkflow, { replace: true });
  const lockedOut = (notice: string) =>
    void endSession(paths.signIn, { replace: true, state: { notice } satisfies SignInState });

  return (
    <div className="mx-auto max-w-md rounded-card bg-surface p-6 shadow-card sm:p-8">
      <MfaForm customer={customer} onVerified={verified} onLockedOut={lockedOut} />
      <MfaPasskey onVerified={verified} onLockedOut={lockedOut} />
      <p className="mt-6 border-t border-line pt-4 text-center text-sm text-muted">
        <Trans>Not you, or signing in later?</Trans>{' '}
        <button
          type="button"
          onClick={() => logOut.mutate()}
          disabled={logOut.isPending}
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:text-brand-900 hover:underline"
        >
          <Trans>Sign out</Trans>
        </button>
      </p>
    </div>
  );
}

export { MultiFactorAuthRoute as Component };
