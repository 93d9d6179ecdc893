import type { Proposal } from '@homeward/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corridorTo, sender } from './support/senders';
import { signedInStaff, type StaffBrowser } from './support/staff';
import { createTestApp, type TestApp } from './support/test-app';
import type { TestBrowser } from './support/browser';

/**
 * Issue 21: the corridors, their payout methods and margins are read from memory (decision
 * 0039), and a change staff make is seen on the very next read. The two-node half of this is
 * corridors-two-nodes.test.ts.
 */
let t: TestApp;
let browser: TestBrowser;
let alice: StaffBrowser;
let bruno: StaffBrowser;
const statements: string[] = [];

beforeAll(async () => {
  t = await createTestApp({}, { logQuery: (query) => statements.push(query) });
  ({ browser } = await sender(t, 2, 'in-memory'));
  alice = await signedInStaff(t, ['finance'], 'alice');
  bruno = await signedInStaff(t, ['finance'], 'bruno');
});
afterAll(() => t.close());

/** The statements `work` sends (the app runs no job worker here: nothing else is sent). */
async function sentBy(work: () => Promise<unknown>): Promise<string[]> {
  const from = statements.length;
  await work();
  return statements.slice(from);
}
const readsCorridors = (query: string) => /"corridors?"|corridor_payout_methods/.test(query);

interface CorridorAnswer {
  id: number;
  destination_country: { iso2_alpha: string };
  max_send_amount: { amount: string };
  payout_methods: { method: string; fixed_fee: { amount: string } }[];
}
const corridors = async () => {
  const answer = await browser.get('/client/v1/corridors');
  expect(answer.statusCode).toBe(200);
  return answer.json() as CorridorAnswer[];
};
const corridorOf = async (id: number) => (await corridors()).find((c) => c.id === id);

/** A change proposed by one officer and approved by the other, as staff make them. */
async function staffChange(body: unknown) {
  const proposed = await alice.post('proposals', body);
  expect(proposed.statusCode, proposed.body).toBe(201);
  const approved = await bruno.post(`proposals/${(proposed.json() as Proposal).id}/approve`);
  expect(approved.statusCode, approved.body).toBe(200);
}

const quote = (corridor_id: number) =>
  browser.post('/client/v1/quotes', {
    corridor_id,
    payout_method: 'bank_account',
    send_amount: '100',
  });

describe('the corridors from memory', () => {
  it('are read once: the next list and the next quote send no statement for them', async () => {
    const first = await sentBy(corridors);
    expect(first.filter(readsCorridors)).toHaveLength(1);
    const second = await sentBy(corridors);
    // The session's lookup alone.
    expect(second).toHaveLength(1);
    expect(second.filter(readsCorridors)).toEqual([]);

    const id = await corridorTo(browser, 'PH');
    const priced = await sentBy(async () => expect((await quote(id)).statusCode).toBe(201));
    expect(priced.length).toBeGreaterThan(1);
    // The quote's insert names its corridor; nothing reads the corridor tables.
    expect(priced.filter((q) => readsCorridors(q) && !/^insert/i.test(q))).toEqual([]);
  });

  it('answer the same list to every read until something changes', async () => {
    const [one, two] = [await corridors(), await corridors()];
    expect(two).toEqual(one);
    expect(one.length).toBeGreaterThan(1);
  });

  it('show a limit, a fee and a margin staff changed on the next read', async () => {
    const id = await corridorTo(browser, 'PH');
    const before = (await quote(id)).json() as { customer_rate: string; fee: { amount: string } };
    const bankBefore = (await corridorOf(id))?.payout_methods.find(
      (m) => m.method === 'bank_account',
    );
    const cents = (amount: string | undefined) => Math.round(Number(amount) * 100);
    // The fee of $100 is the fixed fee and a percentage; only the fixed part changes.
    const percentagePart = cents(before.fee.amount) - cents(bankBefore?.fixed_fee.amount);

    await staffChange({ kind: 'corridor', change: { corridor_id: id, max_send: '12345' } });
    expect((await corridorOf(id))?.max_send_amount.amount).toBe('12345.00');

    await staffChange({
      kind: 'fee',
      change: { corridor_id: id, method: 'bank_account', fixed_fee: '7.77' },
    });
    const bank = (await corridorOf(id))?.payout_methods.find((m) => m.method === 'bank_account');
    expect(bank?.fixed_fee.amount).toBe('7.77');

    await staffChange({ kind: 'corridor', change: { corridor_id: id, margin_percent: '3' } });
    const repriced = await quote(id);
    expect(repriced.statusCode).toBe(201);
    expect(repriced.json().customer_rate).not.toBe(before.customer_rate);
    expect(cents(repriced.json().fee.amount)).toBe(777 + percentagePart);
  });

  it('drop a corridor staff closed from the list and from pricing at once', async () => {
    const id = await corridorTo(browser, 'IN');
    expect((await quote(id)).statusCode).toBe(201);
    await staffChange({ kind: 'corridor', change: { corridor_id: id, enabled: false } });
    expect(await corridorOf(id)).toBeUndefined();
    expect((await quote(id)).statusCode).toBe(422);
    await staffChange({ kind: 'corridor', change: { corridor_id: id, enabled: true } });
    expect(await corridorOf(id)).toBeDefined();
  });

  it('show a corridor operations added, and read again only after the change', async () => {
    await corridors();
    await t.app.deps.pricing.setCorridor('AUD-KW-KWD', {
      minSend: '10',
      maxSend: '5000',
      marginPercent: '1',
    });
    // Not open yet: no payout method.
    expect((await corridors()).some((c) => c.destination_country.iso2_alpha === 'KW')).toBe(false);
    const kuwait = (await t.app.deps.pricing.allCorridors()).find(
      (c) => c.country.iso2Alpha === 'KW',
    );
    if (!kuwait) throw new Error('no Kuwait corridor');
    await t.app.deps.pricing.setPayoutMethod(kuwait.corridor.id, 'bank_account', {
      fixedFee: '4.99',
      percentageFee: '0',
      deliveryMinutes: 1440,
    });
    const read = await sentBy(corridors);
    expect(read.filter(readsCorridors)).toHaveLength(1);
    expect(await corridorOf(kuwait.corridor.id)).toBeDefined();
    expect((await sentBy(corridors)).filter(readsCorridors)).toEqual([]);
  });

  it('are forgotten after a change that failed too', async () => {
    await corridors();
    await expect(t.app.deps.pricing.changeCorridor(999_999, { maxSend: '100' })).rejects.toThrow();
    expect((await sentBy(corridors)).filter(readsCorridors)).toHaveLength(1);
  });
});
