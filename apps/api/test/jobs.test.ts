import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../src/db/schema';
import { jobQueue, retryDelaySeconds } from '../src/modules/jobs/queue';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the job queue', () => {
  it('backs off exponentially, capped at 30 minutes', () => {
    expect([1, 2, 3, 4].map(retryDelaySeconds)).toEqual([5, 10, 20, 40]);
    expect(retryDelaySeconds(30)).toBe(1800);
  });

  it('runs a job once, retries a failure later, and gives up after its attempts', async () => {
    const queue = jobQueue(t.database.db);
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

    const [failing] = await t.database.db.select().from(jobs).where(eq(jobs.name, 'test.fail'));
    expect(failing).toMatchObject({ attempts: 1, lastError: 'partner down', failedAt: null });
    await t.database.db
      .update(jobs)
      .set({ maxAttempts: 2, runAt: sql`now()` })
      .where(eq(jobs.name, 'test.fail'));
    await queue.runDue();
    const [given] = await t.database.db.select().from(jobs).where(eq(jobs.name, 'test.fail'));
    expect(given?.attempts).toBe(2);
    expect(given?.failedAt).not.toBeNull();
  });

  it('takes over a job whose worker died while holding it', async () => {
    const queue = jobQueue(t.database.db);
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
    const queue = jobQueue(t.database.db);
    const done = new Promise<unknown>((resolve) =>
      queue.register('test.loop', async (p) => resolve(p)),
    );
    queue.start({ pollMs: 50, log: t.app.log });
    await queue.enqueue('test.loop', { hello: 'worker' });
    expect(await done).toEqual({ hello: 'worker' });
    await queue.stop();
  });
});
