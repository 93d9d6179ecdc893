import type { TransferStatus } from '@homeward/contract';
import { messages } from '@homeward/contract';
import type { Database } from '../../db/client';
import { HttpError, ValidationFailed } from '../../lib/http-errors';
import { spokenMoney, toMinor } from '../../lib/money';
import type { JobQueue } from '../jobs/queue';
import { postJournal } from '../ledger/ledger';
import type { Mailer } from '../mail/mailer';
import type { MailTemplate } from '../mail/templates';
import type { PaymentProvider } from '../payments/provider';
import { paymentRepository } from '../payments/repository';
import { lockTransfer, moveTransfer } from './lifecycle';
import { canCancel } from './presenter';
import { transferRepository, type TransferRow } from './repository';

export const EXPIRE_JOB = 'transfer.expire';
export const PAYOUT_START_JOB = 'payout.start';
export const PAYOUT_FINISH_JOB = 'payout.finish';
export const REFUND_JOB = 'refund.process';

export interface LifeSettings {
  appUrl: string;
  limitsCurrency: string;
  startSeconds: number;
  completeSeconds: number;
  failRecipients: string[];
  holdAbove: number;
}

const PAYOUT = 'payout:simulator';

/**
 * The life of a transfer after confirmation: expiry when unpaid, compliance holds, the payout
 * simulator, cancellation and refunds. Every step is a job (so it survives restarts and runs
 * on any node) that locks the transfer, checks it is still where the step expects, moves it
 * through the state machine, and writes its journal and its email in the same transaction.
 */
