import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, customers, devOutbox, quotes, schedules, transfers } from '../src/db/schema';
import { DAILY_SCHEDULES_JOB } from '../src/modules/schedules/daily-job';
import type { TestBrowser } from './support/browser';
import { drainJobs } from './support/mail';
import { philippineRecipient, sender } from './support/senders';
import { createTestApp, type TestApp } from './support/test-app';
import { paidTransfer, sendingMoney, settle } from './support/transfers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ...sendingMoney });
});
afterAll(() => t.close());

/**
 * Days of next year: always in the future (a schedule cannot start in the past), so the tests
 * mean the same whenever they run. February ends on the 28th or, in a leap year, the 29th.
 */
const Y = new Date().getUTCFullYear() + 1;
const FEBRUARY_END = new Date(Date.UTC(Y, 2, 0)).getUTCDate();

interface Schedule {
  id: string;
  status: string;
  stopped_reason: string | null;
  next_date: string | null;
  amount: { amount: string; currency: string };
  amount_type: string;
  rate_threshold_percent: number | null;
  prepared: { sequence: number; quote_id: string } | null;
  occurrences: { sequence: number; date: string; status: string; quote_id: string | null }[];
}

/** A tier-2 customer with a paid transfer of AUD 300 to a Philippine bank account. */
async function customerWithTransfer() {
  const customer = await sender(t);
  const recipient = await philippineRecipient(customer.browser);
  const transferId = await paidTransfer(t, customer.browser, recipient.id, '300');
  return { ...customer, recipientId: recipient.id, transferId };
}

function create(browser: TestBrowser, body: Record<string, unknown>, key: string = randomUUID()) {
  return browser.post('/client/v1/schedules', body, { headers: { 'idempotency-key': key } });
}

