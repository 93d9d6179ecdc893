import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@homeward/ui/card';
import { SelectField } from '@/components/select-field';
import { EmptyState, ErrorState, LoadingState } from '@/components/states';
import { proposalsQueryOptions } from '../api/proposals';
import { ProposalCard } from '../components/proposal-card';

export function Component() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? 'pending';
  const proposals = useQuery(proposalsQueryOptions(status));
  return (
    <>
      <PageHeader
        title="Approvals"
        subtitle="Four eyes: large releases and price changes wait here for a second officer. You cannot approve your own."
      />
      <SelectField
        label="Show"
        className="mb-6 max-w-xs"
        value={status}
        onChange={(event) => setParams({ status: event.target.value })}
      >
        <option value="pending">Waiting for approval</option>
        <option value="approved">Approved</option>
        <option value="rejected">Rejected</option>
      </SelectField>
      {proposals.isPending ? (
        <LoadingState label="Loading proposals" />
      ) : proposals.isError ? (
        <ErrorState error={proposals.error} onRetry={() => void proposals.refetch()} />
      ) : proposals.data.data.length === 0 ? (
        <EmptyState title="Nothing waiting">No proposal matches this filter.</EmptyState>
      ) : (
        <ul className="grid grid-cols-1 gap-4 xl:grid-cols-2">
          {proposals.data.data.map((proposal) => (
            <li key={proposal.id}>
              <ProposalCard proposal={proposal} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
