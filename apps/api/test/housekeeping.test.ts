import { randomUUID } from 'node:crypto';
import { count, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customers,
  devOutbox,
  jobs,
  ledgerJournals,
  oneTimeCodes,
  payments,
  payouts,
  quotes,
  scheduleOccurrences,
  sessions,
  transferEvents,
  transfers,
  webhookEvents,
} from '../src/db/schema';
import { dayOf } from '../src/modules/jobs/daily';
import { HOUSEKEEPING_JOB } from '../src/modules/housekeeping/service';
import { paidTransfer, sendingMoney } from './support/transfers';
import { philippineRecipient, quoteFor, sender } from './support/senders';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Issue 22 item 5: the daily housekeeping deletes short-lived rows once they stopped mattering
 * (sessions, codes, unused quotes, handled webhooks, the development outbox) and nothing else:
 * the regulated records of a paid transfer, and the quote it used, survive.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(sendingMoney);
});
afterAll(() => t.close());

const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`;

describe('housekeeping', () => {
  it('prunes what expired long enough ago, and keeps every regulated record', async () => {
    const { db } = t.database;
    const customer = await sender(t, 2);
    const recipient = await philippineRecipient(customer.browser);
    const transferId = await paidTransfer(t, customer.browser, recipient.id, '100');
    const unused = await quoteFor(customer.browser, '75');
    const [sent] = await db.select().from(transfers).where(eq(transfers.id, transferId));
    // A scheduled transfer's day, prepared: its occurrence keeps the quote it offered.
    const tomorrow = dayOf(new Date(Date.now() + 86_400_000));
    const scheduled = await customer.browser.post(
      '/client/v1/schedules',
      { transfer_id: transferId, cadence: 'weekly', start_date: tomorrow },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expect(scheduled.statusCode, scheduled.body).toBe(201);
    await t.app.deps.schedules.runDue(tomorrow);
    const [offered] = await db
      .select({ quoteId: scheduleOccurrences.quoteId })
      .from(scheduleOccurrences)
      .where(isNotNull(scheduleOccurrences.quoteId));
    expect(offered?.quoteId).toBeTruthy();

    // Age what housekeeping may take, past each default (30, 1, 30, 90 and 7 days).
    await db.update(quotes).set({ expiresAt: daysAgo(40) });
    await db.update(oneTimeCodes).set({ expiresAt: daysAgo(2) });
    await db.update(webhookEvents).set({ receivedAt: daysAgo(100) });
    await db.update(devOutbox).set({ createdAt: daysAgo(10) });
    const [old] = await db.select({ id: sessions.id }).from(sessions).limit(1);
    await db
      .update(sessions)
      .set({ expiresAt: daysAgo(31) })
      .where(eq(sessions.id, old?.id ?? ''));

    const counted = async () => ({
      customers: (await db.select({ n: count() }).from(customers))[0]?.n,
      transfers: (await db.select({ n: count() }).from(transfers))[0]?.n,
      events: (await db.select({ n: count() }).from(transferEvents))[0]?.n,
      payments: (await db.select({ n: count() }).from(payments))[0]?.n,
      payouts: (await db.select({ n: count() }).from(payouts))[0]?.n,
      journals: (await db.select({ n: count() }).from(ledgerJournals))[0]?.n,
    });
    const regulated = await counted();
    const webhooks = (await db.select({ n: count() }).from(webhookEvents))[0]?.n ?? 0;
    expect(webhooks).toBeGreaterThan(0);

    const deleted = await t.app.deps.housekeeping.prune();
    expect(deleted).toMatchObject({ sessions: 1, 'unused quotes': 1, 'webhook events': webhooks });
    expect(deleted['one-time codes']).toBeGreaterThan(0);
    expect(deleted['development outbox']).toBeGreaterThan(0);

    expect(await counted()).toEqual(regulated);
    // The quote the transfer used is part of its record; the one nobody sent is gone.
    const left = await db.select({ id: quotes.id }).from(quotes);
    expect(left.map((q) => q.id)).toContain(sent?.quoteId);
    expect(left.map((q) => q.id)).toContain(offered?.quoteId);
    expect(left.map((q) => q.id)).not.toContain(unused.id);
    // The customer's current session is still signed in.
    expect((await customer.browser.get('/client/v1/profile')).statusCode).toBe(200);
    // Run again: nothing left to take.
    expect(Object.values(await t.app.deps.housekeeping.prune()).every((n) => n === 0)).toBe(true);
  });

  it('keeps what has not expired long enough', async () => {
    const { db } = t.database;
    await sender(t, 0);
    await db.update(devOutbox).set({ createdAt: daysAgo(6) });
    await db.update(oneTimeCodes).set({ expiresAt: sql`now() - interval '1 hour'` });
    const deleted = await t.app.deps.housekeeping.prune();
    expect(deleted['development outbox']).toBe(0);
    expect(deleted['one-time codes']).toBe(0);
  });

  it('runs once a day across nodes, and schedules the next day as it runs', async () => {
    const { db } = t.database;
    await Promise.all([
      t.app.deps.housekeeping.scheduleToday(),
      t.app.deps.housekeeping.scheduleToday(),
    ]);
    const keyed = async () =>
      (await db.select().from(jobs).where(eq(jobs.name, HOUSEKEEPING_JOB))).map((j) => j.key);
    // The day as the job has it (a run across 00:00 UTC must not see two "todays").
    const scheduled = await keyed();
    expect(scheduled).toHaveLength(1);
    const day = /:(\d{4}-\d{2}-\d{2})$/.exec(scheduled[0] ?? '')?.[1] ?? '';
    expect([dayOf(new Date(Date.now() - 60_000)), dayOf(new Date())]).toContain(day);
    await t.app.deps.jobs.runDue();
    const later = (await keyed()).filter((key) => key !== `${HOUSEKEEPING_JOB}:${day}`);
    expect(later).toHaveLength(1);
    expect(later[0]?.slice(HOUSEKEEPING_JOB.length + 1) ?? '').toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((later[0] ?? '').slice(HOUSEKEEPING_JOB.length + 1) > day).toBe(true);
  });
});
