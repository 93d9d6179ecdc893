import { Trans, useLingui } from '@lingui/react/macro';
import { BellRing, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/button';
import { useDevicePush } from '../lib/use-device-push';

/** Remembered on this device once answered or dismissed: the prompt is asked once, never again. */
const ANSWERED = 'homeward.push-prompt.answered';

function answered(): boolean {
  try {
    return localStorage.getItem(ANSWERED) !== null;
  } catch {
    return false;
  }
}

function remember(): void {
  try {
    localStorage.setItem(ANSWERED, new Date().toISOString());
  } catch {
    // Storage refused (a private mode): the prompt may come back; it is still dismissible.
  }
}

/**
 * On a transfer's page, after the customer's first transfer: one small offer to turn push on,
 * while they wait for the money to arrive. Shown only where push can work and has not been asked
 * (the browser's permission prompt is asked only from the customer's tap on it).
 */
export function PushPrompt() {
  const { t } = useLingui();
  const push = useDevicePush();
  const [hidden, setHidden] = useState(answered);

  if (hidden || push.state !== 'off' || Notification.permission !== 'default') return null;

  const dismiss = () => {
    remember();
    setHidden(true);
  };

  return (
    <section
      aria-labelledby="push-prompt-heading"
      className="relative rounded-card border border-brand-200 bg-brand-50 p-5 pe-12"
    >
      <h2 id="push-prompt-heading" className="flex items-center gap-2 font-semibold text-ink">
        <BellRing aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
        <Trans>Know when the money arrives</Trans>
      </h2>
      <p className="mt-1 text-muted">
        <Trans>
          Get a notification on this device when your transfer moves, even when Homeward is closed.
        </Trans>
      </p>
      {push.failed ? (
        <p role="alert" className="mt-2 text-sm text-danger">
          <Trans>
            We could not turn notifications on. You can try again from Settings, Notifications.
          </Trans>
        </p>
      ) : null}
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <Button
          loading={push.busy}
          onClick={() => {
            remember();
            void push.turnOn();
          }}
        >
          <Trans>Turn on notifications</Trans>
        </Button>
        <Button variant="ghost" onClick={dismiss}>
          <Trans>Not now</Trans>
        </Button>
      </div>
      <button
        type="button"
        onClick={dismiss}
        aria-label={t`Dismiss`}
        className="absolute top-3 end-3 inline-flex size-11 items-center justify-center rounded-field text-muted hover:bg-brand-100"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </section>
  );
}
