import type { FastifyBaseLogger } from 'fastify';
import type webPushModule from 'web-push';
import type { JobQueue } from '../jobs/queue';
import type { NoticeExecutor, PushMessage, PushPort } from '../notifications/notice';
import type { DeviceSubscription, PushSubscriptionRepository } from './repository';
import { callService } from '../../lib/outgoing';
import { onFirstUse } from '../../lib/on-first-use';

/** Where a push message goes: a push service (web-push), or a test's double. */
export interface PushTransport {
  /** 'gone' when the push service no longer knows the subscription (404, 410). */
  deliver(subscription: DeviceSubscription, payload: string): Promise<'delivered' | 'gone'>;
}

/** A day: a transfer's news older than that is better read in the app than popped up. */
const TTL_SECONDS = 86_400;
const webPushLibrary = onFirstUse(
  async (): Promise<typeof webPushModule> => (await import('web-push')).default,
);

/**
 * The web-push library encrypts the payload for the browser's keys (RFC 8291, aes128gcm) and signs
 * the request with our VAPID key (RFC 8292); the request itself goes by fetch, which also reaches
 * a test push service on loopback (the library's own sender speaks only HTTPS). Any answer but
 * 2xx, 404 and 410 throws, and the job is retried.
 */
export function webPushTransport(vapid: {
  publicKey: string;
  privateKey: string;
  subject: string;
}): PushTransport {
  return {
    async deliver(subscription, payload) {
      const webPush = await webPushLibrary();
      const request = webPush.generateRequestDetails(
        { endpoint: subscription.endpoint, keys: subscription },
        payload,
        { vapidDetails: vapid, TTL: TTL_SECONDS, contentEncoding: 'aes128gcm' },
      );
      const response = await callService('push-service', request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body,
        redirect: 'error',
        signal: AbortSignal.timeout(10_000),
      });
      await response.body?.cancel();
      if (response.status === 404 || response.status === 410) return 'gone';
      if (!response.ok) throw new Error(`push service answered ${response.status}`);
      return 'delivered';
    },
  };
}

export const PUSH_JOB = 'push.send';

interface PushJob {
  subscriptionId: string;
  message: PushMessage;
}

/**
 * Push messages go out through the job queue, one job per subscribed device, so one device's
 * push service being down delays only that device's message.
 */
export function pushSender(deps: {
  queue: JobQueue;
  subscriptions: PushSubscriptionRepository;
  transport: PushTransport;
  log: () => FastifyBaseLogger | undefined;
}): PushPort {
  const { queue, subscriptions, transport } = deps;
  queue.register(PUSH_JOB, async (payload) => {
    const { subscriptionId, message } = payload as PushJob;
    const subscription = await subscriptions.find(subscriptionId);
    // The device was removed or unsubscribed since: nothing to send.
    if (!subscription) return;
    const outcome = await transport.deliver(subscription, JSON.stringify(message));
    if (outcome === 'gone') {
      // The browser dropped it (permission withdrawn, site data cleared): stop sending to it.
      await subscriptions.remove(subscription.id);
      deps.log()?.info({ subscriptionId }, 'push subscription gone: removed');
    }
  });

  return {
    /**
     * Queues `message` for each of the customer's subscribed devices. With the caller's
     * transaction the jobs go only if it commits; `key` makes each device's job idempotent.
     */
    async send(
      customerId: string,
      message: PushMessage,
      executor?: NoticeExecutor,
      key?: string,
    ): Promise<void> {
      // Read in the caller's transaction when there is one: a read beside it would wait for it
      // on a single connection (PGlite), and inside it sees what the transaction sees.
      for (const { id } of await subscriptions.ofLiveDevices(customerId, executor)) {
        const job: PushJob = { subscriptionId: id, message };
        await queue.enqueue(PUSH_JOB, job, executor, undefined, key && `${key}:${id}`);
      }
    },
  };
}
