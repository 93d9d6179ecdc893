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
  { label: string; icon: LucideIcon; tone: Tone }
> = {
  signed_up: { label: 'Account created', icon: UserPlus, tone: 'ok' },
  signed_in: { label: 'Signed in', icon: LogIn, tone: 'ok' },
  sign_in_failed: { label: 'Wrong password', icon: CircleAlert, tone: 'warn' },
  mfa_passed: { label: 'Second sign-in step passed', icon: ShieldCheck, tone: 'ok' },
  mfa_failed: { label: 'Wrong sign-in code', icon: ShieldAlert, tone: 'warn' },
  locked_out: { label: 'Signed out after too many wrong codes', icon: ShieldAlert, tone: 'warn' },
  email_verified: { label: 'Email verified', icon: MailCheck, tone: 'ok' },
  password_changed: { label: 'Password changed', icon: KeyRound, tone: 'ok' },
  password_reset: { label: 'Password reset by email', icon: KeyRound, tone: 'ok' },
  device_removed: { label: 'Device removed', icon: MonitorX, tone: 'ok' },
  totp_enabled: { label: 'Authenticator app turned on', icon: ShieldCheck, tone: 'ok' },
  totp_disabled: { label: 'Authenticator app turned off', icon: ShieldOff, tone: 'warn' },
  step_up_passed: { label: 'Confirmed it was you', icon: ShieldCheck, tone: 'ok' },
  step_up_failed: { label: 'Wrong confirmation code', icon: ShieldAlert, tone: 'warn' },
  email_changed: { label: 'Email address changed', icon: MailCheck, tone: 'ok' },
  signed_out_everywhere: { label: 'Signed out everywhere', icon: LogOut, tone: 'ok' },
  passkey_added: { label: 'Passkey added', icon: Fingerprint, tone: 'ok' },
  passkey_removed: { label: 'Passkey removed', icon: Fingerprint, tone: 'warn' },
  passkey_signed_in: { label: 'Signed in with a passkey', icon: LogIn, tone: 'ok' },
  passkey_failed: { label: 'Passkey not accepted', icon: ShieldAlert, tone: 'warn' },
  notification_preferences_changed: {
    label: 'Notification choices changed',
    icon: Bell,
    tone: 'ok',
  },
};

function EventRow({ event }: { event: SecurityEvent }) {
  const {
    label,
    icon: Icon,
    tone,
  } = securityEventLabels[event.type] ?? {
    label: event.type,
    icon: ShieldCheck,
    tone: 'ok' as const,
  };
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
          {details ? <p className="text-sm break-words text-muted">{details}</p> : null}
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
  const events = useQuery(securityEventsQueryOptions());
  if (events.isPending) {
    return (
      <div className="-my-3">
        <SkeletonIconRows
          label="Loading your security activity"
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
        <p>We could not load your security activity.</p>
        <Button variant="secondary" className="mt-3" onClick={() => void events.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (events.data.length === 0) {
    return <p className="text-sm text-muted">Nothing yet.</p>;
  }
  return (
    <ul aria-label="Security events" className="-my-3 divide-y divide-line">
      {events.data.map((event) => (
        <EventRow key={event.id} event={event} />
      ))}
    </ul>
  );
}
