import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNotNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devOutbox, jobs, ledgerJournals, payouts, transferEvents } from '../src/db/schema';
import { headersOf, nodePort, startNode, stopNodes, type ApiNode } from './support/nodes';
import { philippineRecipient, quoteFor, sender } from './support/senders';
import { cards } from './support/transfers';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Issue 22 item 4: one API process and two worker processes on PostgreSQL and Redis complete a
 * paid transfer once. The API answers the customer and the sandbox's webhooks; the workers
 * run jobs (the sandbox's delivery, the payout, the mail), and two of them competing for the same
 * queue still move the money once: one payout, one journal of each kind, one email of each.
 */

const redisUrl = process.env.REDIS_URL;
const APP_KEY = `base64:${randomBytes(32).toString('base64')}`;

describe.runIf(process.env.TEST_DB_DRIVER === 'postgres' && redisUrl)(
  'api and worker roles',
  () => {
    let t: TestApp;
    let nodes: ApiNode[] = [];
    let api: ApiNode;
    beforeAll(async () => {
      // The test's own app prepares the shared database and makes the customer; it runs no jobs
      // once the processes are up.
      t = await createTestApp({ APP_KEY, SIGNUP_MAX_PER_IP: '100' });
      const port = nodePort();
      const env = { APP_KEY, REDIS_URL: redisUrl, APP_URL: `http://127.0.0.1:${port}` };
      nodes = await Promise.all([
        startNode(t.databaseUrl ?? '', env, { role: 'api', port }),
        startNode(t.databaseUrl ?? '', env, { role: 'worker' }),
        startNode(t.databaseUrl ?? '', env, { role: 'worker' }),
      ]);
      api = nodes[0] as ApiNode;
    }, 120_000);
    afterAll(async () => {
      await stopNodes(nodes);
      await t.close();
    });

    it('a worker listens on no port', async () => {
      const worker = nodes[1] as ApiNode;
      const answer = await fetch(`${worker.base}/health/ready`).then(
        (r) => r.status,
        () => 'refused',
      );
      expect(answer).toBe('refused');
    });

    it('completes a paid transfer once', async () => {
      const { browser, email } = await sender(t, 2);
      const recipient = await philippineRecipient(browser);
      const quote = await quoteFor(browser, '120');
      const call = (path: string, body: unknown) =>
        fetch(`${api.base}${path}`, {
          method: 'POST',
          headers: { ...headersOf(browser), 'idempotency-key': randomUUID() },
          body: JSON.stringify(body),
        });
      const created = await call('/client/v1/transactions', {
        quote_id: quote.id,
        recipient_id: recipient.id,
        purpose: 'gift',
        source_of_funds: 'salary',
      });
      expect(created.status).toBe(201);
      const transfer = (await created.json()) as { id: string };
      const started = await call(`/client/v1/transactions/${transfer.id}/payments`, {
        method: 'card',
      });
      expect(started.status).toBe(201);
      const { checkout_url: checkoutUrl } = (await started.json()) as { checkout_url: string };
      const paid = await fetch(`${api.base}${new URL(checkoutUrl).pathname}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          name: 'Ana Cruz',
          number: cards.succeeds,
          expiry: '12/39',
          cvc: '123',
        }).toString(),
        redirect: 'manual',
      });
      expect(paid.status).toBeLessThan(400);

      // The workers deliver the sandbox's webhook to the API, then pay out and mail.
      let status = '';
      for (let waited = 0; waited < 60_000 && status !== 'completed'; waited += 250) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        const answer = await fetch(`${api.base}/client/v1/transactions/${transfer.id}`, {
          headers: headersOf(browser),
        });
        status = ((await answer.json()) as { status: string }).status;
      }
      expect(status).toBe('completed');

      const { db } = t.database;
      expect(
        await db.select().from(payouts).where(eq(payouts.transferId, transfer.id)),
      ).toHaveLength(1);
      const kinds = (
        await db
          .select({ kind: ledgerJournals.kind })
          .from(ledgerJournals)
          .where(eq(ledgerJournals.transferId, transfer.id))
      ).map((row) => row.kind);
      expect(kinds.length).toBeGreaterThan(0);
      expect(new Set(kinds).size).toBe(kinds.length);
      const statuses = (
        await db
          .select({ status: transferEvents.status })
          .from(transferEvents)
          .where(eq(transferEvents.transferId, transfer.id))
      ).map((row) => row.status);
      expect(statuses).toContain('completed');
      expect(new Set(statuses).size).toBe(statuses.length);

      // One "has the money" email, sent by a worker (the mail job ran and is done).
      let mails: unknown[] = [];
      for (let waited = 0; waited < 20_000 && mails.length === 0; waited += 250) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        mails = await db
          .select()
          .from(devOutbox)
          .where(and(eq(devOutbox.to, email), like(devOutbox.subject, '%has the money')));
      }
      expect(mails).toHaveLength(1);
      expect(await db.select().from(jobs).where(isNotNull(jobs.failedAt))).toEqual([]);
    }, 120_000);
  },
);
