import { and, eq, gte, notInArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransferStatus } from '@homeward/contract';
import { customerSendingDays, transfers } from '../src/db/schema';
import { RELEASED_STATUSES, transferRepository } from '../src/modules/transfers/repository';
import { philippineRecipient, sender } from './support/senders';
import { confirmTo } from './support/transfers';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The 30-day figure read from the customer's sending days (migration 0033, decision 0041) must
 * be what summing the transfers themselves says, to the cent, wherever the window starts in a
 * day and whatever the transfers' statuses became. The oracle is the query it replaced.
 */
let t: TestApp;
let customerId: string;
let ids: string[];
const AMOUNTS = [1_000, 2_500, 7_000, 12_345, 50_000, 99_999];

beforeAll(async () => {
  t = await createTestApp({ SIGNUP_MAX_PER_IP: '1000' });
  const customer = await sender(t, 2, 'days');
  customerId = customer.customerId;
  const recipient = await philippineRecipient(customer.browser);
  ids = [];
  for (const minor of AMOUNTS) {
    ids.push((await confirmTo(customer.browser, recipient.id, (minor / 100).toFixed(2))).id);
  }
}, 120_000);
afterAll(() => t.close());

const db = () => t.database.db;

/** The sum the figure used to be: every transfer since `since` not released. */
async function summed(since: Date): Promise<number> {
  const [row] = await db()
    .select({ used: sql<string>`coalesce(sum(${transfers.limitMinor}), 0)` })
    .from(transfers)
    .where(
      and(
        eq(transfers.customerId, customerId),
        gte(transfers.createdAt, since),
        notInArray(transfers.status, RELEASED_STATUSES),
      ),
    );
  return Number(row?.used ?? 0);
}

/** The days as the trigger keeps them, against the days the transfers make now. */
async function daysAgree() {
  const kept = await db()
    .select({ day: customerSendingDays.day, minor: customerSendingDays.limitMinor })
    .from(customerSendingDays)
    .where(eq(customerSendingDays.customerId, customerId));
  const made = await db()
    .select({
      day: sql<string>`to_char((${transfers.createdAt} at time zone 'UTC')::date, 'YYYY-MM-DD')`,
      minor: sql<string>`sum(${transfers.limitMinor})`,
    })
    .from(transfers)
    .where(
      and(eq(transfers.customerId, customerId), notInArray(transfers.status, RELEASED_STATUSES)),
    )
    .groupBy(sql`1`);
  const nonZero = new Map(kept.filter((d) => d.minor !== 0).map((d) => [d.day, d.minor]));
  expect(nonZero).toEqual(new Map(made.map((d) => [d.day, Number(d.minor)])));
}

/** Puts the customer's transfer number `index` at a time, in a status, for an amount. */
async function place(index: number, createdAt: Date, status: TransferStatus, limitMinor: number) {
  const id = ids[index];
  if (!id) throw new Error(`no transfer ${index}`);
  await db().update(transfers).set({ createdAt, status, limitMinor }).where(eq(transfers.id, id));
}

const used = (since: Date) => transferRepository(db()).usedSince(customerId, since);

describe("a customer's sending days", () => {
  it('count the window to the millisecond at the edge of its first day', async () => {
    const since = new Date('2026-10-30T15:00:00.000Z');
    await place(0, new Date('2026-10-30T14:59:59.999Z'), 'completed', 1_000);
    await place(1, new Date('2026-10-30T15:00:00.000Z'), 'completed', 2_500);
    await place(2, new Date('2026-10-30T23:59:59.999Z'), 'processing', 7_000);
    await place(3, new Date('2026-10-31T00:00:00.000Z'), 'awaiting_payment', 12_345);
    await place(4, new Date('2026-11-28T23:59:59.999Z'), 'cancelled', 50_000);
    await place(5, new Date('2026-10-29T23:59:59.999Z'), 'funds_received', 99_999);
    expect(await used(since)).toBe(2_500 + 7_000 + 12_345);
    expect(await used(since)).toBe(await summed(since));
    await daysAgree();

    // Released: the refund takes it off its day; a changed amount moves with it.
    await place(3, new Date('2026-10-31T00:00:00.000Z'), 'refunded', 12_345);
    await place(2, new Date('2026-10-30T23:59:59.999Z'), 'processing', 7_001);
    expect(await used(since)).toBe(2_500 + 7_001);
    await daysAgree();
  });

  it('say what the transfers say, for any times, statuses and window', async () => {
    const statuses: TransferStatus[] = [
      'awaiting_payment',
      'funds_received',
      'on_hold',
      'processing',
      'completed',
      ...RELEASED_STATUSES,
    ];
    const base = Date.parse('2026-11-01T00:00:00.000Z');
    const hour = 3600_000;
    // Times within four days, on the hour and off it, so many land on a day's edges.
    const moment = fc.oneof(
      fc.integer({ min: -48, max: 48 }).map((h) => base + h * hour),
      fc.integer({ min: -48 * hour, max: 48 * hour }).map((ms) => base + ms),
    );
    const placement = fc.record({
      at: moment,
      status: fc.constantFrom(...statuses),
      minor: fc.integer({ min: 1, max: 10_000_000 }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(placement, { minLength: AMOUNTS.length, maxLength: AMOUNTS.length }),
        fc.array(moment, { minLength: 1, maxLength: 4 }),
        async (placements, windows) => {
          for (const [index, p] of placements.entries()) {
            await place(index, new Date(p.at), p.status, p.minor);
          }
          for (const since of windows) {
            expect(await used(new Date(since))).toBe(await summed(new Date(since)));
          }
          await daysAgree();
        },
      ),
      { numRuns: 40 },
    );
  }, 120_000);
});
