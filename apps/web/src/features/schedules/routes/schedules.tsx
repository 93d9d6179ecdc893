import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '@homeward/ui/alert';
import { Card, PageHeader } from '@homeward/ui/card';
import { SkeletonRows } from '@homeward/ui/skeleton';
import { Button } from '@/components/button';
import { schedulesQueryOptions } from '../api/schedules';
import { ScheduleItem } from '../components/schedule-item';

/** Scheduled transfers: each with its next day and actions; stopped ones after. */
export function SchedulesRoute() {
  const { t } = useLingui();
  const schedules = useQuery(schedulesQueryOptions());
  const rows = schedules.data?.data ?? [];
  const ordered = [
    ...rows.filter((s) => s.status === 'active'),
    ...rows.filter((s) => s.status === 'stopped'),
  ];
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title={t`Scheduled transfers`}
        subtitle={t`On each day we prepare a new price and ask you to confirm it. Nothing is paid without you.`}
      />
      <Card id="your-schedules" title={t`Your schedules`}>
        {schedules.isPending ? (
          <SkeletonRows label={t`Loading your schedules`} count={3} />
        ) : schedules.isError ? (
          <Alert tone="error">
            <p>
              <Trans>We could not load your schedules.</Trans>
            </p>
            <Button variant="secondary" className="mt-3" onClick={() => void schedules.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </Alert>
        ) : ordered.length === 0 ? (
          <p className="text-muted">
            <Trans>
              You have no scheduled transfers. Open a transfer you made and choose “Repeat” to send
              it again every week, two weeks or month.
            </Trans>
          </p>
        ) : (
          <ul className="space-y-3" aria-label={t`Your schedules`}>
            {ordered.map((schedule) => (
              <ScheduleItem key={schedule.id} schedule={schedule} />
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}

export { SchedulesRoute as Component };
