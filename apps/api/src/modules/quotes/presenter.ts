import type { LimitStop, PayoutMethod, Quote } from '@homeward/contract';
import { currencyDecimals, money } from '../../lib/money';
import { Decimal } from '../../lib/decimal';
import { rateCostMinor } from '../pricing/price';
import type { QuoteWithCountry } from './repository';

/** A rate as the customer reads it: no trailing zeros ("36.5" rather than "36.5000000000"). */
export const plainRate = (rate: string) => new Decimal(rate).toString();

export function availableBy(from: Date, deliveryMinutes: number): Date {
  return new Date(from.getTime() + deliveryMinutes * 60_000);
}

/**
 * The whole cost of a price, in the source currency: what our rate costs against the mid-market
 * rate, and that with the fee. Quotes and transfers both show it, so it has one home.
 */
export function costsOf(price: {
  sendMinor: number;
  feeMinor: number;
  receiveMinor: number;
  midRate: string;
  sourceCurrency: string;
  destinationCurrency: string;
}): Pick<Quote, 'rate_cost' | 'total_cost'> {
  const rateCost = rateCostMinor(price, price.midRate, {
    sourceDecimals: currencyDecimals(price.sourceCurrency),
    destinationDecimals: currencyDecimals(price.destinationCurrency),
  });
  return {
    rate_cost: money(rateCost, price.sourceCurrency),
    total_cost: money(price.feeMinor + rateCost, price.sourceCurrency),
  };
}

export function presentQuote(
  { quote, country }: QuoteWithCountry,
  extras: { limitStop: LimitStop | null; transactionId: string | null; now: Date },
): Quote {
  const source = quote.sourceCurrency;
  const destination = quote.destinationCurrency;
  return {
    id: quote.id,
    corridor_id: quote.corridorId,
    payout_method: quote.payoutMethod as PayoutMethod,
    destination_country: { iso2_alpha: country.iso2Alpha, common_name: country.commonName },
    amount_type: quote.amountType as 'send' | 'receive',
    send_amount: money(quote.sendMinor, source),
    fee: money(quote.feeMinor, source),
    total_to_pay: money(quote.totalMinor, source),
    receive_amount: money(quote.receiveMinor, destination),
    customer_rate: plainRate(quote.customerRate),
    mid_market_rate: plainRate(quote.midRate),
    ...costsOf(quote),
    rate_type: 'fixed',
    created_at: quote.createdAt.toISOString(),
    expires_at: quote.expiresAt.toISOString(),
    delivery_estimate: {
      minutes: quote.deliveryMinutes,
      // Counted from now: delivery starts when the customer pays, not when they asked.
      available_by: availableBy(extras.now, quote.deliveryMinutes).toISOString(),
    },
    limit_stop: extras.limitStop,
    transaction_id: extras.transactionId,
  };
}
