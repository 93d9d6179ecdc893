import { SpanKind } from '@opentelemetry/api';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { contextOf, currentTraceparent, inSpan } from '../../lib/tracing';
import { keepLease } from './lease';
import { jobOperations } from './operations';
import type { ClaimedJob, JobRepository } from './repository';

/**
 * Runs one job. Delivery is at least once: a handler can run again after it did its work (its
 * node died before recording it, or lost its lease while stalled), so it must be idempotent:
 * check before acting, or act through something that refuses a repeat (a provider's
 * idempotency key, a conditional update).
 */
export type JobHandler = (payload: unknown) => Promise<void>;

export interface QueueSettings {
  /** How long a claim reserves a job for its worker; renewed while the handler runs. */
  leaseMs: number;
  /** How often a running job's lease is renewed (a third of the lease unless given). */
  heartbeatMs: number;
  /** Completed jobs are deleted this long after completion; dead letters are kept. */
  retentionMs: number;
  /** How often the worker loop deletes expired completed jobs. */
  pruneEveryMs: number;
}

/** The most jobs one pass of a worker takes on, before it looks again. */
const BATCH = 10;
const PRUNE_SLICE = 1000;

/** Exponential backoff: 5 s, 10 s, 20 s … capped at 30 minutes. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(5 * 2 ** Math.max(0, attempts - 1), 1800);
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A Postgres-backed job queue. Jobs are rows: enqueueing inside the caller's transaction makes
 * "state change + mail about it" atomic, and a crash between claim and completion only delays
 * the job until its lease runs out. Works the same on PGlite and on PostgreSQL.
 */
export function jobQueue(jobs: JobRepository, options: Partial<QueueSettings> = {}) {
  const leaseMs = options.leaseMs ?? 120_000;
  const settings: QueueSettings = {
    leaseMs,
    heartbeatMs: options.heartbeatMs ?? Math.max(1, Math.floor(leaseMs / 3)),
    retentionMs: options.retentionMs ?? 7 * 86_400_000,
    pruneEveryMs: options.pruneEveryMs ?? 5 * 60_000,
  };
  const handlers = new Map<string, JobHandler>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = true;

  /** Runs a claimed job under its lease; the outcome is recorded only if the lease held. */
  async function perform(job: ClaimedJob, log: FastifyBaseLogger | undefined) {
    const about = { job: job.name, jobId: job.id, attempts: job.attempts };
    const lost = () =>
      log?.warn(about, 'job lost its lease (another worker may run it): its outcome is not kept');
    const lease = keepLease(jobs, job, settings, {
      lost,
      error: (error) => log?.warn({ ...about, err: error }, 'job lease renewal failed'),
    });
    let failure: string | undefined;
    try {
      // The run continues the trace of the request that enqueued the job.
      await inSpan(
        `job ${job.name}`,
        {
          kind: SpanKind.CONSUMER,
          parent: contextOf(job.traceparent),
          attributes: { 'homeward.job.name': job.name, 'homeward.job.attempt': job.attempts },
        },
        async () => {
          const handler = handlers.get(job.name);
          if (!handler) throw new Error(`no handler for job ${job.name}`);
          await handler(job.payload);
        },
      );
    } catch (error) {
      failure = messageOf(error);
    }
    const held = await lease.end();
    if (held === undefined) return;

    if (failure === undefined) {
      if (!(await jobs.complete(job.id, held))) lost();
      return;
    }
    const giveUp = job.attempts >= job.maxAttempts;
    if (
      !(await jobs.fail(job.id, held, failure, giveUp ? null : retryDelaySeconds(job.attempts)))
    ) {
      lost();
    } else if (giveUp) {
      log?.error(
        { ...about, lastError: failure },
        'job used all its attempts and is now a dead letter (npm run ops -- jobs:failed)',
      );
    } else {
      log?.warn(about, failure);
    }
  }

  /**
   * Runs the jobs ready when it starts (newer ones wait for the next pass), claiming each one
   * only as it begins, so no job waits behind another under a lease it cannot renew.
   */
  async function runDue(log?: FastifyBaseLogger): Promise<number> {
    let ran = 0;
    for (const id of await jobs.readyIds(BATCH)) {
      // Gone since the list was read: another node took it, or finished it.
      const job = await jobs.claim(id, settings.leaseMs);
      if (!job) continue;
      await perform(job, log);
      ran += 1;
    }
    return ran;
  }

  /** Deletes completed jobs past retention; how many. Dead letters stay for operations. */
  async function prune(): Promise<number> {
    let deleted = 0;
    for (;;) {
      const slice = await jobs.deleteCompleted(settings.retentionMs, PRUNE_SLICE);
      deleted += slice;
      if (slice < PRUNE_SLICE) return deleted;
    }
  }

  let pollMs = 1000;
  let log: FastifyBaseLogger | undefined;
  /** A nudge that came while a pass was running: run another pass straight after. */
  let again = false;
  let prunedAt = 0;

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
      // Every node prunes now and then; deleting what another node deleted is harmless.
      if (!stopped && Date.now() - prunedAt >= settings.pruneEveryMs) {
        prunedAt = Date.now();
        const deleted = await prune();
        if (deleted > 0) log?.info({ deleted }, 'completed jobs past retention deleted');
      }
    } catch (error) {
      log?.error({ err: error }, 'job worker failed');
    }
  }

  const queue = {
    /** Names the handler of a kind of job (see JobHandler: it must be idempotent). */
    register(name: string, handler: JobHandler) {
      handlers.set(name, handler);
    },

    /**
     * Adds a job; pass the transaction when the job belongs to a state change. With a `key`
     * (what makes it the same job: "mail:transfer-completed:<id>"), a job already holding that
     * key means this one is not added: no error, and the caller's transaction carries on.
     * Keys are remembered while the job is kept: until its completion is pruned, or for ever
     * for a dead letter. True when the job was added.
     */
    async enqueue(
      name: string,
      payload: unknown,
      executor?: Pick<Database, 'insert'>,
      runAt?: Date,
      key?: string,
    ): Promise<boolean> {
      const traceparent = currentTraceparent();
      const added = await jobs.add({ name, payload, runAt, key, traceparent }, executor);
      if (added) queue.nudge();
      return added;
    },

    /** Runs every due job now (tests, and the worker loop). */
    runDue,

    prune,

    ...jobOperations(jobs),

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
