import { useLingui } from '@lingui/react/macro';
import type { Quote } from '@homeward/contract';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { RateWithMidMarket, TotalCost } from '@/components/price-cost';
import { deliveryEstimate } from '@/lib/delivery';
import { formatMoney } from '@/lib/format';

function Row({ term, children, strong }: { term: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2">
      <dt className="shrink-0 text-sm text-muted">{term}</dt>
      <dd className={clsx('text-end tabular-nums', strong ? 'font-semibold text-ink' : 'text-ink')}>
        {children}
      </dd>
    </div>
  );
}

/**
 * The price of a quote, every number as the API gave it: our rate beside the mid-market rate,
 * and the whole cost (fee and rate), before what is paid and what arrives.
 */
export function PriceBreakdown({ quote, updating }: { quote: Quote; updating: boolean }) {
  const { t } = useLingui();
  return (
    <dl
      aria-busy={updating || undefined}
      aria-label={t`Price`}
      className={clsx(
        'divide-y divide-line transition-opacity',
        updating && 'opacity-60 motion-reduce:transition-none',
      )}
    >
      <Row term={t`Exchange rate`}>
        <RateWithMidMarket price={quote} />
      </Row>
      <Row term={t`Total cost`}>
        <TotalCost price={quote} />
      </Row>
      <Row term={t`Total to pay`} strong>
        {formatMoney(quote.total_to_pay)}
      </Row>
      <Row term={t`Recipient gets`} strong>
        {formatMoney(quote.receive_amount)}
      </Row>
      <Row term={t`Delivery`}>{deliveryEstimate(quote.delivery_estimate.available_by)}</Row>
    </dl>
  );
}
