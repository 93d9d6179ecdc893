import { speakerFor } from '../src/i18n/speaker';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type DatabaseHandle } from '../src/db/client';
import { jobs } from '../src/db/schema';
import { jobQueue, retryDelaySeconds, type QueueSettings } from '../src/modules/jobs/queue';
import { jobRepository } from '../src/modules/jobs/repository';
import { mailer } from '../src/modules/mail/mailer';
import { smsSender } from '../src/modules/sms/sender';
import { createTestApp, type TestApp } from './support/test-app';
import { opsCli } from './support/ops';

let t: TestApp;
/**
 * A second connection to the same database, as a second API node has: on PostgreSQL its own
 * pool; PGlite is one in-process database, so there the second "node" shares the handle.
 */
let other: DatabaseHandle | undefined;
let otherDb: Database;
beforeAll(async () => {
  t = await createTestApp();
  other = t.databaseUrl ? await openDatabase({ url: t.databaseUrl }) : undefined;
  otherDb = other?.db ?? t.database.db;
});
afterAll(async () => {
  await other?.close();
  await t.close();
});

/** The ops CLI through the admin API, as a staff member with every role. */
let opsRun: ReturnType<typeof opsCli> | undefined;
const runOps = (argv: string[], out: (line: string) => void = () => {}) =>
  (opsRun ??= opsCli(t))(argv, out);

const queueOn = (db: Database, settings?: Partial<QueueSettings>) =>
  jobQueue(jobRepository(db), settings);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A handler that runs until the test lets it go. */
function gate() {
  let open!: () => void;
  let started!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const running = new Promise<void>((resolve) => (started = resolve));
  return { open, running, handler: async () => void (started(), await opened) };
}
const rowsNamed = (name: string) =>
  t.database.db.select().from(jobs).where(eq(jobs.name, name)).orderBy(jobs.createdAt);
const run = async (...argv: string[]) => {
  const lines: string[] = [];
  await runOps(argv, (line) => lines.push(line));
  return lines;
};
/** A logger that keeps what it is told, by level. */
function recordingLog() {
  const said: { level: string; fields: Record<string, unknown>; message: string }[] = [];
  const at =
    (level: string) =>
    (fields: Record<string, unknown>, message = '') =>
      void said.push({ level, fields, message });
  const log = {
    error: at('error'),
    warn: at('warn'),
    info: at('info'),
    debug: at('debug'),
    trace: at('trace'),
    fatal: at('fatal'),
    level: 'trace',
    silent: () => {},
    child: () => log,
  };
  return { said, log: log as unknown as FastifyBaseLogger };
}

describe('the job queue', () => {
  it('backs off exponentially, capped at 30 minutes', () => {
    expect([1, 2, 3, 4].map(retryDelaySeconds)).toEqual([5, 10, 20, 40]);
    expect(retryDelaySeconds(30)).toBe(1800);
  });

  it('runs a job once, retries a failure later, and gives up after its attempts', async () => {
    const queue = queueOn(t.database.db);
    const seen: unknown[] = [];
    queue.register('test.ok', async (payload) => void seen.push(payload));
    queue.register('test.fail', async () => {
      throw new Error('partner down');
    });
    await queue.enqueue('test.ok', { n: 1 });
    await queue.enqueue('test.fail', { n: 2 });
    await queue.runDue();
    await queue.runDue();
    expect(seen).toEqual([{ n: 1 }]);

    const [failing] = await rowsNamed('test.fail');
    expect(failing).toMatchObject({ attempts: 1, lastError: 'partner down', failedAt: null });
    await t.database.db
      .update(jobs)
      .set({ maxAttempts: 2, runAt: sql`now()` })
      .where(eq(jobs.name, 'test.fail'));
    await queue.runDue();
    const [given] = await rowsNamed('test.fail');
    expect(given?.attempts).toBe(2);
    expect(given?.failedAt).not.toBeNull();
  });

  it('takes over a job whose worker died while holding it', async () => {
    const queue = queueOn(t.database.db);
    let runs = 0;
    queue.register('test.crash', async () => void runs++);
    await queue.enqueue('test.crash', {});
    // A worker claimed it and died: the lease is still running, so nobody else takes it yet.
    await t.database.db
      .update(jobs)
      .set({ lockedUntil: sql`now() + interval '1 minute'`, attempts: 1 })
      .where(eq(jobs.name, 'test.crash'));
    await queue.runDue();
    expect(runs).toBe(0);
    await t.database.db
      .update(jobs)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.name, 'test.crash'));
    await queue.runDue();
    expect(runs).toBe(1);
  });

  it('the worker loop picks up new jobs by itself and stops cleanly', async () => {
    const queue = queueOn(t.database.db);
    const done = new Promise<unknown>((resolve) =>
      queue.register('test.loop', async (p) => resolve(p)),
    );
    queue.start({ pollMs: 50, log: t.app.log });
    await queue.enqueue('test.loop', { hello: 'worker' });
    expect(await done).toEqual({ hello: 'worker' });
    await queue.stop();
  });
});

