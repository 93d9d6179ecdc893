import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { sandboxCheckouts } from '../../db/schema';
import type { JobQueue } from '../jobs/queue';
import { WebhookRejected, type PaymentEvent, type PaymentProvider } from './provider';

export const SANDBOX = 'sandbox';
export const SANDBOX_WEBHOOK_JOB = 'sandbox.webhook';
export const SIGNATURE_HEADER = 'sandbox-signature';

/** Test cards, as payment providers publish them. */
export const sandboxCards = {
  '4242424242424242': 'succeeds',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000003220': 'challenge',
} as const;

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

const eventSchema = z.object({
  id: storable(z.string().min(1).max(100)),
  type: z.enum(['payment.processing', 'payment.succeeded', 'payment.declined']),
  // Seconds since 1970, up to the end of year 9999: later ones are no date PostgreSQL reads.
  created: z.number().int().positive().max(253_402_300_799),
  data: z.object({
    checkout: storable(z.string().min(1).max(100)),
    failure_reason: storable(z.string().max(500)).nullable(),
  }),
});
export type SandboxEvent = z.infer<typeof eventSchema>;

export function sign(secret: Buffer, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

export interface SandboxSettings {
  appUrl: string;
  webhookSecret: Buffer;
  /** How old a signed webhook may be, in seconds (replays outside it are refused). */
  toleranceSeconds: number;
}

/**
 * The built-in payment provider: a hosted checkout served under /sandbox (see
 * sandbox-routes.ts) that takes test cards, and webhooks signed with HMAC-SHA256 over
 * "timestamp.body" (as Stripe signs), delivered by a job that retries until the API answers 2xx.
 */
export function sandboxProvider(deps: {
  db: Database;
  jobs: JobQueue;
  settings: SandboxSettings;
  now?: () => Date;
}): PaymentProvider & {
  checkout(id: string): Promise<typeof sandboxCheckouts.$inferSelect | undefined>;
  settle(
    id: string,
    outcome: 'processing' | 'succeeded' | keyof typeof declineReasons,
    last4: string | null,
  ): Promise<void>;
} {
  const { db, jobs, settings } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    name: SANDBOX,

    async createCheckout(request) {
      const id = `cs_${randomBytes(18).toString('base64url')}`;
      await db.insert(sandboxCheckouts).values({
        id,
        amountMinor: request.amountMinor,
        currency: request.currency,
        description: request.description,
        returnUrl: request.returnUrl,
      });
      return { reference: id, checkoutUrl: `${settings.appUrl}/sandbox/checkout/${id}` };
    },

    async refund(reference) {
      // The sandbox refunds at once; refunding twice leaves it refunded.
      await db
        .update(sandboxCheckouts)
        .set({ status: 'refunded', updatedAt: now() })
        .where(eq(sandboxCheckouts.id, reference));
    },

    async checkout(id) {
      const [row] = await db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.id, id));
      return row;
    },

    /** Records what happened at the checkout and queues its webhook. */
    async settle(id, outcome, last4) {
      const status =
        outcome === 'processing'
          ? 'processing'
          : outcome === 'succeeded'
            ? 'succeeded'
            : 'declined';
      await db.transaction(async (tx) => {
        await tx
          .update(sandboxCheckouts)
          .set({ status, cardLast4: last4, updatedAt: now() })
          .where(eq(sandboxCheckouts.id, id));
        const event: SandboxEvent = {
          id: `evt_${randomBytes(12).toString('base64url')}`,
          type: `payment.${status}` as SandboxEvent['type'],
          created: Math.floor(now().getTime() / 1000),
          data: {
            checkout: id,
            failure_reason:
              status === 'declined' ? declineReasons[outcome as keyof typeof declineReasons] : null,
          },
        };
        await jobs.enqueue(SANDBOX_WEBHOOK_JOB, { event }, tx);
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
      const expected = Buffer.from(sign(settings.webhookSecret, timestamp, rawBody), 'hex');
      if (!timingSafeEqual(expected, Buffer.from(parts.v1, 'hex'))) {
        throw new WebhookRejected('The webhook signature does not match.');
      }
      if (Math.abs(now().getTime() / 1000 - timestamp) > settings.toleranceSeconds) {
        throw new WebhookRejected('The webhook signature is too old.');
      }
      let event: SandboxEvent;
      try {
        event = eventSchema.parse(JSON.parse(rawBody));
      } catch {
        throw new WebhookRejected('The webhook body is not a sandbox event.');
      }
      const result: PaymentEvent = {
        id: event.id,
        type: event.type,
        occurredAt: new Date(event.created * 1000),
        reference: event.data.checkout,
        failureReason: event.data.failure_reason,
        payload: event,
      };
      return result;
    },
  };
}
export type SandboxProvider = ReturnType<typeof sandboxProvider>;

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
  const response = await fetch(url, {
    method: 'POST',
    body,
    headers,
    signal: AbortSignal.timeout(10_000),
  });
  return response.status;
}
