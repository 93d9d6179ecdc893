import type { NotificationChannel, NotificationKind } from '@homeward/contract';
import type { MailTemplate } from '../mail/templates';

/**
 * Which kind of notification a mail is, or null when it is not a notification (codes, links
 * and support replies the customer asked for: they go straight to the mailer and are always sent).
 */
export function kindOf(message: MailTemplate): NotificationKind | null {
  switch (message.template) {
    case 'transfer-status':
      return 'transfer_updates';
    case 'document-status':
      return 'documents';
    case 'rate-alert':
      return 'rate_alerts';
    case 'scheduled-transfer':
      return 'scheduled_transfers';
    case 'new-device':
    case 'password-changed':
    case 'email-changed':
    case 'passkey-added':
      return 'security';
    case 'email-verification':
    case 'sign-in-code':
    case 'step-up-code':
    case 'email-change-code':
    case 'password-reset':
    case 'support-reply':
      return null;
  }
}

/**
 * The transfer mails about money that is held or coming back (on hold, failed, refund pending,
 * refunded) are emailed whatever the customer chose: they must hear where their money is even
 * with transfer updates off. The payment receipt and "they have the money" may be turned off:
 * the transfer page shows both. Texts and pushes of these follow the customer's choice.
 */
export function emailedAlways(message: MailTemplate): boolean {
  return (
    message.template === 'transfer-status' &&
    message.status !== 'funds_received' &&
    message.status !== 'completed'
  );
}

/**
 * The channels each kind has a message for. SMS costs money and interrupts, so only what a
 * customer waits for by the phone goes by text: where their money is, and the rate they asked
 * to be told of (it may be gone in hours: decision 0030).
 */
export const channelsOf: Record<NotificationKind, readonly NotificationChannel[]> = {
  transfer_updates: ['email', 'sms', 'push'],
  documents: ['email', 'push'],
  security: ['email', 'push'],
  rate_alerts: ['email', 'sms', 'push'],
  // A prepared transfer's price holds for minutes: a text reaches the customer in time.
  scheduled_transfers: ['email', 'sms', 'push'],
};

/** Before the customer chooses: email and push on (a device subscribes only when asked), SMS off. */
export const onByDefault = (channel: NotificationChannel) => channel !== 'sms';

/**
 * Security email cannot be turned off: it is the one channel that always reaches the customer
 * (a phone can be lost, a device's push permission withdrawn without a word), and someone who
 * took over an account would turn it off first. Push may be added on top.
 */
export const isLocked = (kind: NotificationKind, channel: NotificationChannel) =>
  kind === 'security' && channel === 'email';
