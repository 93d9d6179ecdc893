import {
  notificationKinds,
  type NotificationKind,
  type NotificationPreference,
} from '@homeward/contract';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@homeward/ui/alert';
import { SkeletonRows } from '@homeward/ui/skeleton';
import { Button } from '@/components/button';
import { paths } from '@/lib/paths';
import {
  notificationPreferencesQueryOptions,
  useUpdateNotificationPreferences,
} from '../api/notification-preferences';
import { KindChoices } from './kind-choices';

/** What each kind covers, in the customer's words (the API's kinds.ts maps the messages). */
const kinds: Record<
  NotificationKind,
  { label: MessageDescriptor; description: MessageDescriptor; locked?: MessageDescriptor }
> = {
  transfer_updates: {
    label: msg`Transfer updates`,
    description: msg`When we receive your payment, when your recipient has the money, and if anything holds it up.`,
  },
  documents: {
    label: msg`Verification`,
    description: msg`When we have reviewed a document you sent us.`,
  },
  security: {
    label: msg`Security alerts`,
    description: msg`A sign-in from a new device, and changes to your password, email or passkeys.`,
    locked: msg`Always by email: they tell you if someone else may be using your account.`,
  },
  rate_alerts: {
    label: msg`Rate alerts`,
    description: msg`When a rate you are waiting for is here, with a price ready to send.`,
  },
  scheduled_transfers: {
    label: msg`Scheduled transfers`,
    description: msg`When a scheduled transfer is ready to confirm, or could not be prepared.`,
  },
};

/** Settings → Notifications: how the customer wants each kind of message, saved as each switch moves. */
export function NotificationPreferencesForm() {
  const { t } = useLingui();
  const preferences = useQuery(notificationPreferencesQueryOptions());
  const update = useUpdateNotificationPreferences();
  const [saved, setSaved] = useState(false);

  if (preferences.isPending) {
    return <SkeletonRows label={t`Loading your notification choices`} count={3} />;
  }
  if (preferences.isError) {
    return (
      <Alert tone="error">
        <p>
          <Trans>We could not load your notification choices.</Trans>
        </p>
        <Button variant="secondary" className="mt-3" onClick={() => void preferences.refetch()}>
          <Trans>Try again</Trans>
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
  const isPending = (p: NotificationPreference) =>
    pending?.kind === p.kind && pending.channel === p.channel;
  const shown = (p: NotificationPreference) =>
    pending && isPending(p) ? pending.enabled : p.enabled;
  const unavailable = preferences.data.channels.filter((c) => !c.available);
  const unavailableSet = new Set(unavailable.map((c) => c.channel));

  return (
    <div>
      <div className="-my-4 divide-y divide-line">
        {notificationKinds.map((kind) => {
          const choices = preferences.data.preferences.filter((p) => p.kind === kind);
          if (choices.length === 0) return null;
          const { label, description, locked } = kinds[kind];
          return (
            <KindChoices
              key={kind}
              label={t(label)}
              description={t(description)}
              lockedNote={choices.some((c) => c.locked) && locked ? t(locked) : undefined}
              choices={choices}
              unavailable={unavailableSet}
              shown={shown}
              busy={isPending}
              onChange={change}
            />
          );
        })}
      </div>
      {unavailable.map((channel) => (
        <p key={channel.channel} className="mt-6 text-sm text-muted">
          {channel.note}{' '}
          {channel.channel === 'sms' ? (
            <Link to={paths.settings} className="font-medium text-brand-700 underline">
              <Trans>Go to your profile</Trans>
            </Link>
          ) : null}
        </p>
      ))}
      <p role="status" className="mt-4 min-h-5 text-sm font-medium text-success">
        {saved && !update.isPending ? t`Saved` : ''}
      </p>
      {update.isError ? (
        <Alert tone="error" className="mt-2">
          <p>{update.error.message || t`We could not save that change. Please try again.`}</p>
        </Alert>
      ) : null}
    </div>
  );
}
