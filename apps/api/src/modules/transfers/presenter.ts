import type {
  Payment,
  PayoutMethod,
  Transfer,
  TransferStatus,
  TransferSummary,
} from '@homeward/contract';
import { CANCEL_AFTER_PAYMENT_MINUTES, transferStatusTitles } from '@homeward/contract';
import { money } from '../../lib/money';
import { pickupDetails } from '../payouts/pickup';
import { costsOf, plainRate } from '../quotes/presenter';
import type { TransferEventRow, TransferRow } from './repository';
import { timelineReasons } from '../transfer-lifecycle/reasons';

/**
 * Whether the customer may cancel now (PRODUCT.md): before paying, or within 30 minutes of
 * paying as long as the money has not started its way to the recipient.
 */
export function canCancel(row: TransferRow, now = new Date()): boolean {
  if (row.status === 'awaiting_payment') return true;
  if (row.status !== 'funds_received' && row.status !== 'on_hold') return false;
  if (!row.paidAt) return false;
  return now.getTime() - row.paidAt.getTime() < CANCEL_AFTER_PAYMENT_MINUTES * 60_000;
}

export function presentTransferSummary(row: TransferRow): TransferSummary {
  const status = row.status as TransferStatus;
  const snapshot = row.recipient;
  return {
    id: row.id,
    tracking_number: row.trackingNumber,
    status,
    status_title: transferStatusTitles[status],
    quote_id: row.quoteId,
    payout_method: row.payoutMethod as PayoutMethod,
    send_amount: money(row.sendMinor, row.sourceCurrency),
    fee: money(row.feeMinor, row.sourceCurrency),
    total_to_pay: money(row.totalMinor, row.sourceCurrency),
    receive_amount: money(row.receiveMinor, row.destinationCurrency),
    customer_rate: plainRate(row.customerRate),
    mid_market_rate: plainRate(row.midRate),
    ...costsOf(row),
    rate_type: 'fixed',
    purpose: row.purpose,
    source_of_funds: row.sourceOfFunds,
    reference: row.reference,
    recipient: {
      id: snapshot.id,
      full_name: snapshot.fullName,
      country: { iso2_alpha: snapshot.countryIso2, common_name: snapshot.countryName },
      currency: snapshot.currency,
      payout_method: snapshot.payoutMethod as PayoutMethod,
      details: snapshot.details,
      display: snapshot.display,
      summary: snapshot.summary,
    },
    available_by: row.availableBy.toISOString(),
    pay_by: row.payBy.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
    can_cancel: canCancel(row),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * The pickup code, only once the money waits at the counter (the partner said paid): before
 * that the recipient could not collect with it. Only the owner's answer has it (this presenter
 * serves the customer's own transfer; the staff presenter never reads it).
 */
function pickupOf(row: TransferRow, pickupCode: string | null) {
  if (row.payoutMethod !== 'cash_pickup' || row.status !== 'completed' || !pickupCode) return null;
  return pickupDetails(row.recipient, pickupCode);
}

export function presentTransfer(
  row: TransferRow,
  events: TransferEventRow[],
  latestPayment: Payment | null,
  pickupCode: string | null,
): Transfer {
  return {
    ...presentTransferSummary(row),
    latest_payment: latestPayment,
    pickup: pickupOf(row, pickupCode),
    timeline: events.map((event) => ({
      status: event.status as TransferStatus,
      title: transferStatusTitles[event.status as TransferStatus],
      at: event.createdAt.toISOString(),
      reason: event.reason,
      action: event.reason?.includes(timelineReasons.identityPending) ? 'verify_identity' : null,
    })),
  };
}
