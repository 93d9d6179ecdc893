import type { Proposal } from '@homeward/contract';
import type { ProposalView } from './repository';

export function presentProposal(row: ProposalView): Proposal {
  return {
    id: row.id,
    kind: row.kind as Proposal['kind'],
    summary: row.summary,
    payload: row.payload as Record<string, unknown>,
    status: row.status as Proposal['status'],
    proposed_by: row.proposerEmail,
    decided_by: row.deciderEmail,
    decision_reason: row.decisionReason,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}
