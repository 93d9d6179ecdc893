import type { ScheduleReview } from '@homeward/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert } from '@homeward/ui/alert';
import { Card, PageHeader } from '@homeward/ui/card';
import { SkeletonRows } from '@homeward/ui/skeleton';
import { Button } from '@/components/button';
import { Checkbox } from '@/components/checkbox';
import { ApiError } from '@/lib/api-client';
import { describeFirstProblem } from '@/lib/describe-failure';
import { formatCalendarDate, formatDateTime, formatRate } from '@/lib/format';
import { paths, pathTo } from '@/lib/paths';
import { scheduleReviewQueryOptions, useConfirmSchedule } from '../api/schedules';

interface ScheduleReviewRouteProps {
  /** The price as the wizard's review shows it (composed in: features do not import each other). */
  renderPrice: (review: ScheduleReview) => ReactNode;
}

function RateMove({ review }: { review: ScheduleReview }) {
  const { t } = useLingui();
  const move = review.rate_move;
  if (!move) return null;
  const { send_amount, receive_amount } = review.quote;
  const rate = (value: string) => formatRate(value, send_amount.currency, receive_amount.currency);
  const previous = rate(move.previous_rate);
  const current = rate(move.current_rate);
  const change = `${move.percent > 0 ? '+' : ''}${move.percent}`;
  const threshold = move.threshold_percent;
  return (
    <Alert tone="error" title={t`The rate has changed`}>
      <p>
        <Trans>
          Your last rate was {previous}; today it is {current} ({change}%). You asked us to check
          with you when it moves more than {threshold}%.
        </Trans>
      </p>
    </Alert>
  );
}

/**
 * The prepared transfer of a schedule: its new price (a fresh one if the last expired), and one
 * button that confirms it and goes to payment. A rate past the customer's threshold must be
 * accepted first.
 */
export function ScheduleReviewRoute({ renderPrice }: ScheduleReviewRouteProps) {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const review = useQuery(scheduleReviewQueryOptions(id));
  const confirm = useConfirmSchedule(id);
  const [key] = useState(() => crypto.randomUUID());
  const [accepted, setAccepted] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  if (review.isPending) {
    return (
      <div className="mx-auto max-w-2xl">
        <PageHeader title={t`Your scheduled transfer`} />
        <SkeletonRows label={t`Preparing your price`} count={5} />
      </div>
    );
  }
  if (review.isError) {
    const nothing = review.error instanceof ApiError && review.error.status === 404;
    return (
      <div className="mx-auto max-w-2xl">
        <PageHeader title={t`Your scheduled transfer`} />
        <Alert tone={nothing ? 'info' : 'error'}>
          <p>
            {nothing
              ? t`There is no transfer waiting for you to confirm on this schedule.`
              : review.error instanceof ApiError
                ? review.error.message
                : t`We could not load your scheduled transfer.`}
          </p>
          {nothing ? (
            <Link to={paths.schedules} className="mt-2 inline-block font-semibold underline">
              <Trans>See your schedules</Trans>
            </Link>
          ) : (
            <Button variant="secondary" className="mt-3" onClick={() => void review.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          )}
        </Alert>
      </div>
    );
  }

  const data = review.data;
  const name = data.schedule.recipient.full_name;
  const day = formatCalendarDate(data.occurrence.date);
  const holdsUntil = formatDateTime(data.quote.expires_at);
  const needsYes = data.rate_move !== null;
  const stop = data.quote.limit_stop;
  const submit = () => {
    setRefusal(null);
    if (needsYes && !accepted) {
      setRefusal(t`Tick the box to accept the new rate, or skip this one from your schedules.`);
      return;
    }
    confirm.mutate(
      { key, body: needsYes ? { rate_move_accepted: true } : {} },
      {
        onSuccess: (transfer) =>
          void navigate(pathTo('makePayment', { transactionId: transfer.id })),
        onError: (error) => setRefusal(describeFirstProblem(error)),
      },
    );
  };

  return (
    <div className="mx-auto max-w-2xl space-y-5">
      <PageHeader
        title={t`Your transfer to ${name}`}
        subtitle={
          <Trans>
            Scheduled for {day}. This price holds until {holdsUntil}; after that, opening this page
            gets a new one.
          </Trans>
        }
      />
      <RateMove review={data} />
      <Card id="check-and-pay" title={t`Check and pay`}>
        {renderPrice(data)}
        {stop ? (
          <Alert tone="error" className="mt-4" title={t`You can't send this yet`}>
            {stop.message}
          </Alert>
        ) : null}
        {needsYes ? (
          <Checkbox
            className="mt-4"
            label={t`I accept the new rate`}
            checked={accepted}
            onChange={(event) => setAccepted(event.target.checked)}
          />
        ) : null}
        {refusal ? (
          <Alert tone="error" className="mt-4">
            {refusal}
          </Alert>
        ) : null}
        <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <Link
            to={paths.schedules}
            className="inline-flex min-h-11 items-center font-semibold text-brand-800"
          >
            <Trans>Back to schedules</Trans>
          </Link>
          <Button onClick={submit} loading={confirm.isPending} disabled={Boolean(stop)}>
            <Trans>Confirm and pay</Trans>
          </Button>
        </div>
      </Card>
    </div>
  );
}
