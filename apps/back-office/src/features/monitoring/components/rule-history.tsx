import type { MonitoringRuleCode } from '@homeward/contract';
import { useQuery } from '@tanstack/react-query';
import { EmptyState, ErrorState, LoadingState } from '@/components/states';
import { Cell, Table } from '@/components/table';
import { formatDateTime } from '@/lib/format';
import { ruleHistoryQueryOptions } from '../api/rules';
import { stateInWords } from '../words';

/** Every change to a rule, newest first: who, when, before and after. */
export function RuleHistory({ code, title }: { code: MonitoringRuleCode; title: string }) {
  const history = useQuery(ruleHistoryQueryOptions(code));
  if (history.isPending) return <LoadingState label="Loading the history" />;
  if (history.isError) {
    return <ErrorState error={history.error} onRetry={() => void history.refetch()} />;
  }
  if (history.data.data.length === 0) {
    return <EmptyState title="Not changed since it was set up" />;
  }
  return (
    <Table caption={`History of ${title}`} head={['When', 'Who', 'Before', 'After']}>
      {history.data.data.map((version) => (
        <tr key={version.id}>
          <Cell className="whitespace-nowrap">{formatDateTime(version.changed_at)}</Cell>
          <Cell>{version.changed_by}</Cell>
          <Cell>{stateInWords(code, version.before)}</Cell>
          <Cell>{stateInWords(code, version.after)}</Cell>
        </tr>
      ))}
    </Table>
  );
}
