import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ApiError, NetworkError } from '@/lib/api-client';
import { useSignOutOtherDevices } from '../api/sign-out-other-devices';

interface SignOutOthersProps {
  /** How many other devices are signed in, for the question. */
  others: number;
  onDone: () => void;
}

/** "Sign out all other devices": for a phone left somewhere, keeping this browser signed in. */
export function SignOutOthers({ others, onDone }: SignOutOthersProps) {
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const signOut = useSignOutOtherDevices();

  const confirm = async () => {
    setError(null);
    try {
      await signOut.mutateAsync();
    } catch (failure) {
      // 401: this session had ended already; the API client is taking the browser to sign-in.
      if (failure instanceof ApiError && failure.status === 401) return;
      setError(
        failure instanceof NetworkError
          ? 'We could not reach the server. Please check your connection and try again.'
          : 'We could not sign out your other devices. Please try again.',
      );
      return;
    }
    setAsking(false);
    onDone();
  };

  return (
    <>
      <Button variant="secondary" onClick={() => setAsking(true)}>
        <LogOut aria-hidden="true" className="size-4" />
        Sign out all other devices
      </Button>
      {asking ? (
        <ConfirmDialog
          title="Sign out all other devices?"
          confirmLabel="Sign them out"
          onConfirm={() => void confirm()}
          onCancel={() => {
            setAsking(false);
            setError(null);
          }}
          busy={signOut.isPending}
          error={error}
        >
          {others === 1
            ? 'Your other device will be signed out at once and will need your password to sign in again. This browser stays signed in.'
            : `Your ${others} other devices will be signed out at once and will need your password to sign in again. This browser stays signed in.`}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
