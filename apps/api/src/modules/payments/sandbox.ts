import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { JobQueue } from '../jobs/queue';
import type { SandboxCheckoutRow, SandboxRepository } from './sandbox-repository';
import { WebhookRejected, type PaymentProvider, type ProviderEvent } from './provider';
import { callService } from '../../lib/outgoing';

export const SANDBOX = 'sandbox';
export const SANDBOX_WEBHOOK_JOB = 'sandbox.webhook';
export const SIGNATURE_HEADER = 'sandbox-signature';

/** Test cards, as payment providers publish them. */
export const sandboxCards = {
  '4242424242424242': 'succeeds',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000003220': 'challenge',
  // Pays, but the card cannot take money back: every refund to it fails (as Stripe's does).
  '4000000000005126': 'refund_fails',
} as const;

const REFUND_FAILS_LAST4 = '5126';
const REFUND_FAILURE = 'The card was closed, so it cannot take the refund.';

export const declineReasons = {
  declined: 'Your bank declined the card. Try another card or ask your bank why.',
  insufficient_funds: 'The card does not have enough funds for this payment.',
  challenge_failed: 'The payment was not approved in your banking app.',
} as const;

/** Text PostgreSQL can store (the event is kept as jsonb): no NUL, no unpaired surrogate. */
const storable = (schema: z.ZodString) =>
  schema.refine(
    (text) =>
      !text.includes('\u0000') &&
      !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text),
  );

export const sandboxEventSchema = z.object({
  id: storable(z.string().min(1).max(100)),
  type: z.enum([
    'payment.processing',
    'payment.succeeded',
    'payment.declined',
    'refund.succeeded',
    'refund.failed',
  ]),
  // Seconds since 1970, up to the end of year 9999: later ones are no date PostgreSQL reads.
  created: z.number().int().positive().max(253_402_300_799),
  data: z.object({
    checkout: storable(z.string().min(1).max(100)),
    /** The merchant's payment id, given at checkout (the provider's metadata). */
    payment_id: z.uuid().nullable().optional(),
    /** Captured or refunded, in minor units. */
    amount: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).optional(),
    /** The refund, on refund events. */
    refund: storable(z.string().min(1).max(100)).optional(),
    failure_reason: storable(z.string().max(500)).nullable(),
  }),
});
export type SandboxEvent = z.infer<typeof sandboxEventSchema>;