async function schedule(browser: TestBrowser, body: Record<string, unknown>) {
  const response = await create(browser, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Schedule;
}

const read = async (browser: TestBrowser, id: string) =>
  (await browser.get(`/client/v1/schedules/${id}`)).json() as Schedule;

/** The day's run as operations start it, for one schedule's outcome. */
async function runDay(day: string, id: string) {
  const results = await t.app.deps.schedules.runDue(day);
  await drainJobs(t);
  return results.find((result) => result.id === id)?.outcome;
}

async function quoteCount(customerId: string) {
  return (await t.database.db.select().from(quotes).where(eq(quotes.customerId, customerId)))
    .length;
}

async function transferCount(customerId: string) {
  return (await t.database.db.select().from(transfers).where(eq(transfers.customerId, customerId)))
    .length;
}

async function mailsTo(email: string) {
  await drainJobs(t);
  return t.database.db.select().from(devOutbox).where(eq(devOutbox.to, email));
}

describe('creating a schedule', () => {
  let a: Awaited<ReturnType<typeof customerWithTransfer>>;
  beforeAll(async () => {
    a = await customerWithTransfer();
  });

  it('repeats a transfer: its amount, recipient and corridor, from the start day', async () => {
    const made = await schedule(a.browser, {
      transfer_id: a.transferId,
      cadence: 'monthly',
      start_date: `${Y}-01-31`,
      rate_threshold_percent: 2,
    });
    expect(made).toMatchObject({
      status: 'active',
      next_date: `${Y}-01-31`,
      amount: { amount: '300.00', currency: 'AUD' },
      amount_type: 'send',
      rate_threshold_percent: 2,
      prepared: null,
      occurrences: [],
    });
    const list = (await a.browser.get('/client/v1/schedules')).json() as { data: Schedule[] };
    expect(list.data.map((s) => s.id)).toContain(made.id);
  });

  it('is idempotent by key, and refuses the key with another request', async () => {
    const key = randomUUID();
    const body = { transfer_id: a.transferId, cadence: 'weekly', start_date: `${Y}-03-01` };
    const first = await create(a.browser, body, key);
    const again = await create(a.browser, body, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((again.json() as Schedule).id).toBe((first.json() as Schedule).id);
    const other = await create(a.browser, { ...body, cadence: 'monthly' }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json().errors.idempotency_key[0]).toMatch(/already used/);
    const missing = await a.browser.post('/client/v1/schedules', body);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.idempotency_key).toBeDefined();
  });

  it.each([
    [`${Y}-02-30`, /does not exist/],
    [`${Y}-13-01`, /does not exist/],
    ['tomorrow', /Choose a date/],
    ['2020-01-01', /today or a day in the future/],
  ])('refuses the start day %s with a 422 and saves nothing', async (day, message) => {
    const before = (await t.database.db.select().from(schedules)).length;
    const response = await create(a.browser, {
      transfer_id: a.transferId,
      cadence: 'monthly',
      start_date: day,
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors.start_date[0]).toMatch(message);
    expect((await t.database.db.select().from(schedules)).length).toBe(before);
  });

  it('refuses a cadence it does not know, a threshold out of range, and another’s transfer', async () => {
    const base = { transfer_id: a.transferId, start_date: `${Y}-01-01` };
    const cadence = await create(a.browser, { ...base, cadence: 'daily' });
    expect(cadence.statusCode).toBe(422);
    expect(cadence.json().errors.cadence[0]).toMatch(/every week/);
    const threshold = await create(a.browser, {
      ...base,
      cadence: 'weekly',
      rate_threshold_percent: 80,
    });
    expect(threshold.statusCode).toBe(422);
    expect(threshold.json().errors.rate_threshold_percent[0]).toMatch(/at most 50%/);
    const b = await sender(t);
    const others = await create(b.browser, { ...base, cadence: 'weekly' });
    expect(others.statusCode).toBe(422);
    expect(others.json().errors.transfer_id[0]).toMatch(/your transfers/);
  });
});

describe('the day’s run', () => {
  it('runs a schedule on the 31st on the last day of shorter months, then the 31st again', async () => {
    const a = await customerWithTransfer();
    const made = await schedule(a.browser, {
      transfer_id: a.transferId,
      cadence: 'monthly',
      start_date: `${Y}-01-31`,
    });
    expect(await runDay(`${Y}-01-30`, made.id)).toBeUndefined();
    expect(await runDay(`${Y}-01-31`, made.id)).toBe('prepared');
    expect((await read(a.browser, made.id)).next_date).toBe(`${Y}-02-${FEBRUARY_END}`);
    // A second run of the same day prepares nothing more.
    expect(await runDay(`${Y}-01-31`, made.id)).toBeUndefined();
    expect(await runDay(`${Y}-02-${FEBRUARY_END}`, made.id)).toBe('prepared');
    expect((await read(a.browser, made.id)).next_date).toBe(`${Y}-03-31`);
    expect(await runDay(`${Y}-03-31`, made.id)).toBe('prepared');
    const after = await read(a.browser, made.id);
    expect(after.next_date).toBe(`${Y}-04-30`);
    // The older prepared ones expired when the next came: one waits, the latest.
    expect(after.occurrences.map((o) => [o.date, o.status])).toEqual([
      [`${Y}-03-31`, 'prepared'],
      [`${Y}-02-${FEBRUARY_END}`, 'expired'],
      [`${Y}-01-31`, 'expired'],
    ]);
  });

  it('prices a new quote, tells the customer with a link, and one tap confirms it', async () => {
    const a = await customerWithTransfer();
    const made = await schedule(a.browser, {
      transfer_id: a.transferId,
      cadence: 'weekly',
      start_date: `${Y}-05-03`,
    });
    const quotesBefore = await quoteCount(a.customerId);
    expect(await runDay(`${Y}-05-03`, made.id)).toBe('prepared');
    expect(await quoteCount(a.customerId)).toBe(quotesBefore + 1);
    const mail = (await mailsTo(a.email)).find((m) => m.subject.includes('ready to confirm'));
    expect(mail?.text).toContain(`/schedules/${made.id}/review`);
    expect(mail?.text).toContain('AUD 300.00');

    const review = await a.browser.get(`/client/v1/schedules/${made.id}/review`);
    expect(review.statusCode, review.body).toBe(200);
    const body = review.json() as {
      quote: { id: string; send_amount: { amount: string } };
      rate_move: unknown;
      occurrence: { status: string };
    };
    expect(body.quote.send_amount.amount).toBe('300.00');
    expect(body.rate_move).toBeNull();
    expect(body.occurrence.status).toBe('prepared');

    const confirmed = await a.browser.post(
      `/client/v1/schedules/${made.id}/confirm`,
      {},
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    const transfer = confirmed.json() as { id: string; status: string; recipient_name?: string };
    expect(transfer.status).toBe('awaiting_payment');
    const after = await read(a.browser, made.id);
    expect(after.prepared).toBeNull();
    expect(after.occurrences[0]).toMatchObject({ status: 'confirmed', quote_id: body.quote.id });
    // Nothing is left to confirm.
    const again = await a.browser.get(`/client/v1/schedules/${made.id}/review`);
    expect(again.statusCode).toBe(404);
  });

  it('opens an expired prepared price with a fresh quote', async () => {
    const a = await customerWithTransfer();
    const made = await schedule(a.browser, {
      transfer_id: a.transferId,
      cadence: 'weekly',
      start_date: `${Y}-05-04`,
    });
    await runDay(`${Y}-05-04`, made.id);
    const first = (await read(a.browser, made.id)).prepared?.quote_id ?? '';
    await t.database.db
      .update(quotes)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(quotes.id, first));
    const review = (await a.browser.get(`/client/v1/schedules/${made.id}/review`)).json() as {
      quote: { id: string; expires_at: string };
    };
    expect(review.quote.id).not.toBe(first);
    expect(Date.parse(review.quote.expires_at)).toBeGreaterThan(Date.now());
    expect((await read(a.browser, made.id)).prepared?.quote_id).toBe(review.quote.id);
  });

  it('asks for an explicit yes when the rate moved more than the customer’s threshold', async () => {
    const a = await customerWithTransfer();
    const made = await schedule(a.browser, {
      transfer_id: a.transferId,
      cadence: 'weekly',
      start_date: `${Y}-05-05`,
      rate_threshold_percent: 1,
    });
    // The last rate they had was 10% better than today's.
    const [row] = await t.database.db.select().from(schedules).where(eq(schedules.id, made.id));
    const better = (Number(row?.lastRate) * 1.1).toFixed(6);
    await t.database.db
      .update(schedules)
      .set({ lastRate: better })
      .where(eq(schedules.id, made.id));
    await runDay(`${Y}-05-05`, made.id);

    const review = (await a.browser.get(`/client/v1/schedules/${made.id}/review`)).json() as {
      rate_move: { percent: number; threshold_percent: number; previous_rate: string } | null;
    };
    expect(review.rate_move?.threshold_percent).toBe(1);
    expect(review.rate_move?.percent).toBeLessThan(-8);

    const refused = await a.browser.post(
      `/client/v1/schedules/${made.id}/confirm`,
      {},
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.rate_move_accepted[0]).toMatch(/accept the new rate/);
    expect((await read(a.browser, made.id)).prepared).not.toBeNull();

    const accepted = await a.browser.post(
      `/client/v1/schedules/${made.id}/confirm`,
      { rate_move_accepted: true },
      { headers: { 'idempotency-key': randomUUID() } },
    );
    expect(accepted.statusCode, accepted.body).toBe(201);
  });

  it('never prices a skipped occurrence', async () => {
    const a = await customerWithTransfer();
    const made = await schedule(a.browser, {
      transfer_id: a.transferId,
      cadence: 'fortnightly',
      start_date: `${Y}-06-01`,
    });
    const skipped = await a.browser.post(`/client/v1/schedules/${made.id}/skip`);
    expect(skipped.statusCode, skipped.body).toBe(200);
    expect((skipped.json() as Schedule).next_date).toBe(`${Y}-06-15`);
    const quotesBefore = await quoteCount(a.customerId);
    expect(await runDay(`${Y}-06-01`, made.id)).toBeUndefined();
    expect(await quoteCount(a.customerId)).toBe(quotesBefore);
    const after = await read(a.browser, made.id);
    expect(after.occurrences).toEqual([
      expect.objectContaining({ date: `${Y}-06-01`, status: 'skipped', quote_id: null }),
    ]);
    expect(await runDay(`${Y}-06-15`, made.id)).toBe('prepared');
  });

  it('stops a blocked customer’s schedule with a notice, and never prepares it', async () => {
    const a = await customerWithTransfer();
    const made = await schedule(a.browser, {
      transfer_id: a.transferId,
      cadence: 'weekly',
      start_date: `${Y}-07-01`,
    });
    await t.database.db
      .update(customers)
      .set({ isBlockedForSending: true })
      .where(eq(customers.id, a.customerId));
    const quotesBefore = await quoteCount(a.customerId);
    expect(await runDay(`${Y}-07-01`, made.id)).toBe('stopped');
    expect(await quoteCount(a.customerId)).toBe(quotesBefore);
    const after = await read(a.browser, made.id);
    expect(after).toMatchObject({ status: 'stopped', next_date: null, occurrences: [] });
    expect(after.stopped_reason).toMatch(/cannot send money/);
    const notice = (await mailsTo(a.email)).find((m) => m.subject.includes('has stopped'));
    expect(notice?.text).toContain('cannot send money');
    expect(await runDay(`${Y}-07-08`, made.id)).toBeUndefined();
  });

  it('stops when the recipient was deleted, with a notice', async () => {
    const a = await customerWithTransfer();
    const made = await schedule(a.browser, {
      transfer_id: a.transferId,
      cadence: 'weekly',
      start_date: `${Y}-07-02`,
    });
    const deleted = await a.browser.delete(`/client/v1/recipients/${a.recipientId}`);
    expect(deleted.statusCode).toBeLessThan(300);
    const quotesBefore = await quoteCount(a.customerId);
    expect(await runDay(`${Y}-07-02`, made.id)).toBe('stopped');
    expect(await quoteCount(a.customerId)).toBe(quotesBefore);
    expect((await read(a.browser, made.id)).stopped_reason).toMatch(/recipient was removed/);
    const notice = (await mailsTo(a.email)).find((m) => m.subject.includes('has stopped'));
    expect(notice).toBeDefined();
  });

  it('fails an occurrence the quote service refuses, and tells the customer', async () => {
    const a = await customerWithTransfer();
    const made = await schedule(a.browser, {
      transfer_id: a.transferId,
      cadence: 'weekly',
      start_date: `${Y}-07-03`,
    });
    // Below the corridor's smallest transfer, as if the corridor had changed since.
    await t.database.db.update(schedules).set({ amountMinor: 1 }).where(eq(schedules.id, made.id));
    expect(await runDay(`${Y}-07-03`, made.id)).toBe('failed');
    const after = await read(a.browser, made.id);
    expect(after.occurrences[0]).toMatchObject({ status: 'failed' });
    expect(after.next_date).toBe(`${Y}-07-10`);
    const notice = (await mailsTo(a.email)).find((m) => m.subject.includes('could not prepare'));
    expect(notice?.text).toMatch(/smallest transfer/);
  });

  it('prices on the retry a day a failed run left unpriced, and the others meanwhile', async () => {
    const a = await customerWithTransfer();
    const made = await schedule(a.browser, {
      transfer_id: a.transferId,
      cadence: 'weekly',
      start_date: `${Y}-07-06`,
    });
    const { quotes: quoteService } = t.app.deps;
    const create = quoteService.create;
    quoteService.create = () => Promise.reject(new Error('rates unavailable'));
    try {
      await expect(t.app.deps.schedules.runDue(`${Y}-07-06`)).rejects.toThrow('rates unavailable');
    } finally {
      quoteService.create = create;
    }
    const left = await read(a.browser, made.id);
    expect(left.occurrences[0]).toMatchObject({ date: `${Y}-07-06`, status: 'due' });
    expect(left.next_date).toBe(`${Y}-07-06`);
    expect(await runDay(`${Y}-07-06`, made.id)).toBe('prepared');
    expect((await read(a.browser, made.id)).occurrences).toHaveLength(1);
  });

  it('honours the customer turning scheduled-transfer mail off', async () => {
    const a = await customerWithTransfer();
    const off = await a.browser.put('/client/v1/notification-preferences', {
      preferences: [{ kind: 'scheduled_transfers', channel: 'email', enabled: false }],
    });
    expect(off.statusCode, off.body).toBe(200);
    const made = await schedule(a.browser, {
      transfer_id: a.transferId,
      cadence: 'weekly',
      start_date: `${Y}-07-04`,
    });
    expect(await runDay(`${Y}-07-04`, made.id)).toBe('prepared');
    const mails = await mailsTo(a.email);
    expect(mails.some((m) => m.subject.includes('ready to confirm'))).toBe(false);
  });

  it('texts the customer who chose texts, with neither amount nor name (a locked screen)', async () => {
    const a = await customerWithTransfer();
    const [account] = await t.database.db
      .select({ mobileNumber: accounts.mobileNumber })
      .from(accounts)
      .where(eq(accounts.customerId, a.customerId));
    const number = account?.mobileNumber ?? '';
    const on = await a.browser.put('/client/v1/notification-preferences', {
      preferences: [{ kind: 'scheduled_transfers', channel: 'sms', enabled: true }],
    });
    expect(on.statusCode, on.body).toBe(200);
    const made = await schedule(a.browser, {
      transfer_id: a.transferId,
      cadence: 'weekly',
      start_date: `${Y}-07-05`,
    });
    const { notifications } = t.app.deps;
    const notify = notifications.notify;
    const pushes: unknown[] = [];
    notifications.notify = (customerId, notice, executor, key) =>
      notify(
        customerId,
        (speaker) => {
          const written = notice(speaker);
          pushes.push(written.push);
          return written;
        },
        executor,
        key,
      );
    try {
      expect(await runDay(`${Y}-07-05`, made.id)).toBe('prepared');
    } finally {
      notifications.notify = notify;
    }
    expect(pushes).toEqual([
      {
        title: 'A scheduled transfer is ready to confirm',
        body: 'Open Homeward to see it.',
        url: `/schedules/${made.id}/review`,
        tag: `schedule:${made.id}`,
      },
    ]);
    const texts = await t.database.db
      .select()
      .from(devOutbox)
      .where(and(eq(devOutbox.to, number), eq(devOutbox.channel, 'sms')));
    const text = texts.find((sms) => sms.text.includes('ready to confirm'))?.text ?? '';
    // Links in texts look like phishing: the app, the push and the email lead to the review.
    expect(text).toBe(
      'Homeward: A scheduled transfer is ready to confirm. Open the Homeward app to see it.',
    );
    const mail = (await mailsTo(a.email)).find((m) => m.subject.includes('ready to confirm'));
    expect(mail?.text).toContain('AUD 300.00');
    expect(mail?.text).toContain('Maria Santos Cruz');
  });

  it('is a daily job of the queue, once a day across nodes', async () => {
    await t.app.deps.dailySchedules.scheduleToday();
    await t.app.deps.dailySchedules.scheduleToday();
    const { jobs } = await import('../src/db/schema');
    const queued = await t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.name, DAILY_SCHEDULES_JOB)));
    expect(queued).toHaveLength(1);
    await settle(t);
    const after = await t.database.db.select().from(jobs).where(eq(jobs.name, DAILY_SCHEDULES_JOB));
    // Today's ran and tomorrow's waits.
    expect(after.map((job) => job.key).sort()).toHaveLength(2);
  });
});

