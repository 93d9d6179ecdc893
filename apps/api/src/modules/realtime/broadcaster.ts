import type { FastifyBaseLogger } from 'fastify';
import type { Cluster } from './cluster';
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

/**
 * The built-in server, on every node: the data is serialised once, here, and travels as that
 * text to the sockets.
 */
export function clusterBroadcaster(cluster: () => Cluster): Broadcaster {
  return {
    publish: (channel, event, data) =>
      cluster().send({ kind: 'event', channel, event, data: JSON.stringify(data) }),
    close: async () => {},
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
  // Publishes still on their way: closing waits for them, so a process that ends right after a
  // change (the ops CLI with no server running) still tells the customer's screens.
  const inFlight = new Set<Promise<void>>();
  return {
    publish(channel, event, data) {
      const body = JSON.stringify({ name: event, channels: [channel], data: JSON.stringify(data) });
      const url = `${settings.useTls ? 'https' : 'http'}://${settings.host}${eventsPath(settings.appId)}?${signedEventsQuery(settings, body)}`;
      const sent: Promise<void> = fetcher(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        signal: AbortSignal.timeout(5_000),
      })
        .then((response) => {
          if (!response.ok) log().warn({ status: response.status }, 'pusher publish refused');
        })
        .catch((error: unknown) => log().warn({ err: error }, 'pusher publish failed'))
        .finally(() => inFlight.delete(sent));
      inFlight.add(sent);
    },
    async close() {
      await Promise.all(inFlight);
    },
  };
}
