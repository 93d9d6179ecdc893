import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { onStepUp, type StepUpAsk } from '@/lib/api-client';
import { passkeysSupported } from '@/lib/webauthn';

const StepUpDialog = lazy(async () => ({
  default: (await import('./step-up-dialog')).StepUpDialog,
}));

interface Pending extends StepUpAsk {
  resolve: (confirmed: boolean) => void;
}

/**
 * Answers the API client's step-up requests for everything inside it (the signed-in pages):
 * a sensitive change waits while the dialog asks for the second factor, then goes through.
 */
export function StepUpProvider({
  email,
  confirmWithPasskey,
  children,
}: {
  email: string;
  /** The passkeys feature's step-up, composed in by the app (features do not import each other). */
  confirmWithPasskey?: () => Promise<void>;
  children: ReactNode;
}) {
  const [pending, setPending] = useState<Pending | null>(null);
  // Requests refused together (two saves at once) wait for the same dialog.
  const asking = useRef<Promise<boolean> | null>(null);

  useEffect(
    () =>
      onStepUp((ask) => {
        asking.current ??= new Promise<boolean>((resolve) => {
          setPending({ ...ask, resolve });
        }).finally(() => {
          asking.current = null;
        });
        return asking.current;
      }),
    [],
  );

  return (
    <>
      {children}
      {pending ? (
        <Suspense fallback={null}>
          <StepUpDialog
            method={pending.method}
            email={email}
            withPasskey={
              pending.passkey && confirmWithPasskey && passkeysSupported()
                ? confirmWithPasskey
                : undefined
            }
            onDone={(confirmed) => {
              pending.resolve(confirmed);
              setPending(null);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