describe('leases', () => {
  it('a job running longer than its lease keeps it: another node never runs it meanwhile', async () => {
    const lease = { leaseMs: 800, heartbeatMs: 200 };
    const first = queueOn(t.database.db, lease);
    const second = queueOn(otherDb, lease);
    const slow = gate();
    let runs = 0;
    first.register('lease.slow', async () => {
      runs += 1;
      await slow.handler();
    });
    second.register('lease.slow', async () => void (runs += 1));
    await first.enqueue('lease.slow', {});
    const working = first.runDue();
    await slow.running;
    // Three leases' worth of time, the other node asking all along.
    for (let i = 0; i < 10; i += 1) {
      await sleep(250);
      await second.runDue();
      // The lease stays as short as configured: it is renewed, never claimed long up front.
      const [row] = await t.database.db
        .select({ left: sql<number>`extract(epoch from ${jobs.lockedUntil} - now())::float8` })
        .from(jobs)
        .where(eq(jobs.name, 'lease.slow'));
      expect(row?.left).toBeGreaterThan(0);
      expect(row?.left).toBeLessThanOrEqual(0.85);
    }
    slow.open();
    await working;
    expect(runs).toBe(1);
    const [done] = await rowsNamed('lease.slow');
    expect(done).toMatchObject({ attempts: 1, lockedUntil: null });
    expect(done?.completedAt).not.toBeNull();
  });

  it('claims each job as it starts, so jobs queued behind a slow one are free for other nodes', async () => {
    const first = queueOn(t.database.db, { leaseMs: 5000 });
    const second = queueOn(otherDb, { leaseMs: 5000 });
    const slow = gate();
    const ranBy: string[] = [];
    first.register('batch.slow', slow.handler);
    first.register('batch.next', async () => void ranBy.push('first'));
    second.register('batch.next', async () => void ranBy.push('second'));
    await first.enqueue('batch.slow', {}, undefined, new Date(Date.now() - 60_000));
    await first.enqueue('batch.next', {}, undefined, new Date(Date.now() - 30_000));
    const working = first.runDue();
    await slow.running;
    await second.runDue();
    expect(ranBy).toEqual(['second']);
    slow.open();
    await working;
    expect(ranBy).toEqual(['second']);
  });

  it('a worker that lost its lease changes nothing of the job another worker now holds', async () => {
    // The first worker stalls: no heartbeat reaches the database before its lease runs out.
    const first = queueOn(t.database.db, { leaseMs: 300, heartbeatMs: 60_000 });
    const second = queueOn(otherDb, { leaseMs: 5000 });
    const stalled = gate();
    first.register('lease.lost', stalled.handler);
    second.register('lease.lost', async () => {
      throw new Error('second worker failed');
    });
    const { said, log } = recordingLog();
    await first.enqueue('lease.lost', {});
    const working = first.runDue(log);
    await stalled.running;
    await sleep(450);
    await second.runDue();
    stalled.open();
    await working;
    const [row] = await rowsNamed('lease.lost');
    // The second worker's failure stands: the first did not mark the job done.
    expect(row).toMatchObject({
      attempts: 2,
      lastError: 'second worker failed',
      completedAt: null,
    });
    expect(said.some((line) => line.level === 'warn' && /lost its lease/.test(line.message))).toBe(
      true,
    );
  });
});