describe('a run that stops part-way, or runs twice at once', () => {
  /** Puts the schedule back on its first day, as a run that crashed before moving it left it. */
  async function crashedBeforeMovingOn(id: string, day: string) {
    await t.database.db
      .update(schedules)
      .set({ nextSequence: 0, nextDate: day })
      .where(eq(schedules.id, id));
  }

  it('moves on a schedule a crashed run left on a day it had prepared, and skip works', async () => {
    const a = await customerWithTransfer();
    const made = await schedule(a.browser, {
      transfer_id: a.transferId,
      cadence: 'weekly',
      start_date: `${Y}-09-01`,
    });
    expect(await runDay(`${Y}-09-01`, made.id)).toBe('prepared');
    await crashedBeforeMovingOn(made.id, `${Y}-09-01`);
    const quotesBefore = await quoteCount(a.customerId);
    expect(await runDay(`${Y}-09-01`, made.id)).toBe('moved');
    expect(await quoteCount(a.customerId)).toBe(quotesBefore);
    const moved = await read(a.browser, made.id);
    expect(moved.next_date).toBe(`${Y}-09-08`);
    expect(moved.prepared?.sequence).toBe(0);

    await crashedBeforeMovingOn(made.id, `${Y}-09-01`);
    const skipped = await a.browser.post(`/client/v1/schedules/${made.id}/skip`);
    expect(skipped.statusCode, skipped.body).toBe(200);
    const after = skipped.json() as Schedule;
    expect(after.next_date).toBe(`${Y}-09-15`);
    expect(after.occurrences.map((o) => [o.date, o.status])).toEqual([
      [`${Y}-09-08`, 'skipped'],
      [`${Y}-09-01`, 'prepared'],
    ]);
  });

  it('moves the schedule on only with its notice: a queue that fails leaves the day to the retry', async () => {
    const a = await customerWithTransfer();
    const made = await schedule(a.browser, {
      transfer_id: a.transferId,
      cadence: 'weekly',
      start_date: `${Y}-09-02`,
    });
    const { notifications } = t.app.deps;
    const notify = notifications.notify;
    notifications.notify = () => Promise.reject(new Error('queue unavailable'));
    try {
      await expect(t.app.deps.schedules.runDue(`${Y}-09-02`)).rejects.toThrow('queue unavailable');
    } finally {
      notifications.notify = notify;
    }
    const left = await read(a.browser, made.id);
    expect(left.next_date).toBe(`${Y}-09-02`);
    expect(left.occurrences.map((o) => o.status)).toEqual(['due']);
    expect(await runDay(`${Y}-09-02`, made.id)).toBe('prepared');
    const mails = await mailsTo(a.email);
    expect(mails.filter((m) => m.subject.includes('ready to confirm'))).toHaveLength(1);
  });

  it('prices a day once when two runs start at once', async () => {
    const a = await customerWithTransfer();
    const made = await schedule(a.browser, {
      transfer_id: a.transferId,
      cadence: 'weekly',
      start_date: `${Y}-09-03`,
    });
    const quotesBefore = await quoteCount(a.customerId);
    const runs = await Promise.all([
      t.app.deps.schedules.runDue(`${Y}-09-03`),
      t.app.deps.schedules.runDue(`${Y}-09-03`),
    ]);
    const outcomes = runs.map((results) => results.find((r) => r.id === made.id)?.outcome);
    expect(outcomes.filter((outcome) => outcome === 'prepared')).toHaveLength(1);
    expect(await quoteCount(a.customerId)).toBe(quotesBefore + 1);
    const after = await read(a.browser, made.id);
    expect(after.next_date).toBe(`${Y}-09-10`);
    expect(after.occurrences.map((o) => o.status)).toEqual(['prepared']);
    const mails = await mailsTo(a.email);
    expect(mails.filter((m) => m.subject.includes('ready to confirm'))).toHaveLength(1);
  });

  it('sends no "ready to confirm" when the customer stops the schedule while it is priced', async () => {
    const a = await customerWithTransfer();
    const made = await schedule(a.browser, {
      transfer_id: a.transferId,
      cadence: 'weekly',
      start_date: `${Y}-09-04`,
    });
    const { quotes: quoteService } = t.app.deps;
    const create = quoteService.create;
    // The run prices every schedule due by then (other tests' too): this customer's is stopped.
    quoteService.create = async (...args) => {
      if (args[0].id !== a.customerId) return create.apply(quoteService, args);
      const stopped = await a.browser.post(`/client/v1/schedules/${made.id}/stop`);
      expect(stopped.statusCode, stopped.body).toBe(200);
      return create.apply(quoteService, args);
    };
    try {
      expect(await runDay(`${Y}-09-04`, made.id)).toBe('stopped');
    } finally {
      quoteService.create = create;
    }
    const after = await read(a.browser, made.id);
    expect(after).toMatchObject({ status: 'stopped', prepared: null });
    expect(after.occurrences.map((o) => o.status)).toEqual(['expired']);
    const mails = await mailsTo(a.email);
    expect(mails.some((m) => m.subject.includes('ready to confirm'))).toBe(false);
  });

  it('makes one transfer of two confirms of an expired price at once', async () => {
    const a = await customerWithTransfer();
    const made = await schedule(a.browser, {
      transfer_id: a.transferId,
      cadence: 'weekly',
      start_date: `${Y}-09-05`,
    });
    await runDay(`${Y}-09-05`, made.id);
    const first = (await read(a.browser, made.id)).prepared?.quote_id ?? '';
    await t.database.db
      .update(quotes)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(quotes.id, first));
    const transfersBefore = await transferCount(a.customerId);
    const confirm = () =>
      a.browser.post(
        `/client/v1/schedules/${made.id}/confirm`,
        {},
        { headers: { 'idempotency-key': randomUUID() } },
      );
    const answers = await Promise.all([confirm(), confirm()]);
    const codes = answers.map((r) => r.statusCode).sort();
    const bodies = answers.map((r) => r.body).join('\n');
    expect(codes[0], bodies).toBe(201);
    // The second finds it confirmed (404), or the same fresh price already a transfer (409).
    expect([404, 409], bodies).toContain(codes[1]);
    expect(await transferCount(a.customerId)).toBe(transfersBefore + 1);
    const after = await read(a.browser, made.id);
    expect(after.occurrences[0]?.status).toBe('confirmed');
  });
});

