import { Fingerprint } from 'lucide-react';
import { Alert } from '@homeward/ui/alert';
import { Button } from './button';

interface PasskeyButtonProps {
  /** "Sign in with a passkey", "Use a passkey instead". */
  label: string;
  busy: boolean;
  /** Why the last try did not work, in the customer's words. */
  failure: string | null;
  failureTitle?: string;
  onClick: () => void;
}

/** The way to a passkey prompt beside a code or a password, with what went wrong last time. */
export function PasskeyButton({ label, busy, failure, failureTitle, onClick }: PasskeyButtonProps) {
  return (
    <>
      {failure ? (
        <Alert tone="error" title={failureTitle} className="mb-4">
          {failure}
        </Alert>
      ) : null}
      <Button variant="secondary" className="w-full" loading={busy} onClick={onClick}>
        <Fingerprint aria-hidden="true" className="size-5" />
        {label}
      </Button>
    </>
  );
}
