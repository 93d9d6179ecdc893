import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { jobs } from '../src/db/schema';
import { createProductionTestApp, createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** One sample's value from the Prometheus text. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('/metrics', () => {
  it('counts dead letters by name and the jobs due, from the database at scrape time', async () => {
    const scrape = async () => {
      const answer = await t.app.inject({ url: '/metrics' });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(answer.headers['cache-control']).toBe('no-store');
      return answer.body;
    };
    const before = await scrape();
    const due = sample(before, 'homeward_jobs_due') ?? -1;
    expect(due).toBeGreaterThanOrEqual(0);
    expect(sample(before, 'homeward_jobs_dead_letter{name="metrics.dead"}')).toBeUndefined();

    const inserted = await t.database.db
      .insert(jobs)
      .values([
        { name: 'metrics.dead', payload: {}, attempts: 10, failedAt: new Date() },
        { name: 'metrics.dead', payload: {}, attempts: 10, failedAt: new Date() },
        { name: 'metrics.due', payload: {}, runAt: new Date(Date.now() - 60_000) },
        { name: 'metrics.due', payload: {}, runAt: new Date(Date.now() - 60_000) },
        { name: 'metrics.later', payload: {}, runAt: new Date(Date.now() + 3_600_000) },
      ])
      .returning({ id: jobs.id });
    const after = await scrape();
    expect(sample(after, 'homeward_jobs_dead_letter{name="metrics.dead"}')).toBe(2);
    expect(sample(after, 'homeward_jobs_due')).toBe(due + 2);
    expect(after).toContain('# TYPE homeward_jobs_dead_letter gauge');
    await t.database.db.delete(jobs).where(
      inArray(
        jobs.id,
        inserted.map((row) => row.id),
      ),
    );
  });

  it('in production, needs the configured bearer token, and is not there without one', async () => {
    const token = 'metrics-token-0123456789abcdef-0123456789';
    const unset = await createProductionTestApp();
    // The same production configuration, with a token.
    const set = await buildApp({
      config: { ...unset.app.deps.config, metricsToken: token },
      db: t.database.db,
      logger: false,
    });
    try {
      const scrape = (app: FastifyInstance, authorization?: string) =>
        app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
      expect((await scrape(unset.app)).statusCode).toBe(404);
      expect((await scrape(unset.app, `Bearer ${token}`)).statusCode).toBe(404);
      expect((await scrape(set)).statusCode).toBe(401);
      expect((await scrape(set, 'Bearer wrong-token-0123456789abcdef-012345678')).statusCode).toBe(
        401,
      );
      expect((await scrape(set, token)).statusCode).toBe(401);
      const allowed = await scrape(set, `Bearer ${token}`);
      expect(allowed.statusCode).toBe(200);
      expect(sample(allowed.body, 'homeward_jobs_due')).toBeGreaterThanOrEqual(0);
    } finally {
      await set.close();
      await unset.close();
    }
  });

  it('refuses a short METRICS_TOKEN at start', () => {
    const appKey = `base64:${randomBytes(32).toString('base64')}`;
    expect(() => loadConfig({ APP_KEY: appKey, METRICS_TOKEN: 'short' })).toThrow(
      'METRICS_TOKEN: must be at least 32 characters, without spaces',
    );
  });
});
