import { Smartphone } from 'lucide-react';
import { Alert } from '@homeward/ui/alert';
import { Card } from '@homeward/ui/card';
import { SkeletonRows } from '@homeward/ui/skeleton';
import { Button } from '@/components/button';
import type { DevicePushState } from '../lib/device-push';
import { useDevicePush } from '../lib/use-device-push';

/** What each state means for the customer, in their words. */
const explained: Record<DevicePushState, { status: string; text: string }> = {
  on: {
    status: 'On',
    text: 'This device shows Homeward notifications, even when the app is closed. The choices above say which ones.',
  },
  off: {
    status: 'Off',
    text: 'Turn them on to hear when your money arrives, even when Homeward is closed.',
  },
  blocked: {
    status: 'Blocked by your browser',
    text: "Your browser blocks notifications from Homeward. To get them, allow notifications for this site in your browser's settings, then come back here.",
  },
  unsupported: {
    status: 'Not supported here',
    text: 'This browser cannot show notifications from Homeward. On an iPhone, add Homeward to your Home Screen first (Share, then Add to Home Screen) and open it from there.',
  },
};

/** Settings → Notifications: push on this device, which is its own (each device subscribes). */
export function DevicePush() {
  const push = useDevicePush();

  return (
    <Card
      title="Notifications on this device"
      icon={<Smartphone aria-hidden="true" className="size-5" />}
      description="Push notifications come to each phone or computer you turn them on for."
    >
      {push.state === 'loading' ? (
        <SkeletonRows label="Checking this device" count={1} />
      ) : (
        <div className="space-y-4">
          <p>
            <span className="font-semibold text-ink" data-testid="device-push-state">
              {explained[push.state].status}
            </span>
            <span className="mt-1 block text-sm text-muted">{explained[push.state].text}</span>
          </p>
          {push.failed ? (
            <Alert tone="error">
              We could not change notifications on this device. Check your connection and try again.
            </Alert>
          ) : null}
          {push.state === 'off' ? (
            <Button loading={push.busy} onClick={() => void push.turnOn()}>
              Turn on notifications
            </Button>
          ) : null}
          {push.state === 'on' ? (
            <Button variant="secondary" loading={push.busy} onClick={() => void push.turnOff()}>
              Turn off on this device
            </Button>
          ) : null}
        </div>
      )}
    </Card>
  );
}
