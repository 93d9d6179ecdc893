import type { AddressInfo } from 'node:net';
import Pusher from 'pusher-js';
import { afterAll, beforeAll } from 'vitest';
import type { TestBrowser } from './browser';
import { createTestApp, type TestApp } from './test-app';

/**
 * A test app listening on a real port for pusher-js, made before the file's tests and closed
 * after them with every client it connected. `t` and `port` are set once `beforeAll` has run.
 */
export interface RealtimeServer {
  t: TestApp;
  port: number;
  connect(browser: TestBrowser | null, key?: string): Pusher;
}

export function realtimeServer(settings: Record<string, string>): RealtimeServer {
  const clients: Pusher[] = [];
  const server: RealtimeServer = {
    t: undefined as unknown as TestApp,
    port: 0,
    /** The unmodified pusher-js client, authorising channels through the API as the SPA does. */
    connect(browser: TestBrowser | null, key = server.t.app.deps.config.realtime.key) {
      const client = new Pusher(key, {
        cluster: 'local',
        wsHost: '127.0.0.1',
        wsPort: server.port,
        forceTLS: false,
        enabledTransports: ['ws'],
        disableStats: true,
        channelAuthorization: {
          endpoint: '/broadcasting/auth',
          transport: 'ajax',
          customHandler: ({ socketId, channelName }, callback) => {
            if (!browser) return callback(new Error('no session'), null);
            void browser
              .post('/broadcasting/auth', { socket_id: socketId, channel_name: channelName })
              .then((response) =>
                response.statusCode === 200
                  ? callback(null, response.json())
                  : callback(new Error(`${response.statusCode} ${response.body}`), null),
              );
          },
        },
      });
      clients.push(client);
      return client;
    },
  };
  beforeAll(async () => {
    server.t = await createTestApp(settings);
    await server.t.app.listen({ port: 0, host: '127.0.0.1' });
    server.port = (server.t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    for (const client of clients) client.disconnect();
    await server.t.close();
  });
  return server;
}

export const connected = (client: Pusher) =>
  new Promise<string>((resolve, reject) => {
    if (client.connection.state === 'connected') resolve(client.connection.socket_id);
    client.connection.bind('connected', () => resolve(client.connection.socket_id));
    client.connection.bind('failed', () => reject(new Error('failed')));
  });

export function subscribed(client: Pusher, channel: string) {
  return new Promise<'ok' | { status?: number; error?: string }>((resolve) => {
    const subscription = client.subscribe(channel);
    subscription.bind('pusher:subscription_succeeded', () => resolve('ok'));
    subscription.bind('pusher:subscription_error', (error: { status?: number; error?: string }) =>
      resolve(error),
    );
  });
}
