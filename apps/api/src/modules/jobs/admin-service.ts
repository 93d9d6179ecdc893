import type { Database } from '../../db/client';
import type { StaffActor } from '../audit/audit';
import type { AuditRepository } from '../audit/repository';
import type { JobQueue } from './queue';
import type { JobRow } from './repository';

/** What the audit log keeps of a job: never its payload, which may hold one-time secrets. */
const auditedJob = (job: JobRow) => ({
  id: job.id,
  name: job.name,
  attempts: job.attempts,
  last_error: job.lastError,
  failed_at: job.failedAt,
  run_at: job.runAt,
});

/** The job queue's dead letters for staff: listed, and run again with an audit line. */
export function jobAdminService(deps: {
  queue: Pick<JobQueue, 'deadLetters' | 'retryIn'>;
  transaction: <T>(work: (tx: Database) => Promise<T>) => Promise<T>;
  audit: Pick<AuditRepository, 'append'>;
}) {
  const { queue, transaction, audit } = deps;
  return {
    failed: (limit: number) => queue.deadLetters(limit),

    async retry(actor: StaffActor, id: string): Promise<void> {
      await transaction(async (tx) => {
        const { before, after } = await queue.retryIn(tx, id);
        await audit.append(tx, actor, {
          action: 'job.retry',
          targetType: 'job',
          targetId: after.id,
          before: auditedJob(before),
          after: auditedJob(after),
        });
      });
    },
  };
}
export type JobAdminService = ReturnType<typeof jobAdminService>;