describe('changing a schedule', () => {
  let a: Awaited<ReturnType<typeof customerWithTransfer>>;
  let made: Schedule;
  beforeAll(async () => {
    a = await customerWithTransfer();
    made = await schedule(a.browser, {
      transfer_id: a.transferId,
      cadence: 'monthly',
      start_date: `${Y}-08-15`,
    });
  });

  it('changes the amount, checked as a quote amount', async () => {
    const changed = await a.browser.patch(`/client/v1/schedules/${made.id}`, { amount: '450.5' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((changed.json() as Schedule).amount).toEqual({ amount: '450.50', currency: 'AUD' });
  });

  it.each([
    [{ amount: 'lots' }, 'amount', /as a number/],
    [{ amount: '1' }, 'amount', /smallest transfer/],
    [{ amount: '99999999' }, 'amount', /largest transfer|too large/],
    [{}, 'amount', /Change the amount/],
    [{ rate_threshold_percent: 0 }, 'rate_threshold_percent', /at least 0.1%/],
  ])('refuses %j with a 422 and changes nothing', async (body, field, message) => {
    const response = await a.browser.patch(`/client/v1/schedules/${made.id}`, body);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors[field][0]).toMatch(message);
    expect((await read(a.browser, made.id)).amount.amount).toBe('450.50');
  });

  it('changes or clears the rate threshold', async () => {
    const set = await a.browser.patch(`/client/v1/schedules/${made.id}`, {
      rate_threshold_percent: 2.5,
    });
    expect((set.json() as Schedule).rate_threshold_percent).toBe(2.5);
    const cleared = await a.browser.patch(`/client/v1/schedules/${made.id}`, {
      rate_threshold_percent: null,
    });
    expect((cleared.json() as Schedule).rate_threshold_percent).toBeNull();
  });

  it('stops, and a stopped schedule cannot be skipped, changed or prepared', async () => {
    const stopped = await a.browser.post(`/client/v1/schedules/${made.id}/stop`);
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json()).toMatchObject({ status: 'stopped', next_date: null });
    expect((await a.browser.post(`/client/v1/schedules/${made.id}/skip`)).statusCode).toBe(409);
    expect(
      (await a.browser.patch(`/client/v1/schedules/${made.id}`, { amount: '200' })).statusCode,
    ).toBe(409);
    expect(await runDay(`${Y}-08-15`, made.id)).toBeUndefined();
  });

  it('is not another customer’s to read or change', async () => {
    const b = await sender(t);
    expect((await b.browser.get(`/client/v1/schedules/${made.id}`)).statusCode).toBe(404);
    expect((await b.browser.post(`/client/v1/schedules/${made.id}/stop`)).statusCode).toBe(404);
  });
});
