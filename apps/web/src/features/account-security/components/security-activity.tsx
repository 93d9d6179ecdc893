import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SecurityEvent, SecurityEventType } from '@homeward/contract';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import {
  Bell,
  CircleAlert,
  Fingerprint,
  KeyRound,
  LogIn,
  LogOut,
  MailCheck,
  MonitorX,
  ShieldAlert,
  ShieldCheck,
  ShieldOff,
  UserPlus,
  type LucideIcon,
} from 'lucide-react';
import { Alert } from '@homeward/ui/alert';
import { Button } from '@/components/button';
import { SkeletonIconRows } from '@homeward/ui/skeleton';
import { formatDateTime } from '@/lib/format';
import { securityEventsQueryOptions } from '../api/get-security-events';

type Tone = 'ok' | 'warn';

/** Every event type in the customer's words; a new type without a label fails the type check. */
export const securityEventLabels: Record<
  SecurityEventType,
  { label: MessageDescriptor; icon: LucideIcon; tone: Tone }
> = {
  signed_up: { label: msg`Account created`, icon: UserPlus, tone: 'ok' },
  signed_in: { label: msg`Signed in`, icon: LogIn, tone: 'ok' },
  sign_in_failed: { label: msg`Wrong password`, icon: CircleAlert, tone: 'warn' },
  mfa_passed: { label: msg`Second sign-in step passed`, icon: ShieldCheck, tone: 'ok' },
  mfa_failed: { label: msg`Wrong sign-in code`, icon: ShieldAlert, tone: 'warn' },
  locked_out: {
    label: msg`Signed out after too many wrong codes`,
    icon: ShieldAlert,
    tone: 'warn',
  },
  email_verified: { label: msg`Email verified`, icon: MailCheck, tone: 'ok' },
  password_changed: { label: msg`Password changed`, icon: KeyRound, tone: 'ok' },
  password_reset: { label: msg`Password reset by email`, icon: KeyRound, tone: 'ok' },
  device_removed: { label: msg`Device removed`, icon: MonitorX, tone: 'ok' },
  totp_enabled: { label: msg`Authenticator app turned on`, icon: ShieldCheck, tone: 'ok' },
  totp_disabled: { label: msg`Authenticator app turned off`, icon: ShieldOff, tone: 'warn' },
  step_up_passed: { label: msg`Confirmed it was you`, icon: ShieldCheck, tone: 'ok' },
  step_up_failed: { label: msg`Wrong confirmation code`, icon: ShieldAlert, tone: 'warn' },
  email_changed: { label: msg`Email address changed`, icon: MailCheck, tone: 'ok' },
  signed_out_everywhere: { label: msg`Signed out everywhere`, icon: LogOut, tone: 'ok' },
  passkey_added: { label: msg`Passkey added`, icon: Fingerprint, tone: 'ok' },
  passkey_removed: { label: msg`Passkey removed`, icon: Fingerprint, tone: 'warn' },
  passkey_signed_in: { label: msg`Signed in with a passkey`, icon: LogIn, tone: 'ok' },
  passkey_failed: { label: msg`Passkey not accepted`, icon: ShieldAlert, tone: 'warn' },
  notification_preferences_changed: {
    label: msg`Notification choices changed`,
    icon: Bell,
    tone: 'ok',
  },
};

function EventRow({ event }: { event: SecurityEvent }) {
  const { t } = useLingui();
  const known = securityEventLabels[event.type] as
    (typeof securityEventLabels)[SecurityEventType] | undefined;
  // A type newer than this app: the server's name for it, rather than nothing.
  const label = known ? t(known.label) : event.type;
  const { icon: Icon, tone } = known ?? { icon: ShieldCheck, tone: 'ok' as const };
  const details = [event.client, event.ip_address].filter(Boolean).join(' · ');
  return (
    <li className="flex items-start gap-3 py-3">
      <span
        className={clsx(
          'inline-flex size-9 shrink-0 items-center justify-center rounded-full',
          tone === 'warn' ? 'bg-danger-soft text-danger' : 'bg-brand-50 text-brand-700',
        )}
      >
        <Icon aria-hidden="true" className="size-4" />
      </span>
      <div className="min-w-0 flex-1 sm:flex sm:items-start sm:justify-between sm:gap-4">
        <div className="min-w-0">
          <p className="font-medium text-ink">{label}</p>
          {details ? (
            <p translate="no" className="text-sm break-words text-muted">
              {details}
            </p>
          ) : null}
        </div>
        <time dateTime={event.created_at} className="block shrink-0 text-sm text-muted sm:text-end">
          {formatDateTime(event.created_at)}
        </time>
      </div>
    </li>
  );
}

/** Settings' security log: sign-ins, failures and changes, newest first. */
export function SecurityActivity() {
  const { t } = useLingui();
  const events = useQuery(securityEventsQueryOptions());
  if (events.isPending) {
    return (
      <div className="-my-3">
        <SkeletonIconRows
          label={t`Loading your security activity`}
          count={4}
          icon="size-9"
          rowClassName="py-3"
        />
      </div>
    );
  }
  if (events.isError) {
    return (
      <Alert tone="error">
        <p>
          <Trans>We could not load your security activity.</Trans>
        </p>
        <Button variant="secondary" className="mt-3" onClick={() => void events.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </Alert>
    );
  }
  if (events.data.length === 0) {
    return (
      <p className="text-sm text-muted">
        <Trans>Nothing yet.</Trans>
      </p>
    );
  }
  return (
    <ul aria-label={t`Security events`} className="-my-3 divide-y divide-line">
      {events.data.map((event) => (
        <EventRow key={event.id} event={event} />
      ))}
    </ul>
  );
}
