import {
  and,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/client';
import { jobs } from '../../db/schema';

export type JobRow = typeof jobs.$inferSelect;

/**
 * A claimed job and its lease. `lease` is the row's `locked_until` exactly as the database holds
 * it (text keeps the microseconds a JavaScript Date would drop): every claim or renewal sets
 * `now() + lease`, later than any earlier value, so a worker whose lease was taken over (or put
 * back by operations) can never match the row again. It is the fencing token.
 */
export interface ClaimedJob extends JobRow {
  lease: string;
}

/** Ready to run: due, unfinished, and not held by a live lease. */
const dueAndFree = and(
  isNull(jobs.completedAt),
  isNull(jobs.failedAt),
  lte(jobs.runAt, sql`now()`),
  or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, sql`now()`)),
);
const interval = (ms: number) => sql`make_interval(secs => ${ms / 1000})`;
const heldWith = (id: string, lease: string) =>
  and(eq(jobs.id, id), eq(jobs.lockedUntil, sql`${lease}::timestamptz`));
const leaseText = sql<string>`${jobs.lockedUntil}::text`;

/** The job queue's rows. Methods that can join a caller's transaction take it last. */
export function jobRepository(db: Database) {
  return {
    /**
     * Adds a job unless one with the same key exists; true when added. ON CONFLICT, not a
     * caught unique violation: on PostgreSQL that would abort the caller's transaction.
     */
    async add(
      job: {
        name: string;
        payload: unknown;
        runAt?: Date | undefined;
        key?: string | undefined;
        traceparent?: string | undefined;
      },
      tx: Pick<Database, 'insert'> = db,
    ): Promise<boolean> {
      const added = await tx
        .insert(jobs)
        .values({
          name: job.name,
          payload: job.payload,
          ...(job.traceparent !== undefined && { traceparent: job.traceparent }),
          ...(job.runAt && { runAt: job.runAt }),
          ...(job.key !== undefined && { key: job.key }),
        })
        .onConflictDoNothing({ target: jobs.key })
        .returning({ id: jobs.id });
      return added.length > 0;
    },

    /** The ids of the jobs ready now, oldest first: what one pass of a worker will try. */
    async readyIds(limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: jobs.id })
        .from(jobs)
        .where(dueAndFree)
        .orderBy(jobs.runAt)
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /**
     * Claims this job for one lease, counting the attempt, if it is still ready: of two workers
     * claiming it at once, the second waits for the first's update, sees the lease and gets
     * nothing.
     */
    async claim(id: string, leaseMs: number): Promise<ClaimedJob | undefined> {
      const [claimed] = await db
        .update(jobs)
        .set({
          lockedUntil: sql`now() + ${interval(leaseMs)}`,
          attempts: sql`${jobs.attempts} + 1`,
        })
        .where(and(eq(jobs.id, id), dueAndFree))
        .returning({ ...getTableColumns(jobs), lease: leaseText });
      return claimed;
    },

    /** Renews a lease this worker still holds; the new lease, or undefined when it was lost. */
    async extend(id: string, lease: string, leaseMs: number): Promise<string | undefined> {
      const [renewed] = await db
        .update(jobs)
        .set({ lockedUntil: sql`now() + ${interval(leaseMs)}` })
        .where(heldWith(id, lease))
        .returning({ lease: leaseText });
      return renewed?.lease;
    },

    /** Marks the job done if this worker still holds it; false when the lease was lost. */
    async complete(id: string, lease: string): Promise<boolean> {
      const done = await db
        .update(jobs)
        // Payloads may hold one-time secrets (codes, reset links): gone once delivered.
        .set({ completedAt: sql`now()`, lockedUntil: null, lastError: null, payload: {} })
        .where(heldWith(id, lease))
        .returning({ id: jobs.id });
      return done.length > 0;
    },

    /**
     * Records a failure if this worker still holds the job: tried again after `retryInSeconds`,
     * or, when that is null, given up (a dead letter). False when the lease was lost.
     */
    async fail(
      id: string,
      lease: string,
      error: string,
      retryInSeconds: number | null,
    ): Promise<boolean> {
      const failed = await db
        .update(jobs)
        .set({
          lockedUntil: null,
          lastError: error.slice(0, 1000),
          ...(retryInSeconds === null
            ? { failedAt: sql`now()` }
            : { runAt: sql`now() + make_interval(secs => ${retryInSeconds})` }),
        })
        .where(heldWith(id, lease))
        .returning({ id: jobs.id });
      return failed.length > 0;
    },

    find(id: string, tx: Database = db): Promise<JobRow | undefined> {
      return tx
        .select()
        .from(jobs)
        .where(eq(jobs.id, id))
        .then(([row]) => row);
    },

    /** The dead letters, most recent first. */
    deadLetters(limit: number): Promise<JobRow[]> {
      return db
        .select()
        .from(jobs)
        .where(isNotNull(jobs.failedAt))
        .orderBy(desc(jobs.failedAt))
        .limit(limit);
    },

    /** Puts a dead letter back to run now with all its attempts; undefined if it is not one. */
    async revive(id: string, tx: Database = db): Promise<JobRow | undefined> {
      const [revived] = await tx
        .update(jobs)
        .set({ failedAt: null, attempts: 0, runAt: sql`now()`, lockedUntil: null })
        .where(and(eq(jobs.id, id), isNotNull(jobs.failedAt)))
        .returning();
      return revived;
    },

    async deadLetterCounts(): Promise<{ name: string; count: number }[]> {
      return db
        .select({ name: jobs.name, count: sql<number>`count(*)::int` })
        .from(jobs)
        .where(isNotNull(jobs.failedAt))
        .groupBy(jobs.name);
    },

    /** Jobs ready to run that no worker has taken yet: the backlog. */
    async readyCount(): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(jobs)
        .where(dueAndFree);
      return row?.count ?? 0;
    },

    /**
     * Deletes up to `limit` jobs completed more than `retentionMs` ago; how many it deleted.
     * In slices, so a long backlog never becomes one long-locking statement.
     */
    async deleteCompleted(retentionMs: number, limit: number): Promise<number> {
      const old = db
        .select({ id: jobs.id })
        .from(jobs)
        .where(lte(jobs.completedAt, sql`now() - ${interval(retentionMs)}`))
        .limit(limit);
      const deleted = await db.delete(jobs).where(inArray(jobs.id, old)).returning({ id: jobs.id });
      return deleted.length;
    },
  };
}
export type JobRepository = ReturnType<typeof jobRepository>;