describe('idempotency keys', () => {
  it('the same key enqueued twice adds one job, run once', async () => {
    const queue = queueOn(t.database.db);
    const seen: unknown[] = [];
    queue.register('key.once', async (payload) => void seen.push(payload));
    const key = `key.once:${randomUUID()}`;
    await queue.enqueue('key.once', { n: 1 }, undefined, undefined, key);
    await queue.enqueue('key.once', { n: 2 }, undefined, undefined, key);
    await queue.runDue();
    await queue.runDue();
    expect(seen).toEqual([{ n: 1 }]);
    expect(await t.database.db.select().from(jobs).where(eq(jobs.key, key))).toHaveLength(1);
  });

  it('twice inside one transaction: the second adds nothing and the transaction carries on', async () => {
    const queue = queueOn(t.database.db);
    const key = `key.tx:${randomUUID()}`;
    await t.database.db.transaction(async (tx) => {
      await queue.enqueue('key.tx', { n: 1 }, tx, undefined, key);
      await queue.enqueue('key.tx', { n: 2 }, tx, undefined, key);
      // On PostgreSQL a unique violation would have aborted the transaction: this would throw.
      await tx.execute(sql`select 1`);
    });
    const rows = await t.database.db.select().from(jobs).where(eq(jobs.key, key));
    expect(rows.map((row) => row.payload)).toEqual([{ n: 1 }]);
    await t.database.db.delete(jobs).where(eq(jobs.key, key));
  });

  it('from two transactions at once, one job', async () => {
    const queue = queueOn(t.database.db);
    const key = `key.race:${randomUUID()}`;
    let runs = 0;
    queue.register('key.race', async () => void (runs += 1));
    // On PostgreSQL the second insert waits on the first's uncommitted key, then adds nothing.
    await Promise.all([
      t.database.db.transaction(async (tx) => {
        await queue.enqueue('key.race', { from: 'first' }, tx, undefined, key);
        await sleep(150);
      }),
      otherDb.transaction(async (tx) => {
        await sleep(30);
        await queue.enqueue('key.race', { from: 'second' }, tx, undefined, key);
      }),
    ]);
    await queue.runDue();
    await queue.runDue();
    expect(runs).toBe(1);
    expect(await t.database.db.select().from(jobs).where(eq(jobs.key, key))).toHaveLength(1);
  });

  it('mail and text messages sent twice with one key go out once', async () => {
    const queue = queueOn(t.database.db);
    const mailed: string[] = [];
    const texted: string[] = [];
    const mail = mailer(
      queue,
      { deliver: async (to) => void mailed.push(to) },
      () => [],
      async () => speakerFor('en-AU'),
    );
    const sms = smsSender(queue, { deliver: async (to) => void texted.push(to) });
    const key = randomUUID();
    const message = { template: 'password-changed' } as const;
    await mail.send({ to: 'ana@example.com', message }, undefined, `mail:${key}`);
    await mail.send({ to: 'ana@example.com', message }, undefined, `mail:${key}`);
    await sms.send('+61400000000', 'Your code is 123456', `sms:${key}`);
    await sms.send('+61400000000', 'Your code is 123456', `sms:${key}`);
    await queue.runDue();
    expect(mailed).toEqual(['ana@example.com']);
    expect(texted).toEqual(['+61400000000']);
  });
});

