import type { Quote } from '@homeward/contract';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { deliveryEstimate } from '@/lib/delivery';
import { formatMoney, formatRate } from '@/lib/format';

function Row({ term, children, strong }: { term: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2">
      <dt className="text-sm text-muted">{term}</dt>
      <dd
        className={clsx('text-right tabular-nums', strong ? 'font-semibold text-ink' : 'text-ink')}
      >
        {children}
      </dd>
    </div>
  );
}

/** The price of a quote, every number as the API gave it. */
export function PriceBreakdown({ quote, updating }: { quote: Quote; updating: boolean }) {
  return (
    <dl
      aria-busy={updating || undefined}
      aria-label="Price"
      className={clsx(
        'divide-y divide-line transition-opacity',
        updating && 'opacity-60 motion-reduce:transition-none',
      )}
    >
      <Row term="Exchange rate">
        {formatRate(quote.customer_rate, quote.send_amount.currency, quote.receive_amount.currency)}
      </Row>
      <Row term="Our fee">{formatMoney(quote.fee)}</Row>
      <Row term="Total to pay" strong>
        {formatMoney(quote.total_to_pay)}
      </Row>
      <Row term="Recipient gets" strong>
        {formatMoney(quote.receive_amount)}
      </Row>
      <Row term="Delivery">{deliveryEstimate(quote.delivery_estimate.available_by)}</Row>
    </dl>
  );
}
