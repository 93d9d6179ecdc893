import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../../lib/decimal';
import {
  customerRateOf,
  feeFor,
  PriceOutOfRange,
  priceFromReceive,
  priceFromSend,
  rateCostMinor,
  type PriceTerms,
} from './price';

const php: PriceTerms = {
  midRate: '36.8123456789',
  marginPercent: '0.75',
  fixedFeeMinor: 399,
  percentageFee: '0.5',
  sourceDecimals: 2,
  destinationDecimals: 2,
};

/** Terms over every shape of currency pair: 0, 2 and 3 decimals, rates tiny and huge. */
const terms = fc.record({
  midRate: fc
    .tuple(fc.integer({ min: 1, max: 99_999 }), fc.integer({ min: 0, max: 999_999 }))
    .map(([whole, fraction]) => `${whole % 40_000 === 0 ? 1 : whole / 1}.${fraction}`),
  marginPercent: fc.constantFrom('0', '0.5', '0.75', '1.2', '3'),
  fixedFeeMinor: fc.integer({ min: 0, max: 2_000 }),
  percentageFee: fc.constantFrom('0', '0.25', '0.5', '1.75'),
  sourceDecimals: fc.constantFrom(0, 2, 3),
  destinationDecimals: fc.constantFrom(0, 2, 3),
});
const smallRateTerms = terms.map((t) => ({ ...t, midRate: `0.${t.midRate.replace('.', '')}` }));
const anyTerms = fc.oneof(terms, smallRateTerms);
const sendAmount = fc.integer({ min: 1, max: 10_000_000_000 });

/** What a send amount buys at the customer rate, exactly, in destination minor units. */
function exactReceive(sendMinor: number, t: PriceTerms): Decimal {
  return receivePerMinor(t).times(sendMinor);
}

function receivePerMinor(t: PriceTerms): Decimal {
  return customerRateOf(t.midRate, t.marginPercent).times(
    Decimal.pow(10, t.destinationDecimals - t.sourceDecimals),
  );
}

/** Whether a price for this send amount fits safe integers (PriceOutOfRange otherwise). */
function fits(sendMinor: number, t: PriceTerms): boolean {
  return exactReceive(sendMinor, t).lt(Number.MAX_SAFE_INTEGER);
}

describe('pricing from the send amount', () => {
  it('prices a plain AUD to PHP transfer to the centavo', () => {
    // 36.8123456789 less 0.75 % = 36.536253086..., rounded down to 36.536253.
    expect(priceFromSend(50_000, php)).toEqual({
      sendMinor: 50_000,
      feeMinor: 399 + 250,
      totalMinor: 50_649,
      receiveMinor: 1_826_812, // 500 × 36.536253 = 18,268.1265 → 18,268.12
      customerRate: '36.536253',
    });
  });

  it('rounds the receive amount down, never up, and never below zero', () => {
    fc.assert(
      fc.property(sendAmount, anyTerms, (send, t) => {
        fc.pre(fits(send, t));
        const price = priceFromSend(send, t);
        const exact = exactReceive(send, t);
        expect(price.receiveMinor).toBeGreaterThanOrEqual(0);
        expect(new Decimal(price.receiveMinor).lte(exact)).toBe(true);
        expect(exact.minus(price.receiveMinor).lt(1)).toBe(true);
      }),
    );
  });

  it('charges send + fee, with the fee never negative', () => {
    fc.assert(
      fc.property(sendAmount, anyTerms, (send, t) => {
        fc.pre(fits(send, t));
        const price = priceFromSend(send, t);
        expect(price.feeMinor).toBeGreaterThanOrEqual(t.fixedFeeMinor);
        expect(price.totalMinor).toBe(price.sendMinor + price.feeMinor);
      }),
    );
  });

  it('sends more, gets at least as much, and pays at least as much fee', () => {
    fc.assert(
      fc.property(sendAmount, sendAmount, anyTerms, (a, b, t) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        fc.pre(fits(high, t));
        expect(priceFromSend(low, t).receiveMinor).toBeLessThanOrEqual(
          priceFromSend(high, t).receiveMinor,
        );
        expect(feeFor(low, t)).toBeLessThanOrEqual(feeFor(high, t));
      }),
    );
  });
});

