import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { staffMembers, staffProposals } from '../../db/schema';

export type ProposalRow = typeof staffProposals.$inferSelect;
export type ProposalStatus = 'pending' | 'approved' | 'rejected';

/** A proposal with the emails of who proposed and who decided it. */
export interface ProposalView extends ProposalRow {
  proposerEmail: string;
  deciderEmail: string | null;
}

/** Four-eyes proposals: one pending per target (a unique index), decided once. */
export function proposalRepository(db: Database) {
  const decider = db
    .select({ id: staffMembers.id, email: staffMembers.email })
    .from(staffMembers)
    .as('decider');

  async function views(where: ReturnType<typeof eq> | undefined, limit: number) {
    const rows = await db
      .select({
        proposal: staffProposals,
        proposerEmail: staffMembers.email,
        deciderEmail: decider.email,
      })
      .from(staffProposals)
      .innerJoin(staffMembers, eq(staffMembers.id, staffProposals.proposedBy))
      .leftJoin(decider, eq(decider.id, staffProposals.decidedBy))
      .where(where)
      .orderBy(desc(staffProposals.createdAt), desc(staffProposals.id))
      .limit(limit);
    return rows.map((row): ProposalView => ({
      ...row.proposal,
      proposerEmail: row.proposerEmail,
      deciderEmail: row.deciderEmail,
    }));
  }

  return {
    /**
     * Adds a pending proposal; undefined when one is already pending for its target. ON
     * CONFLICT, not a caught unique violation: that would abort the caller's transaction.
     */
    async insert(values: {
      kind: string;
      summary: string;
      payload: Record<string, unknown>;
      target: string;
      proposedBy: string;
    }): Promise<ProposalRow | undefined> {
      const [row] = await db
        .insert(staffProposals)
        .values(values)
        .onConflictDoNothing()
        .returning();
      return row;
    },

    async find(id: string): Promise<ProposalView | undefined> {
      const [found] = await views(eq(staffProposals.id, id), 1);
      return found;
    },

    list(status: ProposalStatus | undefined, limit: number): Promise<ProposalView[]> {
      return views(status ? eq(staffProposals.status, status) : undefined, limit);
    },

    /** Rejects what is pending for a target (its subject moved on without it); the rows decided. */
    rejectPendingFor(target: string, decision: { decidedBy: string; reason: string }) {
      return db
        .update(staffProposals)
        .set({
          status: 'rejected',
          decidedBy: decision.decidedBy,
          decisionReason: decision.reason,
          decidedAt: new Date(),
        })
        .where(and(eq(staffProposals.target, target), eq(staffProposals.status, 'pending')))
        .returning();
    },

    /**
     * Decides a pending proposal: compare-and-set on its status, so of two officers deciding at
     * once only one changes it (the other waits for the first's commit, then matches nothing).
     */
    async decide(
      id: string,
      decision: { status: 'approved' | 'rejected'; decidedBy: string; reason: string | null },
    ): Promise<ProposalRow | undefined> {
      const [row] = await db
        .update(staffProposals)
        .set({
          status: decision.status,
          decidedBy: decision.decidedBy,
          decisionReason: decision.reason,
          decidedAt: new Date(),
        })
        .where(and(eq(staffProposals.id, id), eq(staffProposals.status, 'pending')))
        .returning();
      return row;
    },
  };
}
export type ProposalRepository = ReturnType<typeof proposalRepository>;