export function sign(secret: Buffer, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

export interface SandboxSettings {
  appUrl: string;
  webhookSecret: Buffer;
  /** Secrets webhookSecret replaced: webhooks signed with them are accepted during a rotation. */
  previousWebhookSecrets?: Buffer[];
  /** How old a signed webhook may be, in seconds (replays outside it are refused). */
  toleranceSeconds: number;
  /**
   * How long after its event each webhook is delivered (SANDBOX_WEBHOOK_DELAY_MS). Real
   * providers take seconds, so money can be taken before the merchant hears of it; 0 (the
   * default) delivers as soon as the job worker can.
   */
  webhookDelayMs?: number;
}

type Outcome = 'processing' | 'succeeded' | keyof typeof declineReasons;

/**
 * The built-in payment provider: a hosted checkout served under /sandbox (see
 * sandbox-routes.ts) that takes test cards, refunds confirmed by webhook, and webhooks signed
 * with HMAC-SHA256 over "timestamp.body" (as Stripe signs), delivered by a job that retries
 * until the API answers 2xx. Its tables are its own books: what it captured and refunded,
 * which reconciliation compares with the ledger as it would a real provider's report.
 */
export function sandboxProvider(deps: {
  store: UnitOfWork<SandboxRepository>;
  jobs: JobQueue;
  settings: SandboxSettings;
  now?: () => Date;
}): PaymentProvider & {
  checkout(id: string): Promise<SandboxCheckoutRow | undefined>;
  /** What the payer did at the checkout; false when it was closed (or settled) first. */
  settle(id: string, outcome: Outcome, last4: string | null): Promise<boolean>;
} {
  const { store, jobs, settings } = deps;
  const books = store.read;
  const now = deps.now ?? (() => new Date());

  /** Keeps and queues a signed event about a checkout, inside the caller's transaction. */
  async function emit(
    { tx, ...books }: SandboxRepository & { tx: Database },
    checkout: SandboxCheckoutRow,
    type: SandboxEvent['type'],
    data: Partial<SandboxEvent['data']> = {},
  ) {
    const event: SandboxEvent = {
      id: `evt_${randomBytes(12).toString('base64url')}`,
      type,
      created: Math.floor(now().getTime() / 1000),
      data: {
        checkout: checkout.id,
        payment_id: checkout.paymentId,
        failure_reason: null,
        ...data,
      },
    };
    // The job's due time is compared with the database's clock, so it is read from the real
    // one, not from `now` (which tests may stop).
    const delay = settings.webhookDelayMs ?? 0;
    const runAt = delay > 0 ? new Date(Date.now() + delay) : undefined;
    await books.addEvent({ id: event.id, checkoutId: checkout.id, payload: event });
    await jobs.enqueue(SANDBOX_WEBHOOK_JOB, { event }, tx, runAt);
  }

  return {
    name: SANDBOX,

    async redeliver(reference) {
      // What it sent, as it sent it: the same ids, so what was filed is recognised as such.
      const sent = await books.eventsOf(reference);
      for (const event of sent) await jobs.enqueue(SANDBOX_WEBHOOK_JOB, { event });
      return sent.length;
    },

    async createCheckout(request) {
      // The merchant's payment id is the idempotency key: asking twice answers one checkout.
      const row = await books.checkoutForPayment({
        id: `cs_${randomBytes(18).toString('base64url')}`,
        paymentId: request.paymentId,
        amountMinor: request.amountMinor,
        currency: request.currency,
        description: request.description,
        returnUrl: request.returnUrl,
      });
      if (!row) throw new Error('sandbox checkout was not stored');
      return { reference: row.id, checkoutUrl: `${settings.appUrl}/sandbox/checkout/${row.id}` };
    },

    async closeCheckout(reference) {
      const closed = await books.moveIf(reference, ['open', 'processing'], {
        status: 'closed',
        updatedAt: now(),
      });
      if (closed) return 'closed';
      const row = await books.find(reference);
      return row && row.capturedMinor > 0 ? 'paid' : 'closed';
    },

    async refund(reference, amountMinor, idempotencyKey) {
      return store.run(async (step) => {
        const books = step;
        const checkout = await books.lock(reference);
        if (!checkout) throw new Error(`sandbox: no checkout ${reference}`);
        const earlier = await books.refundByKey(idempotencyKey);
        if (earlier) return { reference: earlier.id, status: 'pending', failureReason: null };
        if (amountMinor > checkout.capturedMinor - (await books.refundedOf(reference))) {
          throw new Error('sandbox: refund larger than what is left of the capture');
        }
        const fails = checkout.cardLast4 === REFUND_FAILS_LAST4;
        const id = `re_${randomBytes(12).toString('base64url')}`;
        await books.addRefund({
          id,
          checkoutId: reference,
          amountMinor,
          idempotencyKey,
          status: fails ? 'failed' : 'succeeded',
          failureReason: fails ? REFUND_FAILURE : null,
        });
        // Confirmed by webhook, as real providers do: the answer itself says only "pending".
        await emit(step, checkout, fails ? 'refund.failed' : 'refund.succeeded', {
          refund: id,
          amount: amountMinor,
          failure_reason: fails ? REFUND_FAILURE : null,
        });
        return { reference: id, status: 'pending', failureReason: null };
      });
    },

    async records() {
      return (await books.captured()).map((checkout) => ({
        reference: checkout.id,
        paymentId: checkout.paymentId,
        currency: checkout.currency,
        capturedMinor: checkout.capturedMinor,
        refundedMinor: checkout.refundedMinor,
      }));
    },

    checkout: (id) => books.find(id),

    /**
     * Records what happened at the checkout and queues its webhook. Conditional on the status:
     * a checkout closed by the merchant a moment earlier takes no money.
     */
    async settle(id, outcome, last4) {
      const status =
        outcome === 'processing'
          ? 'processing'
          : outcome === 'succeeded'
            ? 'succeeded'
            : 'declined';
      const from = outcome === 'processing' ? ['open'] : ['open', 'processing'];
      return store.run(async (step) => {
        const settled = await step.moveIf(
          id,
          from,
          { status, cardLast4: last4, updatedAt: now() },
          status === 'succeeded',
        );
        if (!settled) return false;
        await emit(step, settled, `payment.${status}`, {
          amount: settled.capturedMinor,
          failure_reason:
            status === 'declined' ? declineReasons[outcome as keyof typeof declineReasons] : null,
        });
        return true;
      });
    },

    verifyWebhook(rawBody, headers) {
      const header = headers[SIGNATURE_HEADER];
      const value = Array.isArray(header) ? header[0] : header;
      const parts = Object.fromEntries(
        (value ?? '').split(',').map((part) => part.trim().split('=') as [string, string]),
      );
      const timestamp = Number(parts.t);
      if (!Number.isInteger(timestamp) || !parts.v1 || !/^[0-9a-f]{64}$/.test(parts.v1)) {
        throw new WebhookRejected('The webhook has no valid signature header.');
      }
      const given = Buffer.from(parts.v1, 'hex');
      const secrets = [settings.webhookSecret, ...(settings.previousWebhookSecrets ?? [])];
      const signedWithOne = secrets.some((secret) =>
        timingSafeEqual(Buffer.from(sign(secret, timestamp, rawBody), 'hex'), given),
      );
      if (!signedWithOne) {
        throw new WebhookRejected('The webhook signature does not match.');
      }
      if (Math.abs(now().getTime() / 1000 - timestamp) > settings.toleranceSeconds) {
        throw new WebhookRejected('The webhook signature is too old.');
      }
      let event: SandboxEvent;
      try {
        event = sandboxEventSchema.parse(JSON.parse(rawBody));
      } catch {
        throw new WebhookRejected('The webhook body is not a sandbox event.');
      }
      return toProviderEvent(event);
    },
  };
}
export type SandboxProvider = ReturnType<typeof sandboxProvider>;

function toProviderEvent(event: SandboxEvent): ProviderEvent {
  const common = {
    id: event.id,
    occurredAt: new Date(event.created * 1000),
    reference: event.data.checkout,
    amountMinor: event.data.amount ?? 0,
    failureReason: event.data.failure_reason,
    payload: event,
  };
  if (event.type === 'refund.succeeded' || event.type === 'refund.failed') {
    if (!event.data.refund) throw new WebhookRejected('A refund event names its refund.');
    return { ...common, kind: 'refund', type: event.type, refundReference: event.data.refund };
  }
  if (event.type === 'payment.succeeded' && event.data.amount === undefined) {
    throw new WebhookRejected('A payment.succeeded event names the amount captured.');
  }
  return { ...common, kind: 'payment', type: event.type, paymentId: event.data.payment_id ?? null };
}

/**
 * The sandbox's webhook delivery: signs at sending time, as providers do, and fails (so the job
 * retries with backoff) until the API answers 2xx.
 */
export function registerSandboxDelivery(
  jobs: JobQueue,
  settings: SandboxSettings,
  deliver: (url: string, body: string, headers: Record<string, string>) => Promise<number>,
  now: () => Date = () => new Date(),
) {
  jobs.register(SANDBOX_WEBHOOK_JOB, async (payload) => {
    const { event } = payload as { event: SandboxEvent };
    const body = JSON.stringify(event);
    const timestamp = Math.floor(now().getTime() / 1000);
    const status = await deliver(`${settings.appUrl}/webhooks/payments/${SANDBOX}`, body, {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: `t=${timestamp},v1=${sign(settings.webhookSecret, timestamp, body)}`,
    });
    if (status < 200 || status >= 300) throw new Error(`webhook answered ${status}`);
  });
}

export async function httpDeliver(url: string, body: string, headers: Record<string, string>) {
  const response = await callService('payment-webhook', url, {
    method: 'POST',
    body,
    headers,
    signal: AbortSignal.timeout(10_000),
  });
  return response.status;
}
