import { Decimal } from '../../lib/decimal';

/**
 * The pricing math (PRODUCT.md, Money rules), pure so it can be tested on its own:
 * - customer rate = mid-market rate less the corridor's margin, rounded down to
 *   RATE_DECIMALS places (what we show is exactly what we use);
 * - fee = fixed + percentage of the send amount, rounded half up to the minor unit;
 * - total to pay = send amount + fee;
 * - from a send amount, the receive amount rounds down to the destination's minor unit;
 * - from a receive amount, the send amount is the smallest one that delivers it (rounded up),
 *   and the recipient gets exactly what was asked.
 * Amounts are integers in minor units; rates are decimal strings.
 */

export const RATE_DECIMALS = 6;

export interface PriceTerms {
  midRate: string;
  /** Percent taken off the mid-market rate ("0.75" is 0.75 %). */
  marginPercent: string;
  fixedFeeMinor: number;
  /** Percent of the send amount ("0.5" is 0.5 %). */
  percentageFee: string;
  sourceDecimals: number;
  destinationDecimals: number;
}

export interface Price {
  sendMinor: number;
  feeMinor: number;
  totalMinor: number;
  receiveMinor: number;
  customerRate: string;
}

export function customerRateOf(midRate: string, marginPercent: string): Decimal {
  return new Decimal(midRate)
    .times(new Decimal(1).minus(new Decimal(marginPercent).dividedBy(100)))
    .toDecimalPlaces(RATE_DECIMALS, Decimal.ROUND_DOWN);
}

/** Destination minor units one source minor unit buys at the customer rate. */
function minorRate(terms: PriceTerms, rate: Decimal): Decimal {
  return rate.times(Decimal.pow(10, terms.destinationDecimals - terms.sourceDecimals));
}

export function feeFor(sendMinor: number, terms: PriceTerms): number {
  const percentage = new Decimal(sendMinor)
    .times(terms.percentageFee)
    .dividedBy(100)
    .toDecimalPlaces(0, Decimal.ROUND_HALF_UP);
  return safe(percentage.plus(terms.fixedFeeMinor));
}

/** A price whose numbers would not fit a safe integer: far beyond any corridor's maximum. */
export class PriceOutOfRange extends Error {
  constructor() {
    super('That amount is too large to price.');
    this.name = 'PriceOutOfRange';
  }
}

function safe(value: Decimal): number {
  if (value.gt(Number.MAX_SAFE_INTEGER)) throw new PriceOutOfRange();
  return value.toNumber();
}

function priceOf(sendMinor: number, receiveMinor: number, terms: PriceTerms, rate: Decimal) {
  const feeMinor = feeFor(sendMinor, terms);
  safe(new Decimal(sendMinor).plus(feeMinor));
  return {
    sendMinor,
    feeMinor,
    totalMinor: sendMinor + feeMinor,
    receiveMinor,
    customerRate: rate.toFixed(RATE_DECIMALS),
  };
}

export function priceFromSend(sendMinor: number, terms: PriceTerms): Price {
  const rate = customerRateOf(terms.midRate, terms.marginPercent);
  const receive = new Decimal(sendMinor).times(minorRate(terms, rate)).floor();
  return priceOf(sendMinor, safe(receive), terms, rate);
}

export function priceFromReceive(receiveMinor: number, terms: PriceTerms): Price {
  const rate = customerRateOf(terms.midRate, terms.marginPercent);
  const send = new Decimal(receiveMinor).dividedBy(minorRate(terms, rate)).ceil();
  return priceOf(safe(send), receiveMinor, terms, rate);
}

/**
 * What our rate costs the customer, in source minor units: the send amount less what the
 * recipient's amount would have cost at the mid-market rate (rounded half up). With the fee it is
 * the whole cost of a transfer, shown beside the two rates as Wise and the regulators' guidance
 * on "hidden" FX margins ask. Never negative: rounding the receive amount down only ever helps us.
 */
export function rateCostMinor(
  price: Pick<Price, 'sendMinor' | 'receiveMinor'>,
  midRate: string,
  decimals: Pick<PriceTerms, 'sourceDecimals' | 'destinationDecimals'>,
): number {
  const midMinorRate = new Decimal(midRate).times(
    Decimal.pow(10, decimals.destinationDecimals - decimals.sourceDecimals),
  );
  const atMidMarket = new Decimal(price.receiveMinor)
    .dividedBy(midMinorRate)
    .toDecimalPlaces(0, Decimal.ROUND_HALF_UP);
  return Math.max(0, price.sendMinor - atMidMarket.toNumber());
}
