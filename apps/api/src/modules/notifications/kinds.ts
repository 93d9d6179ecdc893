import type { NotificationChannel, NotificationKind } from '@homeward/contract';
import type { MailTemplate } from '../mail/templates';

/**
 * Which kind of notification a mail is, or null when it is always sent. Always sent: codes and
 * links the customer asked for (they are waiting for them), replies to their own support
 * requests, and the transfer mails about money that is held or coming back (on hold, failed,
 * refund pending, refunded): a customer must hear where their money is even with transfer
 * updates off. The payment receipt (funds_received) and "they have the money" (completed) are
 * the updates a customer may turn off: the transfer page shows both.
 */
export function kindOf(message: MailTemplate): NotificationKind | null {
  switch (message.template) {
    case 'transfer-status':
      return message.status === 'funds_received' || message.status === 'completed'
        ? 'transfer_updates'
        : null;
    case 'document-status':
      return 'documents';
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
 * Security email cannot be turned off while email is the only channel: someone who took over
 * an account would turn it off first. Once SMS or push exists, "at least one channel" replaces
 * this rule.
 */
export const isLocked = (kind: NotificationKind, channel: NotificationChannel) =>
  kind === 'security' && channel === 'email';
