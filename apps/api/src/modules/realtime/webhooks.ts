import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../jobs/queue';

/**
 * Webhooks to the application, as Pusher sends them
 * (https://pusher.com/docs/channels/server_api/webhooks/): a POST of {time_ms, events} signed
 * with the app secret (X-Pusher-Key, X-Pusher-Signature: HMAC-SHA256 of the body), so the
 * official SDKs' webhook check accepts them. They go through the job queue: retried with
 * backoff until the application answers 2xx, and not lost if this node stops.
 */
export const webhookEventNames = [
  'channel_occupied',
  'channel_vacated',
  'member_added',
  'member_removed',
] as const;
export type WebhookEventName = (typeof webhookEventNames)[number];

export type WebhookEvent =
  | { name: 'channel_occupied' | 'channel_vacated'; channel: string }
  | { name: 'member_added' | 'member_removed'; channel: string; user_id: string };

export interface WebhookSettings {
  url: string;
  /** The events the application asked for; the others are not sent. */
  events: readonly WebhookEventName[];
  key: string;
  secret: string;
}

export const REALTIME_WEBHOOK_JOB = 'realtime-webhook';

export const webhookSignature = (secret: string, body: string) =>
  createHmac('sha256', secret).update(body).digest('hex');

/** Queues the events the application subscribed to, as one webhook. Never throws. */
export function webhookSender(
  jobs: JobQueue,
  settings: WebhookSettings | undefined,
  log: () => FastifyBaseLogger,
) {
  return (events: WebhookEvent[]): void => {
    const wanted = events.filter((event) => settings?.events.includes(event.name));
    if (wanted.length === 0) return;
    // The time of the change, not of the delivery (a retry may come minutes later).
    jobs
      .enqueue(REALTIME_WEBHOOK_JOB, { time_ms: Date.now(), events: wanted })
      .catch((error: unknown) => log().warn({ err: error }, 'realtime webhook not queued'));
  };
}
export type WebhookSender = ReturnType<typeof webhookSender>;

/** Delivers a queued webhook; a refusal or no answer fails the job, which retries. */
export function registerWebhookDelivery(
  jobs: JobQueue,
  settings: WebhookSettings,
  fetcher: typeof fetch = fetch,
) {
  jobs.register(REALTIME_WEBHOOK_JOB, async (payload) => {
    const body = JSON.stringify(payload);
    const response = await fetcher(settings.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-pusher-key': settings.key,
        'x-pusher-signature': webhookSignature(settings.secret, body),
      },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`realtime webhook answered ${response.status}`);
  });
}
