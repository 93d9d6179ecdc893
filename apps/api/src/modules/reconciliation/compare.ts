import type { ProviderRecord } from '../payments/provider';
import {
  describe,
  differenceKinds,
  type CurrencyTotals,
  type Difference,
  type DifferenceKind,
  type Flows,
} from './report';

/** One of our payments with what it captured and refunded (the payments' totals). */
export interface BookedPayment {
  id: string;
  transferId: string;
  reference: string | null;
  currency: string;
  capturedMinor: number;
  refundedMinor: number;
}

/** A payment of ours that recorded no money, found by what the provider calls it. */
export type NamedPayment = Omit<BookedPayment, 'capturedMinor' | 'refundedMinor'>;

export interface ClearingBalance {
  transferId: string | null;
  currency: string;
  balanceMinor: number;
}

/**
 * Finds our payment for a provider record: by the provider's reference, else by our payment id
 * in its metadata (a webhook can come before the reference is stored, and payments keep none).
 */
function finder<T extends { id: string; reference: string | null }>(rows: T[]) {
  const byReference = new Map(rows.flatMap((row) => (row.reference ? [[row.reference, row]] : [])));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return (record: ProviderRecord): T | undefined =>
    byReference.get(record.reference) ??
    (record.paymentId ? byId.get(record.paymentId) : undefined);
}

/** The provider's records that none of our payments with money matches: look these up. */
export function unmatchedRecords(records: ProviderRecord[], booked: BookedPayment[]) {
  const find = finder(booked);
  return records.filter((record) => !find(record));
}

const zero = (): Flows => ({ capturedMinor: 0, refundedMinor: 0, netMinor: 0 });
const add = (flows: Flows, captured: number, refunded: number) => {
  flows.capturedMinor += captured;
  flows.refundedMinor += refunded;
  flows.netMinor += captured - refunded;
};
const transferKey = (transferId: string | null, currency: string) =>
  `${transferId ?? ''}|${currency}`;

/**
 * Compares the three views. Per payment, the provider's captures and refunds with our
 * payment's; per transfer and currency, the ledger's payment_clearing balance with what the
 * transfer's payments captured less refunded (the ledger books exactly those, and nothing
 * else moves that account); in total per currency, all three.
 */