describe('dead letters', () => {
  it('a job out of attempts is logged as an error, listed by jobs:failed and run again by jobs:retry', async () => {
    const queue = t.app.deps.jobs;
    let failing = true;
    let runs = 0;
    queue.register('dead.flaky', async () => {
      runs += 1;
      if (failing) throw new Error('partner down for good');
    });
    await queue.enqueue('dead.flaky', { n: 1 });
    const [waiting] = await rowsNamed('dead.flaky');
    if (!waiting) throw new Error('not enqueued');
    await t.database.db.update(jobs).set({ maxAttempts: 1 }).where(eq(jobs.id, waiting.id));
    const { said, log } = recordingLog();
    await queue.runDue(log);
    expect(said.filter((line) => line.level === 'error')).toEqual([
      {
        level: 'error',
        fields: expect.objectContaining({
          job: 'dead.flaky',
          jobId: waiting.id,
          lastError: 'partner down for good',
        }),
        message: expect.stringContaining('dead letter'),
      },
    ]);

    const listed = await run('jobs:failed');
    const line = listed.find((l) => l.startsWith(waiting.id));
    expect(line).toMatch(/dead\.flaky +1 attempt +failed \d{4}-\d\d-\d\dT[\d:.]+Z +partner down/);
    await expect(run('jobs:failed', '--limit', 'lots')).rejects.toThrow('--limit');

    expect(await run('jobs:retry', waiting.id)).toEqual([`Job ${waiting.id} will run again now.`]);
    const [retried] = await rowsNamed('dead.flaky');
    expect(retried).toMatchObject({ attempts: 0, failedAt: null });
    expect((await run('jobs:failed')).some((l) => l.startsWith(waiting.id))).toBe(false);

    failing = false;
    await queue.runDue();
    expect(runs).toBe(2);
    const [done] = await rowsNamed('dead.flaky');
    expect(done?.completedAt).not.toBeNull();

    await expect(run('jobs:retry', waiting.id)).rejects.toThrow(
      `Job ${waiting.id} is not a dead letter: it has completed.`,
    );
    await expect(run('jobs:retry', randomUUID())).rejects.toThrow('No job ');
    await expect(run('jobs:retry', 'not-an-id')).rejects.toThrow('No job not-an-id.');
    await expect(run('jobs:retry')).rejects.toThrow('Give the job id');
  });
});

describe('pruning', () => {
  const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`;
  async function finishedJobs(tag: string) {
    const rows = await t.database.db
      .insert(jobs)
      .values([
        { name: `${tag}.old`, payload: {}, completedAt: daysAgo(8), createdAt: daysAgo(8) },
        { name: `${tag}.recent`, payload: {}, completedAt: daysAgo(1), createdAt: daysAgo(1) },
        { name: `${tag}.dead`, payload: {}, failedAt: daysAgo(30), createdAt: daysAgo(30) },
      ])
      .returning({ id: jobs.id, name: jobs.name });
    return async () =>
      (
        await t.database.db
          .select({ name: jobs.name })
          .from(jobs)
          .where(
            inArray(
              jobs.id,
              rows.map((row) => row.id),
            ),
          )
      )
        .map((row) => row.name)
        .sort();
  }

  it('deletes completed jobs past retention, and keeps recent ones and dead letters', async () => {
    const remaining = await finishedJobs('prune');
    const queue = queueOn(t.database.db, { retentionMs: 7 * 86_400_000 });
    expect(await queue.prune()).toBeGreaterThanOrEqual(1);
    expect(await remaining()).toEqual(['prune.dead', 'prune.recent']);
  });

  it('the worker loop prunes by itself', async () => {
    const remaining = await finishedJobs('loop');
    const queue = queueOn(t.database.db, { retentionMs: 7 * 86_400_000, pruneEveryMs: 50 });
    queue.start({ pollMs: 50, log: t.app.log });
    try {
      for (let i = 0; i < 40 && (await remaining()).length > 2; i += 1) await sleep(50);
    } finally {
      await queue.stop();
    }
    expect(await remaining()).toEqual(['loop.dead', 'loop.recent']);
  });

  it('keeps a week by default', () => {
    expect(t.app.deps.config.jobs).toEqual({ leaseSeconds: 120, retentionDays: 7 });
  });
});
