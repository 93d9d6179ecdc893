import { Trans } from '@lingui/react/macro';
import type { Money } from '@homeward/contract';
import { formatMoney, formatRate } from '@/lib/format';

/** What a quote or a transfer says about its cost: both carry these fields from the API. */
export interface PricedCost {
  send_amount: Money;
  receive_amount: Money;
  fee: Money;
  customer_rate: string;
  mid_market_rate: string;
  rate_cost: Money;
  total_cost: Money;
}

/**
 * Our rate, with the mid-market rate under it: the rate banks trade at, so the customer can see
 * what our rate takes without looking it up elsewhere.
 */
export function RateWithMidMarket({ price }: { price: PricedCost }) {
  const { currency: source } = price.send_amount;
  const { currency: destination } = price.receive_amount;
  const midMarket = formatRate(price.mid_market_rate, source, destination);
  return (
    <>
      <span className="block">{formatRate(price.customer_rate, source, destination)}</span>
      <span className="block text-sm text-muted">
        <Trans>Mid-market rate {midMarket}</Trans>
      </span>
    </>
  );
}

/** The whole cost and its two parts, so no part of the price hides in the rate. */
export function TotalCost({ price }: { price: PricedCost }) {
  const fee = formatMoney(price.fee);
  const inRate = formatMoney(price.rate_cost);
  return (
    <>
      <span className="block">{formatMoney(price.total_cost)}</span>
      <span className="block text-sm text-muted">
        <Trans>
          Fee {fee} + {inRate} in our rate
        </Trans>
      </span>
    </>
  );
}
