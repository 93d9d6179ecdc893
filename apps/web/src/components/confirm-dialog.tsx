import { Trans } from '@lingui/react/macro';
import { useRef, type ReactNode } from 'react';
import { Alert } from '@homeward/ui/alert';
import { Button } from './button';
import { Dialog } from '@homeward/ui/dialog';

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  /** A failure to show inside the dialog. */
  error?: string | null | undefined;
}

/**
 * A modal question before a destructive step (role=alertdialog). Focus starts on "Cancel", the
 * safe answer; Escape cancels.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  onConfirm,
  onCancel,
  busy = false,
  error,
}: ConfirmDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      role="alertdialog"
      title={title}
      description={children}
      onDismiss={onCancel}
      busy={busy}
      initialFocus={cancel}
    >
      {error ? (
        <Alert tone="error" className="mt-4">
          {error}
        </Alert>
      ) : null}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button ref={cancel} variant="secondary" onClick={onCancel} disabled={busy}>
          <Trans>Cancel</Trans>
        </Button>
        <Button variant="danger" onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
