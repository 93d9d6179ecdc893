import type { Customer } from '@homeward/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { PasskeyButton } from '@/components/passkey-button';
import { describePasskeyError, passkeysSupported } from '@/lib/webauthn';
import { useSignInWithPasskey } from '../api/sign-in-with-passkey';

/**
 * "Sign in with a passkey": no email or password, the browser offers the customer's passkeys
 * for this site. Shown only where the browser can use passkeys.
 */
export function PasskeySignIn({ onSuccess }: { onSuccess: (customer: Customer) => void }) {
  const { t } = useLingui();
  const signIn = useSignInWithPasskey();
  const [failure, setFailure] = useState<string | null>(null);
  if (!passkeysSupported()) return null;

  const start = async () => {
    setFailure(null);
    try {
      onSuccess(await signIn.mutateAsync({ remember: false }));
    } catch (error) {
      setFailure(describePasskeyError(error));
    }
  };

  return (
    <div className="mt-5">
      <div className="mb-5 flex items-center gap-3 text-sm text-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-line" />
        <Trans>or</Trans>
        <span className="h-px flex-1 bg-line" />
      </div>
      <PasskeyButton
        label={t`Sign in with a passkey`}
        busy={signIn.isPending}
        failure={failure}
        failureTitle={t`Passkey sign-in failed`}
        onClick={() => void start()}
      />
    </div>
  );
}
