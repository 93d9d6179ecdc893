import { describe, expect, it } from 'vitest';
import { compareBooks, unmatchedRecords, type BookedPayment } from './compare';

/** The comparison's cases that a real run rarely makes: each kind of difference, and none. */
const record = (reference: string, captured: number, refunded = 0, currency = 'AUD') => ({
  reference,
  paymentId: null,
  currency,
  capturedMinor: captured,
  refundedMinor: refunded,
});
const payment = (id: string, captured: number, refunded = 0): BookedPayment => ({
  id,
  transferId: `t-${id}`,
  reference: `cs_${id}`,
  currency: 'AUD',
  capturedMinor: captured,
  refundedMinor: refunded,
});
const clearing = (id: string, balance: number) => ({
  transferId: `t-${id}`,
  currency: 'AUD',
  balanceMinor: balance,
});
const kindsOf = (result: ReturnType<typeof compareBooks>) =>
  result.differences.map((difference) => [difference.kind, difference.amountMinor]);

describe('compareBooks', () => {
  it('finds nothing when the three sides agree, and totals them per currency', () => {
    const result = compareBooks({
      records: [record('cs_a', 1000, 1000), record('cs_b', 500)],
      booked: [payment('a', 1000, 1000), payment('b', 500)],
      named: [],
      clearing: [clearing('a', 0), clearing('b', 500)],
    });
    expect(result.differences).toEqual([]);
    expect(result.totals).toEqual([
      {
        currency: 'AUD',
        provider: { capturedMinor: 1500, refundedMinor: 1000, netMinor: 500 },
        payments: { capturedMinor: 1500, refundedMinor: 1000, netMinor: 500 },
        ledgerMinor: 500,
        agrees: true,
      },
    ]);
  });

  it('a capture the provider never made, and a refund it never gave', () => {
    const result = compareBooks({
      records: [record('cs_b', 700)],
      booked: [payment('a', 300), payment('b', 700, 700)],
      named: [],
      clearing: [clearing('a', 300), clearing('b', 0)],
    });
    expect(kindsOf(result)).toEqual([
      ['booked_not_captured', 300],
      ['refund_booked_not_refunded', 700],
    ]);
    expect(result.totals[0]?.agrees).toBe(false);
  });

  it('amounts that differ on both flows', () => {
    const result = compareBooks({
      records: [record('cs_a', 1000, 400)],
      booked: [payment('a', 900, 500)],
      named: [],
      clearing: [clearing('a', 400)],
    });
    expect(kindsOf(result)).toEqual([
      ['captured_amount_differs', 100],
      ['refunded_amount_differs', 100],
    ]);
  });

  it('a capture for a payment we do not know names no transfer', () => {
    const records = [{ ...record('cs_stranger', 250), paymentId: 'not-ours' }];
    expect(unmatchedRecords(records, [])).toEqual(records);
    const [difference] = compareBooks({ records, booked: [], named: [], clearing: [] }).differences;
    expect(difference).toMatchObject({
      kind: 'captured_not_booked',
      transferId: null,
      paymentId: null,
      reference: 'cs_stranger',
      amountMinor: 250,
    });
    expect(difference?.message).toBe(
      'captured at the provider but not booked: AUD 2.50 (no payment of ours has this reference)',
    );
  });

  it('finds our payment by its id when it has no reference yet', () => {
    const ours = { ...payment('a', 0), reference: null };
    const [difference] = compareBooks({
      records: [{ ...record('cs_x', 800), paymentId: 'a' }],
      booked: [],
      named: [ours],
      clearing: [],
    }).differences;
    expect(difference).toMatchObject({ kind: 'captured_not_booked', transferId: 't-a' });
  });

  it('a payment held in another currency at the provider is not compared by amount', () => {
    const result = compareBooks({
      records: [record('cs_a', 1000, 0, 'NZD')],
      booked: [payment('a', 1000)],
      named: [],
      clearing: [clearing('a', 1000)],
    });
    expect(kindsOf(result)).toEqual([['currency_differs', 1000]]);
    expect(result.differences[0]?.message).toBe(
      'the provider holds this payment in NZD, our payment in AUD',
    );
  });
});
