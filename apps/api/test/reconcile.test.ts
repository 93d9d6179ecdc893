import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import {
  jobs,
  ledgerEntries,
  ledgerJournals,
  payments,
  reconciliationRuns,
} from '../src/db/schema';
import { spokenMoney } from '../src/lib/money';
import { checkLedger } from '../src/modules/ledger/ledger';
import {
  cards,
  confirmedTransfer,
  payAtCheckout,
  settle,
  startPayment,
  viewTransfer,
} from './support/transfers';
import { createTestApp, type TestApp } from './support/test-app';
import { opsCli } from './support/ops';
import { staffToken } from './support/staff';

/**
 * Issue 14's reconciliation: what the payment provider captured and refunded, what our payments
 * recorded and what the ledger's payment_clearing holds agree per payment, per transfer and in
 * total; every way they can part is reported, by `ops reconcile` and the daily job.
 */
const apiRoot = path.resolve(import.meta.dirname, '..');
const minorOf = (amount: string) => Math.round(Number(amount) * 100);

/** The sandbox's webhooks reach the app unless a test drops them (an outage on our side). */
let dropWebhooks = false;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    {
      SIGNUP_MAX_PER_IP: '1000',
      LOGIN_MAX_FAILURES_PER_IP: '1000',
      PAYOUT_START_SECONDS: '0',
      PAYOUT_COMPLETE_SECONDS: '0',
    },
    {
      deliverWebhook: async (url, body, headers) =>
        dropWebhooks
          ? 500
          : (
              await t.app.inject({
                method: 'POST',
                url: new URL(url).pathname,
                payload: body,
                headers,
              })
            ).statusCode,
    },
  );
});
afterAll(async () => {
  expect((await checkLedger(t.database.db)).unbalanced).toEqual([]);
  await t.close();
});

const db = () => t.database.db;
const reconcile = () => t.app.deps.reconciliation.reconcile();
/** The ops CLI of a finance officer: reconciliation is theirs. */
let runOps: ReturnType<typeof opsCli>;
async function ops(...argv: string[]) {
  runOps ??= opsCli(t, ['finance']);
  const lines: string[] = [];
  const error = await runOps(argv, (line) => lines.push(line)).then(
    () => undefined,
    (thrown: unknown) => thrown as Error,
  );
  return { lines, text: lines.join('\n'), error };
}
/** The webhooks that failed while dropped are delivered now: our side catches up. */
async function deliverDroppedWebhooks() {
  dropWebhooks = false;
  await db()
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(and(eq(jobs.name, 'sandbox.webhook'), isNull(jobs.completedAt)));
  await settle(t);
}
async function paidTransfer(options: { amount?: string; card?: string } = {}) {
  const customer = await confirmedTransfer(t, { amount: options.amount });
  const payment = await startPayment(customer.browser, customer.transfer.id);
  await payAtCheckout(t, payment.checkout_url, options.card);
  await settle(t);
  return { ...customer, payment, totalMinor: minorOf(customer.transfer.total_to_pay.amount) };
}

describe('a clean book', () => {
  it('paid, paid out, cancelled and refunded, late-captured and refused refunds all agree', async () => {
    const paidOut = await paidTransfer();
    expect((await viewTransfer(paidOut.browser, paidOut.transfer.id)).status).toBe('completed');

    const held = await paidTransfer({ amount: '6000' });
    expect((await viewTransfer(held.browser, held.transfer.id)).status).toBe('on_hold');

    const cancelled = await paidTransfer({ amount: '6000' });
    await cancelled.browser.post(`/client/v1/transactions/${cancelled.transfer.id}/cancel`);
    await settle(t);
    expect((await viewTransfer(cancelled.browser, cancelled.transfer.id)).status).toBe('refunded');

    // Paid in one tab after cancelling in another: captured late, then refunded in full.
    const late = await confirmedTransfer(t);
    const latePayment = await startPayment(late.browser, late.transfer.id);
    await late.browser.post(`/client/v1/transactions/${late.transfer.id}/cancel`);
    await payAtCheckout(t, latePayment.checkout_url);
    await settle(t);
    expect((await viewTransfer(late.browser, late.transfer.id)).status).toBe('refunded');

    // The card refuses the refund: captured, not refunded, on both sides alike.
    const refused = await paidTransfer({ amount: '6000', card: cards.refundFails });
    await refused.browser.post(`/client/v1/transactions/${refused.transfer.id}/cancel`);
    await settle(t);

    const report = await reconcile();
    expect(report.differences).toEqual([]);
    const lateMinor = minorOf(late.transfer.total_to_pay.amount);
    const captured =
      paidOut.totalMinor + held.totalMinor + cancelled.totalMinor + lateMinor + refused.totalMinor;
    const refunded = cancelled.totalMinor + lateMinor;
    expect(report.totals).toEqual([
      {
        currency: 'AUD',
        provider: {
          capturedMinor: captured,
          refundedMinor: refunded,
          netMinor: captured - refunded,
        },
        payments: {
          capturedMinor: captured,
          refundedMinor: refunded,
          netMinor: captured - refunded,
        },
        ledgerMinor: captured - refunded,
        agrees: true,
      },
    ]);

    const { text, error } = await ops('reconcile');
    expect(error).toBeUndefined();
    expect(text).toContain('No differences.');
    expect(text).toMatch(/AUD +provider +captured AUD [\d,]+\.\d\d +refunded AUD [\d,]+\.\d\d/);
    expect(text).toMatch(/AUD +ledger +payment_clearing AUD [\d,]+\.\d\d/);
  }, 60_000);
});

