import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { jobs } from '../src/db/schema';
import { SANDBOX_WEBHOOK_JOB } from '../src/modules/payments/sandbox';
import {
  confirmedTransfer,
  payAtCheckout,
  settle,
  startPayment,
  viewTransfer,
} from './support/transfers';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * SANDBOX_WEBHOOK_DELAY_MS: the sandbox's webhooks arrive late, as a real provider's do, so a
 * journey can take money at the checkout before the API hears of it (e2e late-capture journey).
 */
const dataDir = () => mkdtempSync(path.join(tmpdir(), 'homeward-config-'));

describe('SANDBOX_WEBHOOK_DELAY_MS', () => {
  it('is 0 unless set, a number of milliseconds, and refused in production', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).payments.sandboxWebhookDelayMs).toBe(0);
    expect(
      loadConfig({ DATA_DIR: dataDir(), SANDBOX_WEBHOOK_DELAY_MS: '4000' }).payments
        .sandboxWebhookDelayMs,
    ).toBe(4000);
    expect(() => loadConfig({ DATA_DIR: dataDir(), SANDBOX_WEBHOOK_DELAY_MS: 'soon' })).toThrow(
      /SANDBOX_WEBHOOK_DELAY_MS: must be a number/,
    );
    expect(() =>
      loadConfig({ APP_ENV: 'production', DATA_DIR: dataDir(), SANDBOX_WEBHOOK_DELAY_MS: '1' }),
    ).toThrow(/SANDBOX_WEBHOOK_DELAY_MS: only for development and tests/);
  });

  describe('with a minute of latency', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({
        SIGNUP_MAX_PER_IP: '1000',
        LOGIN_MAX_FAILURES_PER_IP: '1000',
        SANDBOX_WEBHOOK_DELAY_MS: '60000',
      });
    });
    afterAll(async () => t.close());

    it('takes the money at once and tells the API only when the webhook is due', async () => {
      const { browser, transfer } = await confirmedTransfer(t);
      const payment = await startPayment(browser, transfer.id);
      expect((await payAtCheckout(t, payment.checkout_url)).statusCode).toBe(303);
      await settle(t);
      // Captured at the provider; the API has not heard of it yet.
      expect((await viewTransfer(browser, transfer.id)).status).toBe('awaiting_payment');
      const pending = and(
        eq(jobs.name, SANDBOX_WEBHOOK_JOB),
        sql`${jobs.completedAt} is null`,
        sql`${jobs.runAt} > now() + interval '50 seconds'`,
      );
      expect(await t.database.db.$count(jobs, pending)).toBe(1);

      // The minute passes: the webhook arrives and the payment counts.
      await t.database.db
        .update(jobs)
        .set({ runAt: sql`now() - interval '1 second'` })
        .where(pending);
      await settle(t);
      expect((await viewTransfer(browser, transfer.id)).status).not.toBe('awaiting_payment');
    });
  });
});
