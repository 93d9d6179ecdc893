import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { RealtimeServer } from './server';
import { eventsPath, signedEventsQuery } from './signatures';

/**
 * Publishes an event on a channel. Publishing never blocks or fails the request that caused
 * it: implementations return at once and log their own failures.
 */
export interface Broadcaster {
  publish(channel: string, event: string, data: unknown): void;
  close(): Promise<void>;
}

/** The customer's private channel (PRODUCT.md, Realtime). */
export const customerChannel = (customerId: string) => `private-App.Models.Customer.${customerId}`;

/** Event names as Laravel broadcasts them: the App.Events namespace. */
export const events = {
  transactionStatusUpdated: 'App\\Events\\TransactionStatusUpdated',
  documentStatusUpdated: 'App\\Events\\DocumentStatusUpdated',
  customerUpdated: 'App\\Events\\CustomerUpdated',
  sessionRevoked: 'App\\Events\\SessionRevoked',
} as const;

/** This node only: the built-in server's own sockets. */
export function localBroadcaster(server: RealtimeServer): Broadcaster {
  return {
    publish: (channel, event, data) => server.deliver(channel, event, data),
    close: async () => {},
  };
}

const FANOUT = 'homeward:realtime';

/**
 * Every node: published to Redis, and each node (this one too) delivers what it hears to its
 * own sockets. Two connections, as Redis requires for a subscriber.
 */
export async function redisBroadcaster(
  server: RealtimeServer,
  publisher: Redis,
  log: () => FastifyBaseLogger,
): Promise<Broadcaster> {
  const subscriber = publisher.duplicate();
  subscriber.on('message', (_topic: string, text: string) => {
    try {
      const { channel, event, data } = JSON.parse(text) as {
        channel: string;
        event: string;
        data: unknown;
      };
      server.deliver(channel, event, data);
    } catch (error) {
      log().warn({ err: error }, 'unreadable realtime message');
    }
  });
  await subscriber.subscribe(FANOUT);
  return {
    publish(channel, event, data) {
      publisher
        .publish(FANOUT, JSON.stringify({ channel, event, data }))
        .catch((error: unknown) => log().warn({ err: error }, 'realtime publish failed'));
    },
    async close() {
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}

export interface PusherHttpSettings {
  /** "api-ap4.pusher.com" for hosted Pusher, or any Pusher-compatible server's host[:port]. */
  host: string;
  useTls: boolean;
  appId: string;
  key: string;
  secret: string;
}

/**
 * Hosted Pusher (or any Pusher-compatible server) through its HTTP API: POST
 * /apps/{id}/events, signed as the API requires (HMAC-SHA256 over method, path and the sorted
 * query with the body's MD5).
 */
export function pusherHttpBroadcaster(
  settings: PusherHttpSettings,
  log: () => FastifyBaseLogger,
  fetcher: typeof fetch = fetch,
): Broadcaster {
  return {
    publish(channel, event, data) {
      const body = JSON.stringify({ name: event, channels: [channel], data: JSON.stringify(data) });
      const url = `${settings.useTls ? 'https' : 'http'}://${settings.host}${eventsPath(settings.appId)}?${signedEventsQuery(settings, body)}`;
      fetcher(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        signal: AbortSignal.timeout(5_000),
      })
        .then((response) => {
          if (!response.ok) log().warn({ status: response.status }, 'pusher publish refused');
        })
        .catch((error: unknown) => log().warn({ err: error }, 'pusher publish failed'));
    },
    close: async () => {},
  };
}
