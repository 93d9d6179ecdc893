import type { Database } from '../../db/client';
import { Conflict, NotFound } from '../../lib/domain-errors';
import type { JobRepository, JobRow } from './repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Where a job stands, in words for the operator. */
function standing(job: JobRow): string {
  if (job.completedAt) return 'it has completed';
  if (job.lockedUntil && job.lockedUntil > new Date()) return 'it is running';
  return 'it is waiting to run';
}

/**
 * What operations see of the queue and do to it: the dead letters (jobs that used all their
 * attempts), putting one back, and the counts monitoring alerts on.
 */
export function jobOperations(
  jobs: Pick<JobRepository, 'find' | 'deadLetters' | 'revive' | 'deadLetterCounts' | 'readyCount'>,
) {
  /** Puts a dead letter back to run now, with all its attempts; anything else is refused. */
  async function revive(id: string, tx?: Database) {
    // Not a UUID names no job (and must not reach the database as a cast error).
    const found = UUID.test(id) ? await jobs.find(id, tx) : undefined;
    if (!found) throw new NotFound(`No job ${id}.`);
    const revived = await jobs.revive(found.id, tx);
    if (!revived) throw new Conflict(`Job ${id} is not a dead letter: ${standing(found)}.`);
    return { before: found, after: revived };
  }

  return {
    deadLetters: (limit: number) => jobs.deadLetters(limit),

    /** Runs a dead letter again now, with all its attempts; anything else is refused. */
    retry: async (id: string): Promise<JobRow> => (await revive(id)).after,

    /** The same inside the caller's transaction (a staff action and its audit line), with the job before. */
    retryIn: (tx: Database, id: string) => revive(id, tx),

    deadLetterCounts: () => jobs.deadLetterCounts(),
    readyCount: () => jobs.readyCount(),
  };
}
