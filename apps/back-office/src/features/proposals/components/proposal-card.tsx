import type { Proposal } from '@homeward/contract';
import { useState } from 'react';
import { Alert } from '@homeward/ui/alert';
import { Badge, statusTone } from '@/components/badge';
import { Button } from '@/components/button';
import { ReasonDialog } from '@/components/reason-dialog';
import { failureMessage } from '@/lib/api-client';
import { formatDateTime, humanize } from '@/lib/format';
import { useApproveProposal, useRejectProposal } from '../api/proposals';

const kindTitles: Record<Proposal['kind'], string> = {
  release_hold: 'Release a held transfer',
  rate: 'Change a rate',
  corridor: 'Change a corridor',
  fee: 'Change a fee',
};

/** One proposal awaiting a second officer: what it changes, who proposed it, the decision. */
export function ProposalCard({ proposal }: { proposal: Proposal }) {
  const approve = useApproveProposal();
  const reject = useRejectProposal();
  const [rejecting, setRejecting] = useState(false);
  const headingId = `proposal-${proposal.id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-card bg-surface p-5 shadow-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={headingId} className="font-semibold text-ink">
          {kindTitles[proposal.kind]}
        </h2>
        <Badge tone={statusTone(proposal.status)}>{humanize(proposal.status)}</Badge>
      </div>
      <p className="mt-2 text-ink">{proposal.summary}</p>
      <p className="mt-1 text-sm text-muted">
        Proposed by {proposal.proposed_by} · {formatDateTime(proposal.created_at)}
      </p>
      {proposal.decided_by ? (
        <p className="mt-1 text-sm text-muted">
          Decided by {proposal.decided_by} · {formatDateTime(proposal.decided_at)}
          {proposal.decision_reason ? ` — ${proposal.decision_reason}` : ''}
        </p>
      ) : null}
      {approve.error ? (
        <Alert tone="error" title="Not approved" className="mt-3">
          {failureMessage(approve.error)}
        </Alert>
      ) : null}
      {approve.isSuccess ? (
        <Alert tone="info" className="mt-3">
          Approved: the change is made.
        </Alert>
      ) : null}
      {proposal.status === 'pending' && !approve.isSuccess ? (
        <div className="mt-4 flex flex-wrap gap-3">
          <Button loading={approve.isPending} onClick={() => approve.mutate(proposal.id)}>
            Approve
          </Button>
          <Button variant="secondary" onClick={() => setRejecting(true)}>
            Reject
          </Button>
        </div>
      ) : null}
      {rejecting ? (
        <ReasonDialog
          title="Reject this proposal?"
          description={proposal.summary}
          confirmLabel="Reject proposal"
          danger
          onConfirm={(reason) => reject.mutateAsync({ id: proposal.id, reason })}
          onDismiss={() => setRejecting(false)}
        />
      ) : null}
    </article>
  );
}
