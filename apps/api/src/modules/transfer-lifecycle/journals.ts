import type { LedgerEntry } from '../ledger/ledger';

/**
 * The ledger entries of each money movement in a transfer's life, in one place. Debits are
 * positive, credits negative; each journal sums to zero per currency (see ledger.ts for the
 * accounts). A journal about one payment names it as its reference, so a transfer with two
 * captured payments (a late second one) books each once.
 */
export interface TransferMoney {
  sourceCurrency: string;
  destinationCurrency: string;
  sendMinor: number;
  feeMinor: number;
  totalMinor: number;
  receiveMinor: number;
}

export interface Journal {
  kind: string;
  /** '' for the transfer itself, or the payment the journal is about. */
  reference: string;
  entries: LedgerEntry[];
}

/** The customer's payment arrived: the provider owes it to us, we hold it for the customer. */
export function fundsReceived(t: TransferMoney, paymentId: string): Journal {
  return {
    kind: 'funds_received',
    reference: paymentId,
    entries: [
      { account: 'payment_clearing', currency: t.sourceCurrency, amountMinor: t.totalMinor },
      { account: 'customer_funds', currency: t.sourceCurrency, amountMinor: -t.sendMinor },
      { account: 'fee_revenue', currency: t.sourceCurrency, amountMinor: -t.feeMinor },
    ],
  };
}

/** The money reached the recipient: converted and owed to the payout partner. */
export function paidOut(t: TransferMoney): Journal {
  return {
    kind: 'payout',
    reference: '',
    entries: [
      { account: 'customer_funds', currency: t.sourceCurrency, amountMinor: t.sendMinor },
      { account: 'fx_position', currency: t.sourceCurrency, amountMinor: -t.sendMinor },
      { account: 'fx_position', currency: t.destinationCurrency, amountMinor: t.receiveMinor },
      {
        account: 'payout_partner',
        currency: t.destinationCurrency,
        amountMinor: -t.receiveMinor,
      },
    ],
  };
}

/** The transfer will not go ahead after it was paid: what we held, fee included, goes back. */
export function refundOwed(t: TransferMoney): Journal {
  return {
    kind: 'refund_initiated',
    reference: '',
    entries: [
      { account: 'customer_funds', currency: t.sourceCurrency, amountMinor: t.sendMinor },
      { account: 'fee_revenue', currency: t.sourceCurrency, amountMinor: t.feeMinor },
      { account: 'refunds_payable', currency: t.sourceCurrency, amountMinor: -t.totalMinor },
    ],
  };
}

/**
 * A payment captured when its transfer could no longer take it (cancelled, expired, or paid
 * already by another payment): booked straight to refunds, never to the customer's funds.
 */
export function lateCapture(paymentId: string, currency: string, amountMinor: number): Journal {
  return {
    kind: 'late_capture',
    reference: paymentId,
    entries: [
      { account: 'payment_clearing', currency, amountMinor },
      { account: 'refunds_payable', currency, amountMinor: -amountMinor },
    ],
  };
}

/** The provider confirmed a refund of one payment: the money is back with the customer. */
export function refundPaid(paymentId: string, currency: string, amountMinor: number): Journal {
  return {
    kind: 'refund_paid',
    reference: paymentId,
    entries: [
      { account: 'refunds_payable', currency, amountMinor },
      { account: 'payment_clearing', currency, amountMinor: -amountMinor },
    ],
  };
}