describe('pricing from the receive amount', () => {
  it('asks the smallest send amount that delivers the amount asked', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000_000_000 }), anyTerms, (receive, t) => {
        fc.pre(new Decimal(receive).dividedBy(receivePerMinor(t)).lt(1e15));
        const price = priceFromReceive(receive, t);
        expect(price.receiveMinor).toBe(receive);
        expect(exactReceive(price.sendMinor, t).gte(receive)).toBe(true);
        expect(exactReceive(price.sendMinor - 1, t).lt(receive)).toBe(true);
      }),
    );
  });

  it('round-trips: send → receive → send never asks more than the first send', () => {
    fc.assert(
      fc.property(sendAmount, anyTerms, (send, t) => {
        fc.pre(fits(send, t));
        const there = priceFromSend(send, t);
        fc.pre(there.receiveMinor > 0);
        const back = priceFromReceive(there.receiveMinor, t);
        expect(back.sendMinor).toBeLessThanOrEqual(send);
        // ...and that smaller send still delivers the same amount.
        expect(priceFromSend(back.sendMinor, t).receiveMinor).toBe(there.receiveMinor);
      }),
    );
  });

  it('handles a 0-decimal destination (VND) and a 3-decimal one (KWD) at the edges', () => {
    const vnd = { ...php, midRate: '16543.21', destinationDecimals: 0 };
    // 1 cent buys 165.43 × (1 − 0.0075) = 164.1892... dong; 1 dong still costs a whole cent.
    expect(priceFromReceive(1, vnd).sendMinor).toBe(1);
    expect(priceFromSend(1, vnd).receiveMinor).toBe(164);
    const kwd = { ...php, midRate: '0.2013', destinationDecimals: 3 };
    // 1 cent buys 1.998 fils, rounded down to 1; 2 fils need 2 cents.
    expect(priceFromSend(1, kwd).receiveMinor).toBe(1);
    expect(priceFromReceive(2, kwd).sendMinor).toBe(2);
    // A 3-decimal source currency: 1 KWD (1000 fils) at 3.2 AUD.
    const fromKwd = { ...php, midRate: '4.95', sourceDecimals: 3, destinationDecimals: 2 };
    expect(priceFromSend(1_000, fromKwd).receiveMinor).toBe(491); // 4.912875 → 4.91
  });

  it('keeps large amounts exact (no float ever touches them)', () => {
    const idr = { ...php, midRate: '10523.987654', destinationDecimals: 2 };
    // A hundred million dollars to rupiah: 1.05 × 10^14 minor units, exact to the last one.
    const price = priceFromSend(10_000_000_000, idr);
    expect(price.receiveMinor).toBe(exactReceive(10_000_000_000, idr).floor().toNumber());
    expect(price.receiveMinor).toBe(104_450_577_460_000); // 10,445.057746 a dollar;
  });

  it('refuses a price that would not fit a safe integer, instead of rounding it', () => {
    const idr = { ...php, midRate: '10523.987654', destinationDecimals: 2 };
    expect(() => priceFromSend(999_999_999_999_99, idr)).toThrow(PriceOutOfRange);
    expect(() =>
      priceFromReceive(Number.MAX_SAFE_INTEGER, { ...idr, midRate: '0.000001' }),
    ).toThrow(PriceOutOfRange);
  });
});

describe('what our rate costs', () => {
  it('is the send amount less the receive amount at the mid-market rate', () => {
    // 18,268.12 PHP at 36.8123456789 is 496.25 AUD (496.2477…): the rate cost A$3.75 of A$500.
    const price = priceFromSend(50_000, php);
    expect(rateCostMinor(price, php.midRate, php)).toBe(375);
  });

  it('is zero with no margin, and never negative', () => {
    const free = { ...php, marginPercent: '0' };
    expect(rateCostMinor(priceFromSend(50_000, free), free.midRate, free)).toBe(0);
    expect(rateCostMinor({ sendMinor: 100, receiveMinor: 1_000_000 }, '1', php)).toBe(0);
  });

  it('is what the margin takes off the amount sent, for any corridor', () => {
    fc.assert(
      fc.property(anyTerms, sendAmount, (t, sendMinor) => {
        fc.pre(fits(sendMinor, t));
        const price = priceFromSend(sendMinor, t);
        const cost = rateCostMinor(price, t.midRate, t);
        expect(cost).toBeGreaterThanOrEqual(0);
        expect(cost).toBeLessThanOrEqual(sendMinor);
        // Exactly: send × (1 − our rate / mid-market rate). The receive amount's rounding down
        // adds at most one destination minor unit's worth, and our rounding half a source one.
        const rate = customerRateOf(t.midRate, t.marginPercent);
        const exact = new Decimal(sendMinor).times(new Decimal(1).minus(rate.dividedBy(t.midRate)));
        const midPerMinor = new Decimal(t.midRate).times(
          Decimal.pow(10, t.destinationDecimals - t.sourceDecimals),
        );
        const slack = new Decimal(1).dividedBy(midPerMinor).plus(1);
        expect(new Decimal(cost).minus(exact).abs().lte(slack)).toBe(true);
      }),
    );
  });
});
