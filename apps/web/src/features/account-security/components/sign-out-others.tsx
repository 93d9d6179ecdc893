import { useSignOutOtherDevices } from '../api/sign-out-other-devices';
import { ConfirmSignOut } from './confirm-sign-out';

interface SignOutOthersProps {
  /** How many other devices are signed in, for the question. */
  others: number;
  onDone: () => void;
}

/** "Sign out all other devices": for a phone left somewhere, keeping this browser signed in. */
export function SignOutOthers({ others, onDone }: SignOutOthersProps) {
  const signOut = useSignOutOtherDevices();
  return (
    <ConfirmSignOut
      label="Sign out all other devices"
      title="Sign out all other devices?"
      confirmLabel="Sign them out"
      failure="We could not sign out your other devices. Please try again."
      signOut={signOut}
      onDone={onDone}
    >
      {others === 1 ? 'Your other device' : `Your ${others} other devices`} will be signed out at
      once and will need your password to sign in again. This browser stays signed in.
    </ConfirmSignOut>
  );
}
