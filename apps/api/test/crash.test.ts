import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerJournals, payments, transferEvents, webhookEvents } from '../src/db/schema';
import { checkLedger } from '../src/modules/ledger/report-repository';
import { sign, SIGNATURE_HEADER } from '../src/modules/payments/sandbox';
import { philippineRecipient, quoteFor, sender } from './support/senders';
import { createTestApp, type TestApp } from './support/test-app';

const apiRoot = path.resolve(import.meta.dirname, '..');
const SECRET = randomBytes(32).toString('hex');
const APP_KEY = `base64:${randomBytes(32).toString('base64')}`;

/** The API as its own process on the test's PostgreSQL database, as production runs it. */
async function startServer(databaseUrl: string, env: Record<string, string> = {}) {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      APP_ENV: 'test',
      APP_KEY,
      PORT: String(port),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'homeward-crash-')),
      DATABASE_URL: databaseUrl,
      REDIS_URL: '',
      SANDBOX_WEBHOOK_SECRET: SECRET,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 150; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const ready = await fetch(`${base}/health/ready`).then(
      (r) => r.status,
      () => 0,
    );
    if (ready === 200) return { child, base };
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start');
}

function deliver(base: string, event: object) {
  const body = JSON.stringify(event);
  const t = Math.floor(Date.now() / 1000);
  return fetch(`${base}/webhooks/payments/sandbox`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: `t=${t},v1=${sign(Buffer.from(SECRET), t, body)}`,
    },
    body,
  });
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null ? resolve() : child.on('exit', () => resolve()),
  );

// A crash needs a database that outlives the process: PostgreSQL only.
describe.runIf(process.env.TEST_DB_DRIVER === 'postgres')(
  'a crash while a webhook is applied',
  () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({
        APP_KEY,
        SANDBOX_WEBHOOK_SECRET: SECRET,
        SIGNUP_MAX_PER_IP: '100',
      });
    });
    afterAll(() => t.close());

    it('loses nothing and applies it once: SIGKILL mid-way, restart, redelivery', async () => {
      const databaseUrl = t.databaseUrl ?? '';
      const { browser } = await sender(t, 2);
      const recipient = await philippineRecipient(browser);
      const quote = await quoteFor(browser, '300');
      const transfer = (
        await browser.post(
          '/client/v1/transactions',
          {
            quote_id: quote.id,
            recipient_id: recipient.id,
            purpose: 'gift',
            source_of_funds: 'salary',
          },
          { headers: { 'idempotency-key': randomUUID() } },
        )
      ).json();
      const payment = (
        await browser.post(`/client/v1/transactions/${transfer.id}/payments`, { method: 'card' })
      ).json();
      const [row] = await t.database.db.select().from(payments).where(eq(payments.id, payment.id));
      const event = {
        id: `evt_${randomUUID()}`,
        type: 'payment.succeeded',
        created: Math.floor(Date.now() / 1000),
        data: { checkout: row?.providerReference, amount: row?.amountMinor, failure_reason: null },
      };

      // The webhook arrives, is recorded inside its transaction, and the process dies there.
      const first = await startServer(databaseUrl, { FAULT_WEBHOOK_PAUSE_MS: '5000' });
      const inFlight = deliver(first.base, event).catch((error: unknown) => error);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      first.child.kill('SIGKILL');
      await exited(first.child);
      expect(await inFlight).toBeInstanceOf(Error);
      // Nothing half-done: no event recorded, no move, no journal.
      expect(await t.database.db.$count(webhookEvents, eq(webhookEvents.eventId, event.id))).toBe(
        0,
      );
      expect(
        await t.database.db.$count(transferEvents, eq(transferEvents.transferId, transfer.id)),
      ).toBe(1);

      // Started again, the provider redelivers (twice, as providers do): applied exactly once.
      const second = await startServer(databaseUrl);
      try {
        expect(await (await deliver(second.base, event)).json()).toEqual({
          received: true,
          outcome: 'applied',
        });
        expect(await (await deliver(second.base, event)).json()).toEqual({
          received: true,
          outcome: 'duplicate',
        });
      } finally {
        second.child.kill('SIGKILL');
        await exited(second.child);
      }
      const after = (await browser.get(`/client/v1/transactions/${transfer.id}`)).json();
      expect(
        after.timeline.filter((e: { status: string }) => e.status === 'funds_received'),
      ).toHaveLength(1);
      expect(
        await t.database.db.$count(ledgerJournals, eq(ledgerJournals.transferId, transfer.id)),
      ).toBe(1);
      expect((await checkLedger(t.database.db)).unbalanced).toEqual([]);
    }, 90_000);
  },
);
