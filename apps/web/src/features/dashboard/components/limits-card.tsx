import type { Limits, Money } from '@homeward/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Gauge } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '@homeward/ui/alert';
import { Button } from '@/components/button';
import { Card } from '@homeward/ui/card';
import { LoadingRegion, Skeleton } from '@homeward/ui/skeleton';
import { formatMoney } from '@/lib/format';
import { limitsQueryOptions } from '@/api/limits';

function StepLink({ route, children }: { route: string; children: string }) {
  return (
    <Link
      to={route}
      className="inline-flex items-center gap-1 font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
    >
      {children}
      <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
    </Link>
  );
}

/**
 * Used of the 30-day limit as a bar. The browser's <progress> divides the API's decimal
 * strings itself, so no amount is turned into a float here; the text says the same in words.
 */
function UsageBar({ used, limit }: { used: Money; limit: Money }) {
  const { t } = useLingui();
  const usedText = formatMoney(used);
  const limitText = formatMoney(limit);
  return (
    <progress
      value={used.amount}
      max={limit.amount}
      aria-label={t`Used of your 30-day limit`}
      aria-valuetext={t`${usedText} of ${limitText} used`}
      className="block h-2.5 w-full appearance-none overflow-hidden rounded-full bg-line [&::-moz-progress-bar]:rounded-full [&::-moz-progress-bar]:bg-brand-600 [&::-webkit-progress-bar]:bg-line [&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:bg-brand-600"
    />
  );
}

function Row({ term, value, strong }: { term: string; value: Money; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2">
      <dt className="text-sm text-muted">{term}</dt>
      <dd className={strong ? 'font-semibold text-ink tabular-nums' : 'text-ink tabular-nums'}>
        {formatMoney(value)}
      </dd>
    </div>
  );
}

function LimitsSummary({ limits }: { limits: Limits }) {
  const { t } = useLingui();
  const { rolling_30_days: rolling } = limits;
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted">
        <Trans>
          Your level: <span className="font-semibold text-ink">{limits.tier_title}</span>
        </Trans>
      </p>
      <dl className="divide-y divide-line">
        <Row term={t`Per transfer`} value={limits.per_transfer} />
        <Row term={t`30-day limit`} value={rolling.limit} />
        <Row term={t`Used in the last 30 days`} value={rolling.used} />
        <Row term={t`Remaining`} value={rolling.remaining} strong />
      </dl>
      <UsageBar used={rolling.used} limit={rolling.limit} />
      {!limits.can_send && limits.stop ? (
        <Alert tone="info" title={t`You can't send money yet`}>
          <p>{limits.stop.message}</p>
          {limits.stop.next_step ? (
            <p className="mt-2">
              <StepLink route={limits.stop.next_step.route}>{limits.stop.next_step.title}</StepLink>
            </p>
          ) : null}
        </Alert>
      ) : limits.next_step ? (
        <p className="text-sm text-ink">
          <Trans>
            Raise your limits:{' '}
            <StepLink route={limits.next_step.route}>{limits.next_step.title}</StepLink>
          </Trans>
        </p>
      ) : null}
    </div>
  );
}

/**
 * The summary's shape while it loads, line for line (the level, four rows, the bar and the
 * next step), so that nothing below it moves when the numbers arrive.
 */
function LimitsSkeleton() {
  const { t } = useLingui();
  return (
    <LoadingRegion label={t`Loading your limits`}>
      <div className="space-y-4">
        <Skeleton className="h-5 w-48" />
        <div className="divide-y divide-line">
          {['w-24', 'w-28', 'w-44', 'w-20'].map((width) => (
            <div key={width} className="flex items-center justify-between py-2">
              <Skeleton className={`h-5 ${width}`} />
              <Skeleton className="h-6 w-24" />
            </div>
          ))}
        </div>
        <Skeleton className="h-2.5 w-full rounded-full" />
        <Skeleton className="h-5 w-56" />
      </div>
    </LoadingRegion>
  );
}

/** The dashboard's "Your limits": the tier, per transfer, and the 30-day limit used and left. */
export function LimitsCard() {
  const { t } = useLingui();
  const limits = useQuery(limitsQueryOptions());
  return (
    <Card title={t`Your limits`} icon={<Gauge aria-hidden="true" className="size-5" />}>
      {limits.isPending ? (
        <LimitsSkeleton />
      ) : limits.isError ? (
        <Alert tone="error">
          <p>
            <Trans>We could not load your limits.</Trans>
          </p>
          <Button variant="secondary" className="mt-3" onClick={() => void limits.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </Alert>
      ) : (
        <LimitsSummary limits={limits.data} />
      )}
    </Card>
  );
}
