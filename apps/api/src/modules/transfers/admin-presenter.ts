import type { AdminTransfer, AdminTransferSummary, TransferStatus } from '@homeward/contract';
import { Decimal } from '../../lib/decimal';
import { fromMinor } from '../../lib/money';
import type {
  JournalWithEntries,
  PaymentRow,
  TransferEventRow,
  TransferWithEmail,
  WebhookEventRow,
} from './admin-repository';

export function presentAdminTransferSummary(row: TransferWithEmail): AdminTransferSummary {
  return {
    id: row.id,
    tracking_number: row.trackingNumber,
    status: row.status as TransferStatus,
    customer_id: row.customerId,
    customer_email: row.customerEmail,
    recipient_name: row.recipientName,
    send_amount: fromMinor(row.sendMinor, row.sourceCurrency),
    send_currency: row.sourceCurrency,
    receive_amount: fromMinor(row.receiveMinor, row.destinationCurrency),
    receive_currency: row.destinationCurrency,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export interface AdminTransferRecord {
  transfer: TransferWithEmail;
  events: TransferEventRow[];
  payments: PaymentRow[];
  journals: JournalWithEntries[];
  webhooks: WebhookEventRow[];
  releaseNeedsApproval: boolean;
}

export function presentAdminTransfer(record: AdminTransferRecord): AdminTransfer {
  const { transfer, events } = record;
  const latest = events.at(-1);
  return {
    ...presentAdminTransferSummary(transfer),
    fee: fromMinor(transfer.feeMinor, transfer.sourceCurrency),
    rate: new Decimal(transfer.customerRate).toString(),
    payout_method: transfer.payoutMethod,
    // Why it waits: the reason of the move that put it on hold (the latest one).
    hold_reason: transfer.status === 'on_hold' ? (latest?.reason ?? null) : null,
    release_needs_approval: record.releaseNeedsApproval,
    events: events.map((event) => ({
      status: event.status,
      actor: event.actor,
      reason: event.reason,
      at: event.createdAt.toISOString(),
    })),
    payments: record.payments.map((payment) => ({
      id: payment.id,
      provider: payment.provider,
      status: payment.status,
      amount: fromMinor(payment.amountMinor, payment.currency),
      currency: payment.currency,
      created_at: payment.createdAt.toISOString(),
    })),
    journals: record.journals.map((journal) => ({
      id: journal.id,
      kind: journal.kind,
      at: journal.createdAt.toISOString(),
      entries: journal.entries.map((entry) => ({
        account: entry.account,
        amount: fromMinor(entry.amountMinor, entry.currency),
        currency: entry.currency,
      })),
    })),
    webhooks: record.webhooks.map((event) => ({
      id: String(event.id),
      type: event.type,
      received_at: event.receivedAt.toISOString(),
      outcome: event.outcome,
    })),
  };
}
