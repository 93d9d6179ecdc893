import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Smartphone } from 'lucide-react';
import { Alert } from '@homeward/ui/alert';
import { Card } from '@homeward/ui/card';
import { SkeletonRows } from '@homeward/ui/skeleton';
import { Button } from '@/components/button';
import type { DevicePushState } from '../lib/device-push';
import { useDevicePush } from '../lib/use-device-push';

/** What each state means for the customer, in their words. */
const explained: Record<DevicePushState, { status: MessageDescriptor; text: MessageDescriptor }> = {
  on: {
    status: msg`On`,
    text: msg`This device shows Homeward notifications, even when the app is closed. The choices above say which ones.`,
  },
  off: {
    status: msg`Off`,
    text: msg`Turn them on to hear when your money arrives, even when Homeward is closed.`,
  },
  blocked: {
    status: msg`Blocked by your browser`,
    text: msg`Your browser blocks notifications from Homeward. To get them, allow notifications for this site in your browser's settings, then come back here.`,
  },
  unsupported: {
    status: msg`Not supported here`,
    text: msg`This browser cannot show notifications from Homeward. On an iPhone, add Homeward to your Home Screen first (Share, then Add to Home Screen) and open it from there.`,
  },
};

/** Settings → Notifications: push on this device, which is its own (each device subscribes). */
export function DevicePush() {
  const { t } = useLingui();
  const push = useDevicePush();

  return (
    <Card
      id="device-push"
      title={t`Notifications on this device`}
      icon={<Smartphone aria-hidden="true" className="size-5" />}
      description={t`Push notifications come to each phone or computer you turn them on for.`}
    >
      {push.state === 'loading' ? (
        <SkeletonRows label={t`Checking this device`} count={1} />
      ) : (
        <div className="space-y-4">
          <p>
            <span className="font-semibold text-ink" data-testid="device-push-state">
              {t(explained[push.state].status)}
            </span>
            <span className="mt-1 block text-sm text-muted">{t(explained[push.state].text)}</span>
          </p>
          {push.failed ? (
            <Alert tone="error">
              <Trans>
                We could not change notifications on this device. Check your connection and try
                again.
              </Trans>
            </Alert>
          ) : null}
          {push.state === 'off' ? (
            <Button loading={push.busy} onClick={() => void push.turnOn()}>
              <Trans>Turn on notifications</Trans>
            </Button>
          ) : null}
          {push.state === 'on' ? (
            <Button variant="secondary" loading={push.busy} onClick={() => void push.turnOff()}>
              <Trans>Turn off on this device</Trans>
            </Button>
          ) : null}
        </div>
      )}
    </Card>
  );
}
