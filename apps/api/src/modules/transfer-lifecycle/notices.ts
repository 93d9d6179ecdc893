import { spokenMoney } from '../../lib/money';
import type { MailTemplate } from '../mail/templates';
import type { TransferRow } from '../transfers/repository';
import type { LifecycleDeps, Step } from './context';

type Status = Extract<MailTemplate, { template: 'transfer-status' }>['status'];

/**
 * The customer's email about a transfer, queued in the step's transaction. The key makes it
 * one email per event even when the step runs again (a redelivered webhook, a retried job).
 */
export async function emailCustomer(
  deps: LifecycleDeps,
  step: Step,
  transfer: TransferRow,
  notice: { status: Status; key: string; reason?: string | null; chargedMinor?: number },
) {
  const to = await deps.customerEmail(step.tx, transfer.customerId);
  if (!to) return;
  await deps.notifications.notify(
    transfer.customerId,
    {
      to,
      message: {
        template: 'transfer-status',
        status: notice.status,
        trackingNumber: transfer.trackingNumber,
        recipientName: transfer.recipientName,
        charged: spokenMoney(notice.chargedMinor ?? transfer.totalMinor, transfer.sourceCurrency),
        receives: spokenMoney(transfer.receiveMinor, transfer.destinationCurrency),
        reason: notice.reason ?? null,
        link: `${deps.settings.appUrl}/transaction/${transfer.id}`,
      },
    },
    step.tx,
    `mail:${notice.key}`,
  );
}
