import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useSignOutOtherDevices } from '../api/sign-out-other-devices';
import { ConfirmSignOut } from './confirm-sign-out';

interface SignOutOthersProps {
  /** How many other devices are signed in, for the question. */
  others: number;
  onDone: () => void;
}

/** "Sign out all other devices": for a phone left somewhere, keeping this browser signed in. */
export function SignOutOthers({ others, onDone }: SignOutOthersProps) {
  const { t } = useLingui();
  const signOut = useSignOutOtherDevices();
  return (
    <ConfirmSignOut
      label={t`Sign out all other devices`}
      title={t`Sign out all other devices?`}
      confirmLabel={t`Sign them out`}
      failure={t`We could not sign out your other devices. Please try again.`}
      signOut={signOut}
      onDone={onDone}
    >
      {plural(others, {
        one: 'Your other device will be signed out at once and will need your password to sign in again. This browser stays signed in.',
        other:
          'Your # other devices will be signed out at once and will need your password to sign in again. This browser stays signed in.',
      })}
    </ConfirmSignOut>
  );
}
