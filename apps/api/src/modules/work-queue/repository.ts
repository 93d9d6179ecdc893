import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { complianceCases, documents, jobs, staffProposals, transfers } from '../../db/schema';

interface Lane {
  count: number;
  oldest: Date | null;
}

/**
 * What waits for staff, counted in one statement: documents to review, held transfers,
 * proposals awaiting a second officer, jobs that gave up, and open compliance cases.
 */
export type WorkQueueRepository = ReturnType<typeof workQueueRepository>;

export function workQueueRepository(db: Database) {
  return {
    async lanes(): Promise<
      Record<'documents' | 'holds' | 'proposals' | 'failedJobs' | 'cases', Lane>
    > {
      const lane = (count: unknown, oldest: unknown): Lane => ({
        count: Number(count ?? 0),
        oldest: oldest ? new Date(String(oldest)) : null,
      });
      // Both drivers answer raw SQL with `rows`; drizzle's shared type leaves it unknown.
      const result = (await db.execute(sql`
        select
          (select count(*) from ${documents} where ${documents.statusCode} in ('pending', 'in_review')) as documents,
          (select min(${documents.createdAt}) from ${documents} where ${documents.statusCode} in ('pending', 'in_review')) as documents_oldest,
          (select count(*) from ${transfers} where ${transfers.status} = 'on_hold') as holds,
          (select min(${transfers.updatedAt}) from ${transfers} where ${transfers.status} = 'on_hold') as holds_oldest,
          (select count(*) from ${staffProposals} where ${staffProposals.status} = 'pending') as proposals,
          (select min(${staffProposals.createdAt}) from ${staffProposals} where ${staffProposals.status} = 'pending') as proposals_oldest,
          (select count(*) from ${jobs} where ${jobs.failedAt} is not null) as failed_jobs,
          (select min(${jobs.failedAt}) from ${jobs} where ${jobs.failedAt} is not null) as failed_jobs_oldest,
          (select count(*) from ${complianceCases} where ${complianceCases.status} = 'open') as cases,
          (select min(${complianceCases.createdAt}) from ${complianceCases} where ${complianceCases.status} = 'open') as cases_oldest
      `)) as unknown as { rows: Record<string, unknown>[] };
      const row = result.rows[0] ?? {};
      return {
        documents: lane(row.documents, row.documents_oldest),
        holds: lane(row.holds, row.holds_oldest),
        proposals: lane(row.proposals, row.proposals_oldest),
        failedJobs: lane(row.failed_jobs, row.failed_jobs_oldest),
        cases: lane(row.cases, row.cases_oldest),
      };
    },
  };
}
