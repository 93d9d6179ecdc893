import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { jobs, transfers } from '../../../src/db/schema';
import { customerChannel, events } from '../../../src/modules/realtime/broadcaster';
import type { TestBrowser } from '../browser';
import { philippineRecipient, quoteFor, sender } from '../senders';
import type { TestApp } from '../test-app';

/** A webhook the sandbox sent, held back so the model decides when (and how often) it arrives. */
export interface HeldWebhook {
  body: string;
  headers: Record<string, string>;
}

export interface ModelCustomer {
  email: string;
  customerId: string;
  browser: TestBrowser;
  recipients: { normal: string; failing: string };
}

export interface ModelTransfer {
  id: string;
  customer: ModelCustomer;
  checkoutUrls: string[];
}

/**
 * The system under the model: one API on a real database, its sandbox's webhooks held in a
 * bag, faults to inject (a provider call that "crashes" after the provider acted, a worker
 * that dies holding jobs), and what was published to the customers' screens.
 */
export class World {
  readonly bag: HeldWebhook[] = [];
  customers: ModelCustomer[] = [];
  transfers: ModelTransfer[] = [];
  /** The next provider call acts at the provider, then the caller "crashes" before it hears. */
  crashAfterProviderCall = false;
  /** Statuses pushed to the screens, per transfer. */
  readonly published = new Map<string, Set<string>>();
  steps = 0;

  constructor(readonly t: TestApp) {}

  /** Builds the customers once, and wraps the provider and the broadcaster. */
  async prepare(customers: number) {
    for (let i = 0; i < customers; i += 1) {
      const { email, customerId, browser } = await sender(this.t, 2, `model${i}`);
      const normal = (await philippineRecipient(browser, 'Maria Santos Cruz')).id;
      const failing = (await philippineRecipient(browser, 'Fail Payout Reyes')).id;
      this.customers.push({ email, customerId, browser, recipients: { normal, failing } });
    }
    this.wrapProvider();
    this.listenToScreens();
  }

  /** Each run starts with its own transfers and no held webhooks or faults. */
  async reset() {
    this.transfers = [];
    this.bag.length = 0;
    this.crashAfterProviderCall = false;
    for (const customer of this.customers) {
      await this.t.app.deps.customers.setBlockedForSending(customer.email, false);
    }
    // Every run starts with a transfer of each kind: one to pay out, one held for review.
    const [first, second] = this.customers;
    if (first) await this.confirm(first, '120', false);
    if (second) await this.confirm(second, '6000', false);
  }

  /** The sandbox's deliveries land here instead of the API (see createTestApp's option). */
  hold = async (_url: string, body: string, headers: Record<string, string>) => {
    this.bag.push({ body, headers });
    return 200;
  };

  /** Delivers a held webhook; keeps it when the API asks for it again later (a 409, a 5xx). */
  async deliver(index: number, keep: boolean): Promise<number> {
    const [held] = keep ? [this.bag[index]] : this.bag.splice(index, 1);
    if (!held) return 0;
    const response = await this.t.app.inject({
      method: 'POST',
      url: '/webhooks/payments/sandbox',
      headers: held.headers,
      payload: held.body,
    });
    if (response.statusCode >= 500) throw new Error(`webhook answered ${response.statusCode}`);
    if (response.statusCode !== 200 && !keep) this.bag.push(held);
    return response.statusCode;
  }

  private wrapProvider() {
    const provider = this.t.app.deps.payments.provider as unknown as Record<
      string,
      (...args: unknown[]) => Promise<unknown>
    >;
    for (const name of ['createCheckout', 'closeCheckout', 'refund']) {
      const original = provider[name]?.bind(provider);
      if (!original) throw new Error(`the provider has no ${name}`);
      provider[name] = async (...args: unknown[]) => {
        const answer = await original(...args);
        if (this.crashAfterProviderCall) {
          this.crashAfterProviderCall = false;
          throw new Error(`simulated crash after the provider's ${name}`);
        }
        return answer;
      };
    }
  }

  private listenToScreens() {
    const broadcaster = this.t.app.deps.broadcaster();
    const publish = broadcaster.publish.bind(broadcaster);
    const channels = new Map(this.customers.map((c) => [customerChannel(c.customerId), c]));
    broadcaster.publish = (channel, event, data) => {
      if (channels.has(channel) && event === events.transactionStatusUpdated) {
        const { transaction } = data as { transaction: { id: string; status: string } };
        const seen = this.published.get(transaction.id) ?? new Set();
        seen.add(transaction.status);
        this.published.set(transaction.id, seen);
      }
      publish(channel, event, data);
    };
  }

  /** Confirms a transfer as the customer would: a price, a recipient, the Idempotency-Key. */
  async confirm(customer: ModelCustomer, amount: string, failing: boolean) {
    const quote = await quoteFor(customer.browser, amount);
    const created = await customer.browser.post(
      '/client/v1/transactions',
      {
        quote_id: quote.id,
        recipient_id: failing ? customer.recipients.failing : customer.recipients.normal,
        purpose: 'gift',
        source_of_funds: 'salary',
      },
      { headers: { 'idempotency-key': crypto.randomUUID() } },
    );
    if (created.statusCode !== 201) return undefined;
    const transfer = { id: created.json().id as string, customer, checkoutUrls: [] };
    this.transfers.push(transfer);
    return transfer;
  }

  /** The transfer's time to pay runs out (by the database clock), and its expiry job is due. */
  async deadlinePasses(transferId: string) {
    const db = this.t.database.db;
    await db
      .update(transfers)
      .set({ payBy: sql`now() - interval '1 second'` })
      .where(eq(transfers.id, transferId));
    await db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(
        and(
          eq(jobs.name, 'transfer.expire'),
          isNull(jobs.completedAt),
          sql`${jobs.payload}->>'transferId' = ${transferId}`,
        ),
      );
  }

  /** Everything scheduled for later (payout starts, retries after a failure) is due now. */
  async timePasses() {
    await this.t.database.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(and(isNull(jobs.completedAt), isNull(jobs.failedAt), sql`${jobs.runAt} > now()`));
  }

  /** A worker claims due jobs and dies holding them: they wait until the leases run out. */
  async workerDies() {
    await this.t.database.db.execute(sql`update jobs set locked_until = now() + interval '1 hour',
      attempts = attempts + 1 where id in (select id from jobs where completed_at is null
      and failed_at is null and run_at <= now() and (locked_until is null or locked_until <= now())
      order by run_at limit 3)`);
  }

  async leasesRunOut() {
    await this.t.database.db.execute(
      sql`update jobs set locked_until = now() - interval '1 second' where locked_until > now()`,
    );
  }

  /** Jobs that gave up (dead letters): the model expects none. */
  async deadLetters() {
    return this.t.database.db
      .select()
      .from(jobs)
      .where(and(sql`${jobs.failedAt} is not null`, inArray(jobs.name, lifecycleJobs)));
  }
}

/** The jobs that move money or transfers (mail and the sandbox's own delivery are not). */
export const lifecycleJobs = [
  'transfer.expire',
  'payout.start',
  'payout.send',
  'payout.check',
  'refund.process',
  'checkout.close',
];
