import { Trans } from '@lingui/react/macro';
import { clsx } from 'clsx';
import { RotateCw } from 'lucide-react';
import type { ResendNote } from '@/lib/use-code-entry';
import { formatSeconds } from '@/lib/use-countdown';
import { Button } from './button';

interface ResendCodeButtonProps {
  /** Seconds until another code may be asked for; 0 enables the button. */
  seconds: number;
  loading: boolean;
  onResend: () => void;
}

/** "Send a new code", disabled with a visible count-down while the cool-down runs. */
export function ResendCodeButton({ seconds, loading, onResend }: ResendCodeButtonProps) {
  const waiting = seconds > 0;
  const wait = formatSeconds(seconds);
  return (
    <Button
      variant="ghost"
      onClick={onResend}
      loading={loading}
      disabled={waiting}
      className="px-3"
    >
      {loading ? null : <RotateCw aria-hidden="true" className="size-4" />}
      {waiting ? (
        <span>
          <Trans>
            Send a new code in <span className="tabular-nums">{wait}</span>
          </Trans>
        </span>
      ) : (
        <Trans>Send a new code</Trans>
      )}
    </Button>
  );
}

/** The outcome of the last resend: a status, or an alert when it failed. */
export function ResendNoteText({ note }: { note: ResendNote | null }) {
  if (!note) return null;
  return (
    <p
      role={note.tone === 'error' ? 'alert' : 'status'}
      // The note may hold an email address: long ones wrap instead of widening a phone's page.
      className={clsx(
        'text-sm [overflow-wrap:anywhere]',
        note.tone === 'error' ? 'text-danger' : 'text-muted',
      )}
    >
      {note.text}
    </p>
  );
}
