import type { Customer } from '@homeward/contract';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PasskeyButton } from '@/components/passkey-button';
import { ApiError } from '@/lib/api-client';
import { describePasskeyError, passkeysSupported } from '@/lib/webauthn';
import { mfaPasskeyQueryOptions, useVerifyMfaWithPasskey } from '../api/verify-mfa-passkey';

interface MfaPasskeyProps {
  onVerified: (customer: Customer) => void;
  /** Too many failed tries: the server ended the session. */
  onLockedOut: (message: string) => void;
}

/** "Use a passkey instead" on the second step, for a customer who has passkeys. */
export function MfaPasskey({ onVerified, onLockedOut }: MfaPasskeyProps) {
  const { t } = useLingui();
  const supported = passkeysSupported();
  const availability = useQuery({ ...mfaPasskeyQueryOptions(), enabled: supported });
  const verify = useVerifyMfaWithPasskey();
  const [failure, setFailure] = useState<string | null>(null);
  if (!supported || !availability.data?.available) return null;

  const start = async () => {
    setFailure(null);
    try {
      onVerified(await verify.mutateAsync());
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) {
        onLockedOut(error.message);
        return;
      }
      setFailure(describePasskeyError(error));
    }
  };

  return (
    <div className="mt-6 border-t border-line pt-5">
      <PasskeyButton
        label={t`Use a passkey instead`}
        busy={verify.isPending}
        failure={failure}
        onClick={() => void start()}
      />
    </div>
  );
}
