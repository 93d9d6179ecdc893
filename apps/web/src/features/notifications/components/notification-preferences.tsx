import type { NotificationKind, NotificationPreference } from '@homeward/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '@homeward/ui/alert';
import { SkeletonRows } from '@homeward/ui/skeleton';
import { Button } from '@/components/button';
import {
  notificationPreferencesQueryOptions,
  useUpdateNotificationPreferences,
} from '../api/notification-preferences';
import { NotificationSwitch } from './notification-switch';

/** What each kind covers, in the customer's words (the API's kinds.ts maps the mails). */
const kinds: Record<NotificationKind, { label: string; description: string; locked?: string }> = {
  transfer_updates: {
    label: 'Transfer updates',
    description: 'When we receive your payment and when your recipient has the money.',
  },
  documents: {
    label: 'Verification',
    description: 'When we have reviewed a document you sent us.',
  },
  security: {
    label: 'Security alerts',
    description: 'A sign-in from a new device, and changes to your password, email or passkeys.',
    locked: 'Always on: they tell you if someone else may be using your account.',
  },
};

/** Settings → Notifications: which emails the customer wants, saved as each switch moves. */
export function NotificationPreferencesForm() {
  const preferences = useQuery(notificationPreferencesQueryOptions());
  const update = useUpdateNotificationPreferences();
  const [saved, setSaved] = useState(false);

  if (preferences.isPending) {
    return <SkeletonRows label="Loading your notification choices" count={3} />;
  }
  if (preferences.isError) {
    return (
      <Alert tone="error">
        <p>We could not load your notification choices.</p>
        <Button variant="secondary" className="mt-3" onClick={() => void preferences.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }

  const change = (preference: NotificationPreference, enabled: boolean) => {
    setSaved(false);
    update.mutate(
      { preferences: [{ kind: preference.kind, channel: preference.channel, enabled }] },
      { onSuccess: () => setSaved(true) },
    );
  };
  // While a change is on its way, its switch already shows it.
  const pending = update.isPending ? update.variables.preferences[0] : undefined;
  const shown = (p: NotificationPreference) =>
    pending?.kind === p.kind && pending.channel === p.channel ? pending.enabled : p.enabled;

  return (
    <div>
      <fieldset>
        <legend className="sr-only">Email me about</legend>
        <div className="-my-4 divide-y divide-line">
          {preferences.data.preferences.map((preference) => {
            const kind = kinds[preference.kind];
            return (
              <NotificationSwitch
                key={`${preference.kind}:${preference.channel}`}
                label={kind.label}
                description={
                  preference.locked && kind.locked
                    ? `${kind.description} ${kind.locked}`
                    : kind.description
                }
                checked={shown(preference)}
                locked={preference.locked}
                busy={pending?.kind === preference.kind}
                onChange={(enabled) => change(preference, enabled)}
              />
            );
          })}
        </div>
      </fieldset>
      <p role="status" className="mt-4 min-h-5 text-sm font-medium text-success">
        {saved && !update.isPending ? 'Saved' : ''}
      </p>
      {update.isError ? (
        <Alert tone="error" className="mt-2">
          <p>{update.error.message || 'We could not save that change. Please try again.'}</p>
        </Alert>
      ) : null}
    </div>
  );
}