export function transferLife(deps: {
  db: Database;
  jobs: JobQueue;
  mailer: Mailer;
  provider: PaymentProvider;
  /** Both read with the caller's transaction (the embedded database has one connection). */
  identityApproved: (tx: Database, customerId: string) => Promise<boolean>;
  customerEmail: (tx: Database, customerId: string) => Promise<string | undefined>;
  settings: LifeSettings;
  /** Tells the customer's screens, once a change is committed. */
  notify: (transferId: string) => void;
  now?: () => Date;
}) {
  const { db, jobs, mailer, provider, settings } = deps;
  const now = deps.now ?? (() => new Date());
  const later = (seconds: number) => new Date(now().getTime() + seconds * 1000);

  async function email(
    tx: Database,
    transfer: TransferRow,
    status: Extract<MailTemplate, { template: 'transfer-status' }>['status'],
    reason: string | null = null,
  ) {
    const to = await deps.customerEmail(tx, transfer.customerId);
    if (!to) return;
    await mailer.send(
      {
        to,
        message: {
          template: 'transfer-status',
          status,
          trackingNumber: transfer.trackingNumber,
          recipientName: transfer.recipientName,
          sent: spokenMoney(transfer.sendMinor, transfer.sourceCurrency),
          receives: spokenMoney(transfer.receiveMinor, transfer.destinationCurrency),
          reason,
          link: `${settings.appUrl}/transaction/${transfer.id}`,
        },
      },
      tx,
    );
  }

  /** Runs `step` on the locked transfer if it is in one of `from`; otherwise does nothing. */
  async function step(
    id: string,
    from: TransferStatus[],
    work: (tx: Database, t: TransferRow) => Promise<void>,
  ) {
    const ran = await db.transaction(async (tx) => {
      const transfer = await lockTransfer(tx, id);
      if (!transfer || !from.includes(transfer.status as TransferStatus)) return false;
      await work(tx, transfer);
      return true;
    });
    if (ran) deps.notify(id);
  }

  /** Money goes back: refund_pending now, the provider's refund in a job. */
  async function startRefund(tx: Database, transfer: TransferRow, actor: string, reason: string) {
    const pending = await moveTransfer(tx, transfer, 'refund_pending', { actor, reason });
    await postJournal(tx, {
      transferId: transfer.id,
      kind: 'refund_initiated',
      entries: [
        {
          account: 'customer_funds',
          currency: pending.sourceCurrency,
          amountMinor: pending.sendMinor,
        },
        { account: 'fee_revenue', currency: pending.sourceCurrency, amountMinor: pending.feeMinor },
        {
          account: 'refunds_payable',
          currency: pending.sourceCurrency,
          amountMinor: -pending.totalMinor,
        },
      ],
    });
    await jobs.enqueue(REFUND_JOB, { transferId: transfer.id }, tx);
    return pending;
  }

  jobs.register(EXPIRE_JOB, async (payload) => {
    const { transferId } = payload as { transferId: string };
    await step(transferId, ['awaiting_payment', 'payment_processing'], async (tx, transfer) => {
      if (transfer.payBy.getTime() > now().getTime()) return;
      await moveTransfer(tx, transfer, 'expired', {
        actor: 'system',
        reason: 'Not paid in time. Nothing was taken; get a new price to send again.',
      });
    });
  });

  jobs.register(PAYOUT_START_JOB, async (payload) => {
    const { transferId } = payload as { transferId: string };
    await step(transferId, ['funds_received'], async (tx, transfer) => {
      await moveTransfer(tx, transfer, 'processing', { actor: PAYOUT });
      await jobs.enqueue(PAYOUT_FINISH_JOB, { transferId }, tx, later(settings.completeSeconds));
    });
  });

  jobs.register(PAYOUT_FINISH_JOB, async (payload) => {
    const { transferId } = payload as { transferId: string };
    await step(transferId, ['processing'], async (tx, transfer) => {
      const name = transfer.recipientName.toLowerCase();
      if (settings.failRecipients.some((fail) => name.includes(fail))) {
        const reason = 'The recipient’s bank refused the payment: the account is closed.';
        const failed = await moveTransfer(tx, transfer, 'failed', { actor: PAYOUT, reason });
        await email(tx, failed, 'failed', reason);
        await startRefund(tx, failed, 'system', 'Refunding the failed payout, fee included.');
        return;
      }
      const done = await moveTransfer(tx, transfer, 'completed', { actor: PAYOUT });
      await postJournal(tx, {
        transferId: transfer.id,
        kind: 'payout',
        entries: [
          { account: 'customer_funds', currency: done.sourceCurrency, amountMinor: done.sendMinor },
          { account: 'fx_position', currency: done.sourceCurrency, amountMinor: -done.sendMinor },
          {
            account: 'fx_position',
            currency: done.destinationCurrency,
            amountMinor: done.receiveMinor,
          },
          {
            account: 'payout_partner',
            currency: done.destinationCurrency,
            amountMinor: -done.receiveMinor,
          },
        ],
      });
      await email(tx, done, 'completed');
    });
  });

  jobs.register(REFUND_JOB, async (payload) => {
    const { transferId } = payload as { transferId: string };
    const transfer = await transferRepository(db).findById(transferId);
    if (transfer?.status !== 'refund_pending') return;
    const payment = await paymentRepository(db).latestFor(transferId);
    if (payment?.providerReference && payment.status === 'succeeded') {
      // Outside the transaction: an external call. The key makes a retry harmless.
      await provider.refund(payment.providerReference, payment.amountMinor, `refund:${transferId}`);
    }
    await step(transferId, ['refund_pending'], async (tx, locked) => {
      const refunded = await moveTransfer(tx, locked, 'refunded', {
        actor: `provider:${provider.name}`,
      });
      if (payment) await paymentRepository(tx).update(payment.id, { status: 'refunded' });
      await postJournal(tx, {
        transferId,
        kind: 'refund_paid',
        entries: [
          {
            account: 'refunds_payable',
            currency: refunded.sourceCurrency,
            amountMinor: refunded.totalMinor,
          },
          {
            account: 'payment_clearing',
            currency: refunded.sourceCurrency,
            amountMinor: -refunded.totalMinor,
          },
        ],
      });
      await email(tx, refunded, 'refunded');
    });
  });

  return {
    /** At confirmation: the transfer expires at its pay-by time unless paid. */
    async scheduleExpiry(tx: Database, transfer: TransferRow) {
      await jobs.enqueue(EXPIRE_JOB, { transferId: transfer.id }, tx, transfer.payBy);
    },

    /** Just paid (inside the webhook's transaction): hold it for review, or start the payout. */
    async afterPayment(tx: Database, transfer: TransferRow) {
      await email(tx, transfer, 'funds_received');
      const threshold = toMinor(String(settings.holdAbove), settings.limitsCurrency);
      const reasons: string[] = [];
      if (transfer.limitMinor >= threshold) {
        reasons.push('Large transfers are checked by our team before they are sent.');
      }
      if (!(await deps.identityApproved(tx, transfer.customerId))) {
        reasons.push('We are still checking your identity document.');
      }
      if (reasons.length > 0) {
        const reason = reasons.join(' ');
        const held = await moveTransfer(tx, transfer, 'on_hold', { actor: 'compliance', reason });
        await email(tx, held, 'on_hold', reason);
        return;
      }
      await jobs.enqueue(
        PAYOUT_START_JOB,
        { transferId: transfer.id },
        tx,
        later(settings.startSeconds),
      );
    },

    /** Operations: the review is done; the payout starts. */
    async releaseHold(id: string, actor: string) {
      let released = false;
      await step(id, ['on_hold'], async (tx, transfer) => {
        await moveTransfer(tx, transfer, 'processing', { actor, reason: 'Checked and released.' });
        await jobs.enqueue(
          PAYOUT_FINISH_JOB,
          { transferId: id },
          tx,
          later(settings.completeSeconds),
        );
        released = true;
      });
      if (!released) throw new Error(`Transfer ${id} is not on hold.`);
    },

    /** Operations: the review refuses it; the money goes back. */
    async refuseHold(id: string, actor: string, reason: string) {
      let refused = false;
      await step(id, ['on_hold'], async (tx, transfer) => {
        await startRefund(tx, transfer, actor, reason);
        refused = true;
      });
      if (!refused) throw new Error(`Transfer ${id} is not on hold.`);
    },

    /**
     * The customer cancels: before paying, it is simply cancelled; within 30 minutes of paying
     * and before payout, the payment is refunded in full. Otherwise a 422 says why not.
     */
    async cancel(customerId: string, id: string) {
      await db.transaction(async (tx) => {
        const found = await transferRepository(tx).find(customerId, id);
        if (!found) throw new HttpError(404, messages.notFound);
        const transfer = await lockTransfer(tx, found.id);
        if (!transfer) throw new HttpError(404, messages.notFound);
        if (!canCancel(transfer, now())) {
          throw new ValidationFailed({ transaction: [whyNot(transfer)] });
        }
        if (transfer.status === 'awaiting_payment') {
          await moveTransfer(tx, transfer, 'cancelled', {
            actor: 'customer',
            reason: 'Cancelled by you.',
          });
          return;
        }
        await startRefund(
          tx,
          transfer,
          'customer',
          'Cancelled by you: refunding the payment, fee included.',
        );
      });
      deps.notify(id);
    },
  };
}
export type TransferLife = ReturnType<typeof transferLife>;

function whyNot(transfer: TransferRow): string {
  switch (transfer.status) {
    case 'payment_processing':
      return 'Your payment is being confirmed. Try again in a minute.';
    case 'processing':
      return 'The money is already on its way to the recipient, so this transfer can no longer be cancelled.';
    case 'funds_received':
    case 'on_hold':
      return 'More than 30 minutes have passed since you paid, so this transfer can no longer be cancelled. Contact us if something is wrong.';
    default:
      return `This transfer is ${transfer.status.replace('_', ' ')} and cannot be cancelled.`;
  }
}