describe('differences', () => {
  it('a capture whose webhook never arrived is captured at the provider but not booked', async () => {
    dropWebhooks = true;
    const lost = await paidTransfer();
    expect((await viewTransfer(lost.browser, lost.transfer.id)).status).toBe('awaiting_payment');

    const report = await reconcile();
    expect(report.differences).toEqual([
      expect.objectContaining({
        kind: 'captured_not_booked',
        transferId: lost.transfer.id,
        paymentId: lost.payment.id,
        currency: 'AUD',
        amountMinor: lost.totalMinor,
        providerMinor: lost.totalMinor,
        bookedMinor: 0,
      }),
    ]);
    expect(report.totals[0]?.agrees).toBe(false);

    const { text, error } = await ops('reconcile');
    expect(error?.message).toBe('Reconciliation found 1 difference.');
    expect(text).toContain('1 difference:');
    expect(text).toContain(
      `captured at the provider but not booked: ${spokenMoney(lost.totalMinor, 'AUD')}`,
    );
    expect(text).toContain(`transfer ${lost.transfer.id}`);
    expect(text).toContain(`payment ${lost.payment.id}`);
    expect(text).not.toContain('No differences.');

    const json = await ops('reconcile', '--json');
    expect(json.error?.message).toBe('Reconciliation found 1 difference.');
    const parsed = JSON.parse(json.text) as { differences: { kind: string }[] };
    expect(parsed.differences.map((difference) => difference.kind)).toEqual([
      'captured_not_booked',
    ]);

    // The command as operations run it: a process that exits non-zero. Only PostgreSQL can be
    // shared with a second process (PGlite here lives in this one's memory).
    if (t.databaseUrl) {
      const { token } = await staffToken(t, ['finance']);
      const run = await opsProcess(['reconcile'], t.databaseUrl, token);
      expect(run.code, run.output).toBe(1);
      expect(run.output).toContain('captured at the provider but not booked');
      expect(run.output).toContain('Reconciliation found 1 difference.');
    }

    await deliverDroppedWebhooks();
    expect((await viewTransfer(lost.browser, lost.transfer.id)).status).toBe('completed');
    expect((await reconcile()).differences).toEqual([]);
  }, 60_000);

  it('a refund whose webhook never arrived is refunded at the provider but not booked', async () => {
    const held = await paidTransfer({ amount: '6000' });
    dropWebhooks = true;
    await held.browser.post(`/client/v1/transactions/${held.transfer.id}/cancel`);
    await settle(t);
    expect((await viewTransfer(held.browser, held.transfer.id)).status).toBe('refund_pending');

    expect((await reconcile()).differences).toEqual([
      expect.objectContaining({
        kind: 'refunded_not_booked',
        transferId: held.transfer.id,
        paymentId: held.payment.id,
        amountMinor: held.totalMinor,
        providerMinor: held.totalMinor,
        bookedMinor: 0,
      }),
    ]);
    const { text } = await ops('reconcile');
    expect(text).toContain(
      `refunded at the provider but not booked: ${spokenMoney(held.totalMinor, 'AUD')}`,
    );

    await deliverDroppedWebhooks();
    expect((await viewTransfer(held.browser, held.transfer.id)).status).toBe('refunded');
    expect((await reconcile()).differences).toEqual([]);
  });

  it('a journal slipped into the ledger is reported against its transfer', async () => {
    const paid = await paidTransfer({ amount: '6000' });
    // Balanced, so ledger:check passes it; only the comparison with the provider catches it.
    const [journal] = await db()
      .insert(ledgerJournals)
      .values({ transferId: paid.transfer.id, kind: 'tampered', reference: '' })
      .returning();
    const journalId = journal?.id ?? '';
    await db()
      .insert(ledgerEntries)
      .values([
        { journalId, account: 'payment_clearing', currency: 'AUD', amountMinor: 1234 },
        { journalId, account: 'customer_funds', currency: 'AUD', amountMinor: -1234 },
      ]);

    const report = await reconcile();
    expect(report.differences).toEqual([
      expect.objectContaining({
        kind: 'ledger_differs',
        transferId: paid.transfer.id,
        currency: 'AUD',
        amountMinor: 1234,
        bookedMinor: paid.totalMinor,
        ledgerMinor: paid.totalMinor + 1234,
      }),
    ]);
    expect(report.totals[0]).toMatchObject({
      ledgerMinor: (report.totals[0]?.payments.netMinor ?? 0) + 1234,
      agrees: false,
    });
    const { text, error } = await ops('reconcile');
    expect(error?.message).toBe('Reconciliation found 1 difference.');
    expect(text).toContain(`transfer ${paid.transfer.id}`);
    expect(text).toMatch(/the ledger's payment_clearing holds AUD [\d,]+\.\d\d, payments say/);

    await db().delete(ledgerEntries).where(eq(ledgerEntries.journalId, journalId));
    await db().delete(ledgerJournals).where(eq(ledgerJournals.id, journalId));
    expect((await reconcile()).differences).toEqual([]);
  });

  it('a payment that says it captured more than the provider did is reported, and the ledger too', async () => {
    const paid = await paidTransfer();
    await db()
      .update(payments)
      .set({ capturedMinor: paid.totalMinor + 100 })
      .where(eq(payments.id, paid.payment.id));

    const kinds = (await reconcile()).differences.map((difference) => [
      difference.kind,
      difference.amountMinor,
    ]);
    expect(kinds).toEqual([
      ['captured_amount_differs', 100],
      ['ledger_differs', 100],
    ]);
    const { error } = await ops('reconcile');
    expect(error?.message).toBe('Reconciliation found 2 differences.');

    await db()
      .update(payments)
      .set({ capturedMinor: paid.totalMinor })
      .where(eq(payments.id, paid.payment.id));
    expect((await reconcile()).differences).toEqual([]);
  });
});

describe('the daily reconciliation', () => {
  const logged: { level: number; msg: string; differences?: unknown[] }[] = [];
  let d: TestApp;
  beforeAll(async () => {
    d = await createTestApp(
      {},
      {
        logger: {
          stream: { write: (line: string) => void logged.push(JSON.parse(line) as never) },
        },
      },
    );
  });
  afterAll(() => d.close());

  const dailyJobs = () =>
    d.database.db.select().from(jobs).where(eq(jobs.name, 'reconcile.daily')).orderBy(jobs.runAt);
  const dayOf = (at: Date) => at.toISOString().slice(0, 10);
  const metricLines = async () =>
    (await d.app.inject({ method: 'GET', url: '/metrics' })).body.split('\n');

  it('several nodes starting at once schedule one run for the day', async () => {
    // Nodes as the server builds them (with their workers), on one database.
    const nodes = await Promise.all(
      [1, 2, 3].map(() =>
        buildApp({
          config: d.app.deps.config,
          db: d.database.db,
          logger: false,
          startWorker: true,
          deliverWebhook: async () => 200,
        }),
      ),
    );
    await Promise.all(nodes.map((node) => node.ready()));
    await Promise.all(nodes.map((node) => node.close()));
    const today = (await dailyJobs()).filter(
      (job) => job.key === `reconcile.daily:${dayOf(new Date())}`,
    );
    expect(today).toHaveLength(1);
    // And once more, from this process's side, at the same moment: still one.
    await Promise.all([
      d.app.deps.dailyReconciliation.scheduleToday(),
      d.app.deps.dailyReconciliation.scheduleToday(),
    ]);
    expect(
      (await dailyJobs()).filter((job) => job.key === `reconcile.daily:${dayOf(new Date())}`),
    ).toHaveLength(1);
  });

  it('runs, logs the result, and schedules the next run 24 hours later', async () => {
    await settle(d); // today's run, if no node's worker took it already
    const [run, next, ...more] = await dailyJobs();
    expect(more).toEqual([]);
    expect(run?.completedAt).not.toBeNull();
    expect(next?.completedAt).toBeNull();
    // Kept for /metrics, which any node serves (a worker that ran it may serve none).
    const clean = await metricLines();
    expect(clean).toContain(
      'homeward_reconciliation_differences{provider="sandbox",currency="all"} 0',
    );
    expect(
      clean.find((line) =>
        line.startsWith('homeward_reconciliation_last_run_seconds{provider="sandbox"}'),
      ),
    ).toMatch(/ \d+(\.\d+)?(e-\d+)?$/);
    const tomorrow = dayOf(new Date(Date.now() + 86_400_000));
    expect(next?.key).toBe(`reconcile.daily:${tomorrow}`);
    const hoursAhead = ((next?.runAt.getTime() ?? 0) - Date.now()) / 3_600_000;
    expect(hoursAhead).toBeGreaterThan(23.9);
    expect(hoursAhead).toBeLessThanOrEqual(24);

    // Tomorrow comes early, with payment_clearing moved by a journal of no transfer.
    const [journal] = await d.database.db
      .insert(ledgerJournals)
      .values({ transferId: null, kind: 'tampered', reference: '' })
      .returning();
    await d.database.db.insert(ledgerEntries).values([
      {
        journalId: journal?.id ?? '',
        account: 'payment_clearing',
        currency: 'AUD',
        amountMinor: 500,
      },
      { journalId: journal?.id ?? '', account: 'fee_revenue', currency: 'AUD', amountMinor: -500 },
    ]);
    logged.length = 0;
    await d.database.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.id, next?.id ?? ''));
    await d.app.deps.jobs.runDue();
    const report = logged.find((line) => line.msg.startsWith('reconciliation'));
    expect(report).toMatchObject({ level: 50, msg: 'reconciliation found 1 difference' });
    expect(report?.differences).toEqual([
      expect.objectContaining({ kind: 'ledger_differs', transferId: null, amountMinor: 500 }),
    ]);
    const found = await metricLines();
    expect(found).toContain(
      'homeward_reconciliation_differences{provider="sandbox",currency="all"} 1',
    );
    expect(found).toContain(
      'homeward_reconciliation_differences{provider="sandbox",currency="AUD"} 1',
    );
    expect(await d.database.db.select().from(reconciliationRuns)).toHaveLength(2);
    // Tomorrow's run, run early, schedules the day after: the chain never stops on a key.
    const after = await dailyJobs();
    expect(after.map((job) => job.key)).toEqual([
      `reconcile.daily:${dayOf(new Date())}`,
      `reconcile.daily:${tomorrow}`,
      `reconcile.daily:${dayOf(new Date(Date.now() + 2 * 86_400_000))}`,
    ]);
  });

  it('logs at info level when the books agree', async () => {
    await d.database.db.delete(ledgerEntries);
    await d.database.db.delete(ledgerJournals);
    logged.length = 0;
    await d.database.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(isNull(jobs.completedAt));
    await d.app.deps.jobs.runDue();
    expect(logged.find((line) => line.msg.startsWith('reconciliation'))).toMatchObject({
      level: 30,
      msg: 'reconciliation: no differences',
    });
  });
});

/** `npm run ops -- …` as a process: its exit code and everything it printed. */
function opsProcess(argv: string[], databaseUrl: string, token: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/ops.ts', ...argv], {
    cwd: apiRoot,
    env: {
      ...process.env,
      APP_ENV: 'test',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'homeward-ops-')),
      DATABASE_URL: databaseUrl,
      REDIS_URL: '',
      HOMEWARD_STAFF_TOKEN: token,
      // No server listens there: the CLI opens the database itself.
      HOMEWARD_API_URL: 'http://127.0.0.1:9',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += String(chunk)));
  child.stderr.on('data', (chunk) => (output += String(chunk)));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
}
