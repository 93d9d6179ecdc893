import { LogOut } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ApiError } from '@/lib/api-client';
import { describeFailure } from '@/lib/describe-failure';

interface ConfirmSignOutProps {
  /** The button: "Sign out everywhere". */
  label: string;
  /** The question: "Sign out everywhere?". */
  title: string;
  confirmLabel: string;
  /** What will happen, said in the dialog. */
  children: ReactNode;
  /** What to say when it fails for another reason than the network. */
  failure: string;
  signOut: { mutateAsync: () => Promise<unknown>; isPending: boolean };
  onDone: () => void;
}

/** A sign-out of more than this page (every device, or the others) asked first, then done. */
export function ConfirmSignOut({
  label,
  title,
  confirmLabel,
  children,
  failure,
  signOut,
  onDone,
}: ConfirmSignOutProps) {
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setError(null);
    try {
      await signOut.mutateAsync();
    } catch (problem) {
      // 401: this session had ended already; the API client is taking the browser to sign-in.
      if (problem instanceof ApiError && problem.status === 401) return;
      setError(describeFailure(problem, failure));
      return;
    }
    setAsking(false);
    onDone();
  };

  return (
    <>
      <Button variant="secondary" onClick={() => setAsking(true)}>
        <LogOut aria-hidden="true" className="size-4" />
        {label}
      </Button>
      {asking ? (
        <ConfirmDialog
          title={title}
          confirmLabel={confirmLabel}
          onConfirm={() => void confirm()}
          onCancel={() => {
            setAsking(false);
            setError(null);
          }}
          busy={signOut.isPending}
          error={error}
        >
          {children}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
