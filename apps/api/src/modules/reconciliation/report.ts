import { spokenMoney } from '../../lib/money';

/**
 * What reconciliation answers: the three views of the money a payment provider holds for us
 * (the provider's own report, our payments, the ledger's payment_clearing account) in total per
 * currency, and every place they part.
 */
export const differenceKinds = [
  /** The provider took money our payment never recorded (its webhook never arrived). */
  'captured_not_booked',
  /** Our payment recorded a capture the provider has no record of. */
  'booked_not_captured',
  'captured_amount_differs',
  /** The provider gave money back that our payment never recorded (a lost refund webhook). */
  'refunded_not_booked',
  'refund_booked_not_refunded',
  'refunded_amount_differs',
  /** The provider and our payment hold the same payment in different currencies. */
  'currency_differs',
  /** The transfer's payment_clearing balance is not what its payments captured less refunded. */
  'ledger_differs',
] as const;
export type DifferenceKind = (typeof differenceKinds)[number];

export interface Difference {
  kind: DifferenceKind;
  /** Null when nothing of ours names it (a capture for a payment we do not know). */
  transferId: string | null;
  paymentId: string | null;
  /** The provider's reference of the payment. */
  reference: string | null;
  /** Our payment's currency (the provider's, when we have no payment). */
  currency: string;
  /** The provider's currency, on a currency difference only. */
  providerCurrency?: string;
  /** How far apart the two sides are, in minor units; always positive. */
  amountMinor: number;
  /** What the provider says: captured or refunded for a payment, net for a transfer. */
  providerMinor: number | null;
  /** What our payments say, on the same terms. */
  bookedMinor: number;
  /** The ledger's payment_clearing balance (ledger differences only). */
  ledgerMinor: number | null;
  /** The difference in words, for the log and the command line. */
  message: string;
}

export interface Flows {
  capturedMinor: number;
  refundedMinor: number;
  netMinor: number;
}

export interface CurrencyTotals {
  currency: string;
  provider: Flows;
  payments: Flows;
  /** The payment_clearing balance over every transfer. */
  ledgerMinor: number;
  /** Captures, refunds and the ledger all agree in this currency. */
  agrees: boolean;
}

export interface ReconciliationReport {
  provider: string;
  at: Date;
  totals: CurrencyTotals[];
  differences: Difference[];
}

type Sides = Omit<Difference, 'message'>;

/** The words of each difference, from its kind and amounts. */
export function describe(difference: Sides): string {
  const money = (minor: number | null) => spokenMoney(minor ?? 0, difference.currency);
  const apart = money(difference.amountMinor);
  const provider = money(difference.providerMinor);
  const booked = money(difference.bookedMinor);
  switch (difference.kind) {
    case 'captured_not_booked':
      return `captured at the provider but not booked: ${apart}${difference.paymentId ? '' : ' (no payment of ours has this reference)'}`;
    case 'booked_not_captured':
      return `booked as captured but not captured at the provider: ${apart}`;
    case 'captured_amount_differs':
      return `the provider captured ${provider}, our payment says ${booked} (${apart} apart)`;
    case 'refunded_not_booked':
      return `refunded at the provider but not booked: ${apart}`;
    case 'refund_booked_not_refunded':
      return `booked as refunded but not refunded at the provider: ${apart}`;
    case 'refunded_amount_differs':
      return `the provider refunded ${provider}, our payment says ${booked} (${apart} apart)`;
    case 'currency_differs':
      return `the provider holds this payment in ${difference.providerCurrency ?? '?'}, our payment in ${difference.currency}`;
    case 'ledger_differs':
      return difference.transferId
        ? `the ledger's payment_clearing holds ${money(difference.ledgerMinor)}, payments say ${booked} (${apart} apart)`
        : `payment_clearing moved by journals of no transfer: ${money(difference.ledgerMinor)}`;
  }
}
