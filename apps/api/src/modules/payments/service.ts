import { randomUUID } from 'node:crypto';
import type { Payment, PaymentMethod, TransferStatus } from '@homeward/contract';
import { messages, transferStatusTitles } from '@homeward/contract';
import type { Database } from '../../db/client';
import { HttpError, ValidationFailed } from '../../lib/http-errors';
import { postJournal } from '../ledger/ledger';
import { lockTransfer, moveTransfer } from '../transfers/lifecycle';
import { transferRepository, type TransferRow } from '../transfers/repository';
import type { PaymentEvent, PaymentProvider } from './provider';
import { presentPayment } from './presenter';
import { paymentRepository } from './repository';

/** How far along a payment is: an event never moves a payment backwards. */
const progress: Record<string, number> = {
  pending: 0,
  processing: 1,
  succeeded: 2,
  declined: 2,
  refunded: 3,
};
const statusOf = {
  'payment.processing': 'processing',
  'payment.succeeded': 'succeeded',
  'payment.declined': 'declined',
} as const;

/**
 * Payments: starting one at the provider's hosted page, and applying the provider's webhooks.
 * A webhook is recorded once by its event id, then applied in one database transaction with
 * the transfer's move and its ledger journal, in the order the provider says things happened.
 */
export function paymentService(deps: {
  db: Database;
  provider: PaymentProvider;
  appUrl: string;
  /** What happens once a transfer is paid (inside the webhook's transaction). */
  afterPayment: (tx: Database, transfer: TransferRow) => Promise<void>;
  /** Tells the customer's screens, once the change is committed. */
  notify: (transferId: string) => void;
  /** Test only: a pause between recording a webhook and applying it (crash tests). */
  faultPauseMs?: number;
  now?: () => Date;
}) {
  const { db, provider, appUrl } = deps;
  const now = deps.now ?? (() => new Date());
  const reader = paymentRepository(db);

  /** What a payment event does to the transfer, inside the webhook's transaction. */
  async function applyToTransfer(tx: Database, transfer: TransferRow, event: PaymentEvent) {
    const status = transfer.status as TransferStatus;
    const at = event.occurredAt;
    const actor = `provider:${provider.name}`;
    if (event.type === 'payment.processing' && status === 'awaiting_payment') {
      await moveTransfer(tx, transfer, 'payment_processing', { actor, at });
    } else if (event.type === 'payment.declined' && status === 'payment_processing') {
      await moveTransfer(tx, transfer, 'awaiting_payment', {
        actor,
        at,
        reason: event.failureReason,
      });
    } else if (event.type === 'payment.succeeded') {
      if (status !== 'awaiting_payment' && status !== 'payment_processing') {
        // Paid after the transfer expired or was cancelled: the money must go back.
        return 'paid too late: refund needed';
      }
      const paid = await moveTransfer(tx, transfer, 'funds_received', {
        actor,
        at,
        changes: { paidAt: at },
      });
      await postJournal(tx, {
        transferId: transfer.id,
        kind: 'funds_received',
        entries: [
          {
            account: 'payment_clearing',
            currency: transfer.sourceCurrency,
            amountMinor: transfer.totalMinor,
          },
          {
            account: 'customer_funds',
            currency: transfer.sourceCurrency,
            amountMinor: -transfer.sendMinor,
          },
          {
            account: 'fee_revenue',
            currency: transfer.sourceCurrency,
            amountMinor: -transfer.feeMinor,
          },
        ],
      });
      await deps.afterPayment(tx, paid);
    }
    return 'applied';
  }

  return {
    provider,

    async latest(transferId: string): Promise<Payment | null> {
      const row = await reader.latestFor(transferId);
      return row ? presentPayment(row) : null;
    },

    /** Starts (or resumes) paying a transfer at the provider's hosted checkout. */
    async start(customerId: string, transferId: string, method: PaymentMethod): Promise<Payment> {
      const transfer = await transferRepository(db).find(customerId, transferId);
      if (!transfer) throw new HttpError(404, messages.notFound);
      if (transfer.status !== 'awaiting_payment') {
        const title = transferStatusTitles[transfer.status as TransferStatus].toLowerCase();
        throw new ValidationFailed({
          transaction: [`This transfer does not wait for a payment: it is ${title}.`],
        });
      }
      if (transfer.payBy.getTime() <= now().getTime()) {
        throw new ValidationFailed({
          transaction: ['The time to pay this transfer has passed. Get a new price to send again.'],
        });
      }
      const open = await reader.latestFor(transfer.id);
      if (open?.status === 'pending' && open.method === method && open.checkoutUrl)
        return presentPayment(open);

      const paymentId = randomUUID();
      const checkout = await provider.createCheckout({
        paymentId,
        amountMinor: transfer.totalMinor,
        currency: transfer.sourceCurrency,
        description: `Transfer ${transfer.trackingNumber} to ${transfer.recipientName}`,
        returnUrl: `${appUrl}/payment/cb/${transfer.id}`,
      });
      const row = await reader.insert({
        id: paymentId,
        transferId: transfer.id,
        customerId,
        provider: provider.name,
        method,
        status: 'pending',
        amountMinor: transfer.totalMinor,
        currency: transfer.sourceCurrency,
        providerReference: checkout.reference,
        checkoutUrl: checkout.checkoutUrl,
      });
      return presentPayment(row);
    },

    /**
     * A webhook: verified (WebhookRejected otherwise), recorded once, applied once. Answers what
     * was done, for the log and the provider's dashboard.
     */
    async receiveWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>) {
      const event = provider.verifyWebhook(rawBody, headers);
      let moved: string | null = null;
      const outcome = await db.transaction(async (tx) => {
        const payments = paymentRepository(tx);
        const fresh = await payments.recordEvent({
          provider: provider.name,
          eventId: event.id,
          type: event.type,
          payload: event.payload,
          occurredAt: event.occurredAt,
          outcome: 'received',
        });
        if (!fresh) return 'duplicate';
        if (deps.faultPauseMs)
          await new Promise((resolve) => setTimeout(resolve, deps.faultPauseMs));
        const outcome = await (async () => {
          const payment = await payments.lockByReference(provider.name, event.reference);
          if (!payment) return 'unknown payment';
          const next = statusOf[event.type];
          const last = payment.lastEventAt?.getTime() ?? 0;
          const when = event.occurredAt.getTime();
          const later =
            when > last ||
            (when === last && (progress[next] ?? 0) > (progress[payment.status] ?? 0));
          if (!later || (progress[payment.status] ?? 0) >= 2) return 'stale';
          await payments.update(payment.id, {
            status: next,
            failureReason: event.failureReason,
            lastEventAt: event.occurredAt,
          });
          const transfer = await lockTransfer(tx, payment.transferId);
          if (!transfer) return 'unknown transfer';
          moved = transfer.id;
          return applyToTransfer(tx, transfer, event);
        })();
        await payments.setEventOutcome(provider.name, event.id, outcome);
        return outcome;
      });
      if (moved) deps.notify(moved);
      return outcome;
    },
  };
}
export type PaymentService = ReturnType<typeof paymentService>;
