import { Trans, useLingui } from '@lingui/react/macro';
import { useLogOutEverywhere } from '../api/log-out-everywhere';
import { ConfirmSignOut } from './confirm-sign-out';

/**
 * "Sign out everywhere": every browser and phone signed in to the account is signed out at once,
 * this one too (for a lost phone, or a shared computer left signed in).
 */
export function SignOutEverywhere({ onSignedOut }: { onSignedOut: () => void }) {
  const { t } = useLingui();
  const signOut = useLogOutEverywhere();
  return (
    <>
      <p className="mb-4 text-sm text-muted">
        <Trans>
          Lost a phone, or left a shared computer signed in? Sign out of every device at once. You
          will need your password and second step to sign in again.
        </Trans>
      </p>
      <ConfirmSignOut
        label={t`Sign out everywhere`}
        title={t`Sign out everywhere?`}
        confirmLabel={t`Sign out everywhere`}
        failure={t`We could not sign you out everywhere. Please try again.`}
        signOut={signOut}
        onDone={onSignedOut}
      >
        <Trans>
          Every device signed in to your account will be signed out at once, including this one.
        </Trans>
      </ConfirmSignOut>
    </>
  );
}
