import { caseStatuses, caseStatusSchema, type CaseStatus } from '@homeward/contract';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '@homeward/ui/card';
import { SelectField } from '@/components/select-field';
import { EmptyState, ErrorState, LoadingState } from '@/components/states';
import { Cell, Table } from '@/components/table';
import { formatDateTime } from '@/lib/format';
import { pathTo } from '@/lib/paths';
import { casesQueryOptions } from '../api/cases';
import { CustomerLink } from '../components/customer-link';
import { ago, caseStatusLabel, formatScore, subjectTypeLabel, triggerLabel } from '../words';

const emptyNotes: Record<CaseStatus, string> = {
  open: 'No screening hit is waiting for a decision.',
  cleared: 'No case has been cleared yet.',
  confirmed: 'No match has been confirmed yet.',
};

export function Component() {
  const [params, setParams] = useSearchParams();
  const status = caseStatusSchema.catch('open').parse(params.get('status') ?? 'open');
  const cases = useQuery(casesQueryOptions(status));
  const decided = status !== 'open';
  return (
    <>
      <PageHeader
        title="Cases"
        subtitle="Screening hits and monitoring alerts, waiting for compliance to decide."
      />
      <SelectField
        label="Show"
        className="mb-6 max-w-xs"
        value={status}
        onChange={(event) => setParams({ status: event.target.value })}
      >
        {caseStatuses.map((value) => (
          <option key={value} value={value}>
            {caseStatusLabel[value]}
          </option>
        ))}
      </SelectField>
      {cases.isPending ? (
        <LoadingState label="Loading cases" />
      ) : cases.isError ? (
        <ErrorState error={cases.error} onRetry={() => void cases.refetch()} />
      ) : cases.data.data.length === 0 ? (
        <EmptyState title="No cases here">{emptyNotes[status]}</EmptyState>
      ) : (
        <Table
          caption="Cases"
          head={[
            'Case',
            'Screened',
            'Customer',
            'Top score',
            'Hits or alerts',
            'What screened them',
            'Opened',
            ...(decided ? ['Decided'] : []),
          ]}
        >
          {cases.data.data.map((summary) => (
            <tr key={summary.id}>
              <Cell>
                <Link
                  to={pathTo('case', { id: summary.id })}
                  className="font-mono font-semibold text-brand-700 hover:underline"
                >
                  {summary.reference}
                </Link>
              </Cell>
              <Cell>
                <p className="font-semibold text-ink">{summary.subject_name}</p>
                <p className="text-xs text-muted">{subjectTypeLabel[summary.subject_type]}</p>
              </Cell>
              <Cell>
                <CustomerLink customer={summary.customer} />
              </Cell>
              <Cell className="font-semibold tabular-nums">
                {summary.kind === 'monitoring' ? '—' : formatScore(summary.top_score)}
              </Cell>
              <Cell className="tabular-nums">
                {summary.kind === 'monitoring'
                  ? `${summary.alert_count} ${summary.alert_count === 1 ? 'alert' : 'alerts'}`
                  : summary.hit_count}
              </Cell>
              <Cell>{triggerLabel(summary.trigger)}</Cell>
              <Cell className="whitespace-nowrap">
                {formatDateTime(summary.opened_at)}
                <p className="text-xs text-muted">{ago(summary.opened_at)}</p>
              </Cell>
              {decided ? (
                <Cell className="whitespace-nowrap">{formatDateTime(summary.decided_at)}</Cell>
              ) : null}
            </tr>
          ))}
        </Table>
      )}
    </>
  );
}
