import { Trans, useLingui } from '@lingui/react/macro';
import type { Quote } from '@homeward/contract';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useEffect, useRef } from 'react';
import { TimerOff } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '@homeward/ui/alert';
import { Button, buttonClasses } from '@/components/button';
import { Card } from '@homeward/ui/card';
import { Spinner } from '@homeward/ui/spinner';
import { formatMoney, formatRate } from '@/lib/format';
import { lockMinutesOf, pricesAreLockedFor } from '@/lib/price-lock';
import { paths } from '@/lib/paths';
import { repriceQueryOptions } from '../api/create-quote';
import { describeFailure } from '@/lib/describe-failure';
import { LimitStopNotice } from './limit-stop-notice';

function PriceColumn({ title, quote, old }: { title: string; quote: Quote; old?: boolean }) {
  const { t } = useLingui();
  return (
    <section
      aria-label={title}
      className={clsx(
        'rounded-field border p-4',
        old ? 'border-line bg-canvas text-muted' : 'border-brand-600 bg-surface',
      )}
    >
      <h3 className={clsx('text-sm font-semibold', old ? 'text-muted' : 'text-brand-800')}>
        {title}
      </h3>
      <dl className="mt-2 space-y-1.5 text-sm">
        {(
          [
            [
              t`Exchange rate`,
              formatRate(
                quote.customer_rate,
                quote.send_amount.currency,
                quote.receive_amount.currency,
              ),
            ],
            [t`You send`, formatMoney(quote.send_amount)],
            [t`Fee`, formatMoney(quote.fee)],
            [t`Total to pay`, formatMoney(quote.total_to_pay)],
            [t`Recipient gets`, formatMoney(quote.receive_amount)],
          ] as const
        ).map(([term, value]) => (
          <div key={term} className="flex justify-between gap-3">
            <dt>{term}</dt>
            <dd className={clsx('text-end tabular-nums', !old && 'font-semibold text-ink')}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

interface ExpiredPriceProps {
  quote: Quote;
  onAccept: (quote: Quote) => void;
}

/**
 * The locked price ran out. The same transfer is priced again (same corridor, method and the
 * amount the customer typed) and shown beside the old one: nothing moves on until the customer
 * accepts the new price.
 */
export function ExpiredPrice({ quote, onAccept }: ExpiredPriceProps) {
  const { t } = useLingui();
  const reprice = useQuery(repriceQueryOptions(quote));
  const next = reprice.data;
  // The panel replaces the step the customer was on: focus moves to it rather than being lost.
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.focus(), []);
  return (
    <div ref={panel} tabIndex={-1} className="outline-none">
      <Card
        title={t`Your price expired`}
        id="expired-price"
        icon={<TimerOff aria-hidden="true" className="size-5" />}
        description={[
          pricesAreLockedFor(lockMinutesOf(quote)),
          t`Here is the price now for the same transfer.`,
        ]
          .filter(Boolean)
          .join(' ')}
      >
        <div className="grid gap-3 sm:grid-cols-2">
          <PriceColumn title={t`Old price`} quote={quote} old />
          {next ? (
            <PriceColumn title={t`New price`} quote={next} />
          ) : reprice.isPending ? (
            <div className="flex items-center justify-center rounded-field border border-line p-4">
              <Spinner className="size-6 text-brand-700" label={t`Getting a new price`} />
            </div>
          ) : null}
        </div>
        {reprice.isError ? (
          <Alert tone="error" className="mt-4">
            <p>{describeFailure(reprice.error)}</p>
            <Button variant="secondary" className="mt-3" onClick={() => void reprice.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </Alert>
        ) : null}
        {next?.limit_stop ? (
          <div className="mt-4">
            <LimitStopNotice stop={next.limit_stop} title={t`You can't send this yet`} />
          </div>
        ) : null}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <Link to={paths.dashboard} className={buttonClasses('secondary', 'w-full sm:w-auto')}>
            <Trans>Start again</Trans>
          </Link>
          <Button
            className="w-full sm:w-auto"
            disabled={!next || next.limit_stop !== null}
            onClick={() => next && onAccept(next)}
          >
            <Trans>Accept new price</Trans>
          </Button>
        </div>
      </Card>
    </div>
  );
}
