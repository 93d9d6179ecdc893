import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementTallies } from '../src/db/query-instrumentation';
import { signedIn, verifiedCustomer } from './support/customers';
import { createProductionTestApp, createTestApp, type TestApp } from './support/test-app';

/**
 * SERVER_TIMING: each answer says what it cost the database, counted in the request's own async
 * context. The bench's instrumented pass reads these counts, and fails when a hot endpoint
 * gains a statement, so they must be exact.
 */
const parse = (header: unknown) => {
  const text = String(header);
  const db = /db;dur=([\d.]+);desc="statements=(\d+) named=(\d+) round-trips=(\d+)"/.exec(text);
  const cpu = /cpu;dur=([\d.]+)/.exec(text);
  const app = /app;dur=([\d.]+)/.exec(text);
  if (!db || !cpu || !app) throw new Error(`no Server-Timing in ${text}`);
  return {
    dbMs: Number(db[1]),
    statements: Number(db[2]),
    named: Number(db[3]),
    roundTrips: Number(db[4]),
    cpuMs: Number(cpu[1]),
    appMs: Number(app[1]),
  };
};

describe('with SERVER_TIMING', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SERVER_TIMING: 'true' });
  });
  afterAll(() => t.close());

  it('an answer that reads nothing says so', async () => {
    const answer = await t.app.inject({ url: '/health/live' });
    expect(parse(answer.headers['server-timing'])).toMatchObject({ statements: 0, roundTrips: 0 });
  });

  it('counts a signed-in read’s statements, the same at every call', async () => {
    const browser = await signedIn(t, (await verifiedCustomer(t, 'timing')).email);
    // The first read copies the customer's record on this node (decision 0040); the ones after
    // it are the reads measured.
    await browser.get('/client/v1/profile');
    const counts = [];
    for (let i = 0; i < 3; i += 1) {
      const answer = await browser.get('/client/v1/profile');
      expect(answer.statusCode).toBe(200);
      counts.push(parse(answer.headers['server-timing']));
    }
    expect(new Set(counts.map((c) => c.statements))).toEqual(new Set([counts[0]?.statements]));
    expect(counts[0]?.statements).toBeGreaterThan(0);
    for (const c of counts) {
      expect(c.roundTrips).toBeGreaterThanOrEqual(c.statements);
      expect(c.appMs).toBeGreaterThanOrEqual(c.dbMs);
    }
  });

  it('counts transaction control as round trips, not statements', async () => {
    const tally = { statements: 0, named: 0, roundTrips: 0, ms: 0 };
    await statementTallies.run(tally, () =>
      t.database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await tx.execute(sql`select 2`);
      }),
    );
    expect(tally.statements).toBe(2);
    // node-postgres sends BEGIN and COMMIT as statements of their own; PGlite runs a
    // transaction inside its own engine, with no trip for either.
    expect(tally.roundTrips).toBe(process.env.TEST_DB_DRIVER === 'postgres' ? 4 : 2);
  });

  it('signed-in reads of the corridors and the limits send only prepared statements', async () => {
    const browser = await signedIn(t, (await verifiedCustomer(t, 'timing-named')).email);
    for (const path of ['/client/v1/corridors', '/client/v1/limits']) {
      // The first read of a customer no event has rated records the rating (risk/service.ts,
      // `level`), once; every read after it is the read measured here.
      expect((await browser.get(path)).statusCode).toBe(200);
      const answer = await browser.get(path);
      expect(answer.statusCode).toBe(200);
      const cost = parse(answer.headers['server-timing']);
      // At least the session's lookup (the corridors themselves come from memory: 0039).
      expect(cost.statements).toBeGreaterThan(0);
      // db/prepared.ts; PGlite has no named statements to send.
      expect({ path, named: cost.named }).toEqual({
        path,
        named: process.env.TEST_DB_DRIVER === 'postgres' ? cost.statements : 0,
      });
    }
  });

  it('does not count the job worker’s or another request’s statements', async () => {
    const browser = await signedIn(t, (await verifiedCustomer(t, 'timing-alone')).email);
    await browser.get('/client/v1/profile');
    const alone = parse((await browser.get('/client/v1/profile')).headers['server-timing']);
    const together = await Promise.all(
      Array.from({ length: 6 }, () => browser.get('/client/v1/profile')),
    );
    for (const answer of together)
      expect(parse(answer.headers['server-timing']).statements).toBe(alone.statements);
  });
});

describe('without it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers carry no Server-Timing', async () => {
    const answer = await t.app.inject({ url: '/health/live' });
    expect(answer.headers['server-timing']).toBeUndefined();
  });

  it('production ignores the setting', async () => {
    const production = await createProductionTestApp({ SERVER_TIMING: 'true' });
    try {
      expect((await production.app.inject({ url: '/health/live' })).headers['server-timing']).toBe(
        undefined,
      );
    } finally {
      await production.close();
    }
  });
});
