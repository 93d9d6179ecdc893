import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { jobs } from '../../db/schema';

export type JobHandler = (payload: unknown) => Promise<void>;

/** How long a claimed job is reserved for its worker before another may take it over. */
const LEASE_SECONDS = 120;
const BATCH = 10;

/** Exponential backoff: 5 s, 10 s, 20 s … capped at 30 minutes. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(5 * 2 ** Math.max(0, attempts - 1), 1800);
}

/**
 * A Postgres-backed job queue. Jobs are rows: enqueueing inside the caller's transaction makes
 * "state change + mail about it" atomic, and a crash between claim and completion only delays
 * the job until its lease runs out. Works the same on PGlite and on PostgreSQL.
 */
export function jobQueue(db: Database) {
  const handlers = new Map<string, JobHandler>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = true;

  async function claim() {
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          and(
            isNull(jobs.completedAt),
            isNull(jobs.failedAt),
            lte(jobs.runAt, sql`now()`),
            or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, sql`now()`)),
          ),
        )
        .orderBy(jobs.runAt)
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(jobs)
        .set({
          lockedUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})`,
          attempts: sql`${jobs.attempts} + 1`,
        })
        .where(sql`${jobs.id} in ${due.map((j) => j.id)}`)
        .returning();
    });
  }

  async function runDue(log?: FastifyBaseLogger): Promise<number> {
    const claimed = await claim();
    for (const job of claimed) {
      const handler = handlers.get(job.name);
      try {
        if (!handler) throw new Error(`no handler for job ${job.name}`);
        await handler(job.payload);
        await db
          .update(jobs)
          // Payloads may hold one-time secrets (codes, reset links): gone once delivered.
          .set({ completedAt: sql`now()`, lockedUntil: null, lastError: null, payload: {} })
          .where(eq(jobs.id, job.id));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const giveUp = job.attempts >= job.maxAttempts;
        log?.warn({ job: job.name, jobId: job.id, attempts: job.attempts, giveUp }, message);
        await db
          .update(jobs)
          .set({
            lockedUntil: null,
            lastError: message.slice(0, 1000),
            ...(giveUp
              ? { failedAt: sql`now()` }
              : { runAt: sql`now() + make_interval(secs => ${retryDelaySeconds(job.attempts)})` }),
          })
          .where(eq(jobs.id, job.id));
      }
    }
    return claimed.length;
  }

  let pollMs = 1000;
  let log: FastifyBaseLogger | undefined;
  /** A nudge that came while a pass was running: run another pass straight after. */
  let again = false;

  function schedule(delay: number) {
    clearTimeout(timer);
    timer = setTimeout(() => {
      running = pass().finally(() => {
        running = undefined;
        if (stopped) return;
        schedule(again ? 0 : pollMs);
        again = false;
      });
    }, delay);
  }

  async function pass() {
    try {
      // Drain: keep going while batches come back full.
      while (!stopped && (await runDue(log)) === BATCH);
    } catch (error) {
      log?.error({ err: error }, 'job worker failed');
    }
  }

  const queue = {
    register(name: string, handler: JobHandler) {
      handlers.set(name, handler);
    },

    /** Adds a job; pass the transaction when the job belongs to a state change. */
    async enqueue(
      name: string,
      payload: unknown,
      executor: Pick<Database, 'insert'> = db,
      runAt?: Date,
    ) {
      await executor.insert(jobs).values({ name, payload, ...(runAt && { runAt }) });
      queue.nudge();
    },

    /** Runs every due job now (tests, and the worker loop). */
    runDue,

    /** Asks the worker to look now instead of at its next tick. */
    nudge() {
      if (stopped) return;
      if (running) again = true;
      else schedule(0);
    },

    start(options: { pollMs: number; log: FastifyBaseLogger }) {
      ({ pollMs, log } = options);
      stopped = false;
      schedule(0);
    },

    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
  return queue;
}
export type JobQueue = ReturnType<typeof jobQueue>;
