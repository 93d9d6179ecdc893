import { subjectOf, type MailTemplate } from '../mail/templates';
import { transferSentences } from '../mail/sentences';
import type { TransferRow } from '../transfers/repository';
import type { LifecycleDeps, Step } from './context';

type Status = Extract<MailTemplate, { template: 'transfer-status' }>['status'];

/**
 * The customer's notice about a transfer (email, and the text and push they chose), queued in
 * the step's transaction. The key makes it one notice per event on each channel even when the
 * step runs again (a redelivered webhook, a retried job).
 */
export async function noticeToCustomer(
  deps: LifecycleDeps,
  step: Step,
  transfer: TransferRow,
  notice: { status: Status; key: string; reason?: string | null; chargedMinor?: number },
) {
  const to = await deps.customerEmail(step.tx, transfer.customerId);
  if (!to) return;
  const message = {
    template: 'transfer-status' as const,
    status: notice.status,
    trackingNumber: transfer.trackingNumber,
    recipientName: transfer.recipientName,
    charged: {
      minor: notice.chargedMinor ?? transfer.totalMinor,
      currency: transfer.sourceCurrency,
    },
    receives: { minor: transfer.receiveMinor, currency: transfer.destinationCurrency },
    reason: notice.reason ?? null,
    link: `${deps.settings.appUrl}/transaction/${transfer.id}`,
  };
  await deps.notifications.notify(
    transfer.customerId,
    (speaker) => {
      const headline = subjectOf(message, speaker);
      return {
        mail: { to, message },
        // No link in the text: a link in an SMS is what phishing looks like, and the customer
        // knows where to find the app. The tracking number lets them ask us about it.
        sms: speaker.t(transferSentences.text, {
          headline,
          tracking: transfer.trackingNumber,
        }),
        push: {
          title: headline,
          body: `${speaker.money(message.receives)} · ${transfer.trackingNumber}`,
          url: `/transaction/${transfer.id}`,
          tag: `transfer-${transfer.id}`,
        },
      };
    },
    step.tx,
    notice.key,
  );
}