export function compareBooks(input: {
  records: ProviderRecord[];
  booked: BookedPayment[];
  named: NamedPayment[];
  clearing: ClearingBalance[];
}): { totals: CurrencyTotals[]; differences: Difference[] } {
  const differences: Difference[] = [];
  const report = (sides: Omit<Difference, 'message'>) =>
    differences.push({ ...sides, message: describe(sides) });
  const totals = new Map<string, CurrencyTotals>();
  const totalsOf = (currency: string) => {
    let found = totals.get(currency);
    if (!found) {
      found = { currency, provider: zero(), payments: zero(), ledgerMinor: 0, agrees: true };
      totals.set(currency, found);
    }
    return found;
  };
  const providerNet = new Map<string, number>();

  const findBooked = finder(input.booked);
  const findNamed = finder(input.named);
  const matched = new Set<string>();
  for (const record of input.records) {
    add(totalsOf(record.currency).provider, record.capturedMinor, record.refundedMinor);
    const booked = findBooked(record);
    if (booked) matched.add(booked.id);
    const named = booked ? undefined : findNamed(record);
    const ours: PaymentSide = booked ?? {
      id: named?.id ?? null,
      transferId: named?.transferId ?? null,
      reference: record.reference,
      currency: named?.currency ?? record.currency,
      capturedMinor: 0,
      refundedMinor: 0,
    };
    if (ours.transferId) {
      const key = transferKey(ours.transferId, record.currency);
      providerNet.set(
        key,
        (providerNet.get(key) ?? 0) + record.capturedMinor - record.refundedMinor,
      );
    }
    comparePayment(record, ours, report);
  }
  // What our payments say the provider owes for each transfer, for the ledger to match.
  const bookedNet = new Map<string, number>();
  for (const booked of input.booked) {
    add(totalsOf(booked.currency).payments, booked.capturedMinor, booked.refundedMinor);
    if (!matched.has(booked.id)) comparePayment(undefined, booked, report);
    const key = transferKey(booked.transferId, booked.currency);
    bookedNet.set(key, (bookedNet.get(key) ?? 0) + booked.capturedMinor - booked.refundedMinor);
  }
  const ledger = new Map(
    input.clearing.map((row) => [transferKey(row.transferId, row.currency), row]),
  );
  for (const row of input.clearing) totalsOf(row.currency).ledgerMinor += row.balanceMinor;
  const keys = new Set([...bookedNet.keys(), ...ledger.keys()]);
  for (const key of keys) {
    const [transfer = '', currency = ''] = key.split('|');
    const net = bookedNet.get(key) ?? 0;
    const balance = ledger.get(key)?.balanceMinor ?? 0;
    if (net === balance) continue;
    report({
      kind: 'ledger_differs',
      transferId: transfer || null,
      paymentId: null,
      reference: null,
      currency,
      amountMinor: Math.abs(balance - net),
      providerMinor: providerNet.get(key) ?? 0,
      bookedMinor: net,
      ledgerMinor: balance,
    });
  }

  for (const row of totals.values()) {
    const { provider, payments } = row;
    row.agrees =
      provider.capturedMinor === payments.capturedMinor &&
      provider.refundedMinor === payments.refundedMinor &&
      payments.netMinor === row.ledgerMinor;
  }
  return {
    totals: [...totals.values()].sort((a, b) => a.currency.localeCompare(b.currency)),
    differences: differences.sort(byTransferThenKind),
  };
}

/** Our side of a payment; no id or transfer when no payment of ours has the reference. */
type PaymentSide = Omit<BookedPayment, 'id' | 'transferId'> & {
  id: string | null;
  transferId: string | null;
};

/** One payment: the provider's record (none when it has no capture) against ours. */
function comparePayment(
  record: ProviderRecord | undefined,
  ours: PaymentSide,
  report: (sides: Omit<Difference, 'message'>) => void,
) {
  const where = {
    transferId: ours.transferId,
    paymentId: ours.id,
    reference: record?.reference ?? ours.reference,
    currency: ours.currency,
    ledgerMinor: null,
  };
  if (record && record.currency !== ours.currency) {
    report({
      kind: 'currency_differs',
      ...where,
      providerCurrency: record.currency,
      amountMinor: record.capturedMinor,
      providerMinor: record.capturedMinor,
      bookedMinor: ours.capturedMinor,
    });
    return; // amounts in two currencies do not compare
  }
  const flows = [
    {
      provider: record?.capturedMinor ?? 0,
      booked: ours.capturedMinor,
      kinds: ['captured_not_booked', 'booked_not_captured', 'captured_amount_differs'] as const,
    },
    {
      provider: record?.refundedMinor ?? 0,
      booked: ours.refundedMinor,
      kinds: [
        'refunded_not_booked',
        'refund_booked_not_refunded',
        'refunded_amount_differs',
      ] as const,
    },
  ];
  for (const { provider, booked, kinds } of flows) {
    if (provider === booked) continue;
    const [notBooked, notAtProvider, amountDiffers] = kinds;
    report({
      kind: booked === 0 ? notBooked : provider === 0 ? notAtProvider : amountDiffers,
      ...where,
      amountMinor: Math.abs(provider - booked),
      providerMinor: provider,
      bookedMinor: booked,
    });
  }
}

const rank = (kind: DifferenceKind) => differenceKinds.indexOf(kind);
function byTransferThenKind(a: Difference, b: Difference) {
  return (
    (a.transferId ?? '').localeCompare(b.transferId ?? '') ||
    rank(a.kind) - rank(b.kind) ||
    (a.paymentId ?? '').localeCompare(b.paymentId ?? '')
  );
}
