import { readFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { duplexPair } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { jobs } from '../src/db/schema';
import { signedEventsQuery } from '../src/modules/realtime/signatures';
import { philippineRecipient, sender } from './support/senders';
import { createProductionTestApp, createTestApp, type TestApp } from './support/test-app';
import { paidTransfer, sendingMoney } from './support/transfers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(sendingMoney);
});
afterAll(() => t.close());

/** One sample's value from the Prometheus text. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/**
 * A realtime client on the app's own HTTP server through an in-process socket pair (no port),
 * subscribed to a public channel; answers once the server confirmed the subscription.
 */
async function realtimeClient(app: FastifyInstance, channel: string) {
  const [client, server] = duplexPair();
  app.server.emit('connection', server);
  const { key } = app.deps.config.realtime;
  const socket = new WebSocket(`ws://localhost/app/${key}?protocol=7`, {
    createConnection: () => client as never,
  });
  const events: string[] = [];
  await new Promise<void>((resolve, reject) => {
    socket.on('error', reject);
    socket.on('message', (raw) => {
      const { event } = JSON.parse(String(raw)) as { event: string };
      events.push(event);
      if (event === 'pusher:connection_established') {
        socket.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel } }));
      }
      if (event === 'pusher_internal:subscription_succeeded') resolve();
    });
  });
  return { socket, events };
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

  it('after a journey: transfers by status, answers by route, the queue, the rates, what waits', async () => {
    const customer = await sender(t, 2, 'metrics');
    const recipient = await philippineRecipient(customer.browser);
    await paidTransfer(t, customer.browser, recipient.id, '100');
    // A request the router does not know, so its label is bounded.
    await t.app.inject({ url: '/client/v1/no-such-thing/123' });
    const text = (await t.app.inject({ url: '/metrics' })).body;

    expect(sample(text, 'homeward_transfers{status="completed"}')).toBeGreaterThanOrEqual(1);
    // The route's pattern, never the URL with its ids.
    const quotes = sample(
      text,
      'homeward_http_request_duration_seconds_count{route="/client/v1/quotes",method="POST",status="201"}',
    );
    expect(quotes).toBeGreaterThanOrEqual(1);
    const viewed = text
      .split('\n')
      .filter((line) => line.startsWith('homeward_http_request_duration_seconds_count'));
    expect(viewed.some((line) => /route="\/client\/v1\/transactions\/:id/.test(line))).toBe(true);
    expect(viewed.some((line) => /[0-9a-f]{8}-[0-9a-f]{4}-/.test(line))).toBe(false);
    expect(viewed.some((line) => line.includes('route="unmatched"'))).toBe(true);
    expect(sample(text, 'homeward_jobs_oldest_due_seconds')).toBeGreaterThanOrEqual(0);
    const rateAge = sample(text, 'homeward_exchange_rate_age_seconds') ?? -1;
    expect(rateAge).toBeGreaterThanOrEqual(0);
    expect(rateAge).toBeLessThan(86_400);
    // The example alerting rules name only metrics that exist.
    const rules = readFileSync(
      path.resolve(import.meta.dirname, '../../../docs/alerts.yml'),
      'utf8',
    );
    const named = new Set(rules.match(/homeward_[a-z_]+/g));
    expect(named.size).toBeGreaterThan(5);
    for (const name of named) {
      const base = name.replace(/_(bucket|count|sum)$/, '');
      expect(text, `docs/alerts.yml names ${name}`).toContain(`# TYPE ${base} `);
    }
    // This node's database connections: node-postgres's pool, or PGlite's one connection.
    const total = sample(text, 'homeward_db_pool_connections{state="total"}') ?? -1;
    const max = sample(text, 'homeward_db_pool_max') ?? -1;
    expect(total).toBeGreaterThanOrEqual(1);
    expect(total).toBeLessThanOrEqual(max);
    if (t.database.driver === 'postgres') {
      expect(max).toBe(t.app.deps.config.databasePool.max);
      expect(sample(text, 'homeward_db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'homeward_db_pool_connections{state="waiting"}')).toBe(0);
    } else {
      expect(max).toBe(1);
    }
    for (const lane of ['documents', 'holds', 'proposals', 'failedJobs', 'cases']) {
      expect(sample(text, `homeward_waiting_for_staff{lane="${lane}"}`)).toBeGreaterThanOrEqual(0);
      expect(
        sample(text, `homeward_waiting_for_staff_oldest_seconds{lane="${lane}"}`),
      ).toBeGreaterThanOrEqual(0);
    }
  });

  it('counts realtime connections and the events delivered to them', async () => {
    const scrape = async () => (await t.app.inject({ url: '/metrics' })).body;
    const before = await scrape();
    const open = sample(before, 'homeward_realtime_connections') ?? -1;
    const delivered = sample(before, 'homeward_realtime_messages_delivered_total') ?? -1;
    expect(open).toBeGreaterThanOrEqual(0);
    expect(delivered).toBeGreaterThanOrEqual(0);

    const first = await realtimeClient(t.app, 'metrics-announcements');
    const second = await realtimeClient(t.app, 'metrics-announcements');
    expect(sample(await scrape(), 'homeward_realtime_connections')).toBe(open + 2);
    const body = JSON.stringify({ name: 'hello', data: '{}', channels: ['metrics-announcements'] });
    const published = await t.app.inject({
      method: 'POST',
      url: `/apps/${t.app.deps.config.realtime.appId}/events?${signedEventsQuery(t.app.deps.config.realtime, body)}`,
      payload: body,
      headers: { 'content-type': 'application/json' },
    });
    expect(published.statusCode).toBe(200);
    await expect
      .poll(() => first.events.includes('hello') && second.events.includes('hello'))
      .toBe(true);
    const after = await scrape();
    // One per socket reached.
    expect(sample(after, 'homeward_realtime_messages_delivered_total')).toBe(delivered + 2);
    expect(after).toContain('# TYPE homeward_realtime_messages_delivered_total counter');

    first.socket.close();
    second.socket.close();
    await expect
      .poll(async () => sample(await scrape(), 'homeward_realtime_connections'))
      .toBe(open);
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

  it('times every database statement by operation and table, never by its text', async () => {
    // A statement a scrape never makes, so the scrapes do not count themselves.
    const series = 'homeward_db_query_duration_seconds_count{operation="delete",table="jobs"}';
    const before = sample((await t.app.inject({ url: '/metrics' })).body, series) ?? 0;
    await t.database.db.delete(jobs).where(inArray(jobs.id, [randomUUID()]));
    await t.database.db.delete(jobs).where(inArray(jobs.id, [randomUUID()]));
    const text = (await t.app.inject({ url: '/metrics' })).body;
    expect(sample(text, series)).toBe(before + 2);
    expect(text).toContain('# TYPE homeward_db_query_duration_seconds histogram');
    // Labels come from fixed lists: no statement text, no parameter, no unknown table.
    const labels = text
      .split('\n')
      .filter((line) => line.startsWith('homeward_db_query_duration_seconds_count{'));
    expect(labels.length).toBeGreaterThan(1);
    for (const line of labels) {
      expect(line).toMatch(/^[^{]+\{operation="[a-z]+",table="[a-z_]+"\} \d+$/);
    }
  });
});
