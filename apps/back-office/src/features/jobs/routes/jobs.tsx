import { staffMay } from '@homeward/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '@homeward/ui/alert';
import { Button } from '@/components/button';
import { PageHeader } from '@homeward/ui/card';
import { EmptyState, ErrorState, LoadingState } from '@/components/states';
import { Cell, Table } from '@/components/table';
import { useStaffSession } from '@/features/auth/api/session';
import { failureMessage } from '@/lib/api-client';
import { formatDateTime, humanize } from '@/lib/format';
import { failedJobsQueryOptions, useRetryJob } from '../api/jobs';

export function Component() {
  const jobs = useQuery(failedJobsQueryOptions);
  const retry = useRetryJob();
  const mayRetry = staffMay(useStaffSession()?.staff.roles ?? [], 'jobs.retry');
  return (
    <>
      <PageHeader title="Failed jobs" subtitle="Background work that gave up after its retries." />
      {retry.error ? (
        <Alert tone="error" title="Not retried" className="mb-4">
          {failureMessage(retry.error)}
        </Alert>
      ) : null}
      {retry.isSuccess ? (
        <Alert tone="info" className="mb-4">
          The job is queued again.
        </Alert>
      ) : null}
      {jobs.isPending ? (
        <LoadingState label="Loading failed jobs" />
      ) : jobs.isError ? (
        <ErrorState error={jobs.error} onRetry={() => void jobs.refetch()} />
      ) : jobs.data.data.length === 0 ? (
        <EmptyState title="No failed jobs">Everything ran.</EmptyState>
      ) : (
        <Table
          caption="Failed jobs"
          head={['Job', 'Attempts', 'Last error', 'Failed', ...(mayRetry ? ['Action'] : [])]}
        >
          {jobs.data.data.map((job) => (
            <tr key={job.id}>
              <Cell className="font-semibold">{humanize(job.name)}</Cell>
              <Cell className="tabular-nums">{job.attempts}</Cell>
              <Cell className="max-w-md font-mono text-xs break-words">
                {job.last_error ?? '—'}
              </Cell>
              <Cell className="whitespace-nowrap">{formatDateTime(job.failed_at)}</Cell>
              {mayRetry ? (
                <Cell>
                  <Button
                    variant="secondary"
                    size="sm"
                    loading={retry.isPending && retry.variables === job.id}
                    aria-label={`Retry ${humanize(job.name)}`}
                    onClick={() => retry.mutate(job.id)}
                  >
                    Retry
                  </Button>
                </Cell>
              ) : null}
            </tr>
          ))}
        </Table>
      )}
    </>
  );
}
