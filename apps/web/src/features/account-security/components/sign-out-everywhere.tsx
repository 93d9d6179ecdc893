import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ApiError, NetworkError } from '@/lib/api-client';
import { useLogOutEverywhere } from '../api/log-out-everywhere';

/**
 * "Sign out everywhere": every browser and phone signed in to the account is signed out at once,
 * this one too (for a lost phone, or a shared computer left signed in).
 */
export function SignOutEverywhere({ onSignedOut }: { onSignedOut: () => void }) {
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const signOut = useLogOutEverywhere();

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
          : 'We could not sign you out everywhere. Please try again.',
      );
      return;
    }
    onSignedOut();
  };

  return (
    <>
      <p className="text-sm text-muted">
        Lost a phone, or left a shared computer signed in? Sign out of every device at once. You
        will need your password and second step to sign in again.
      </p>
      <Button variant="secondary" className="mt-4" onClick={() => setAsking(true)}>
        <LogOut aria-hidden="true" className="size-4" />
        Sign out everywhere
      </Button>
      {asking ? (
        <ConfirmDialog
          title="Sign out everywhere?"
          confirmLabel="Sign out everywhere"
          onConfirm={() => void confirm()}
          onCancel={() => {
            setAsking(false);
            setError(null);
          }}
          busy={signOut.isPending}
          error={error}
        >
          Every device signed in to your account will be signed out at once, including this one.
        </ConfirmDialog>
      ) : null}
    </>
  );
}
