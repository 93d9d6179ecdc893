import PusherServer from 'pusher';
import PusherClient from 'pusher-js';
import { WebSocket } from 'ws';

/**
 * The official server SDK (npm "pusher") and the browser client (pusher-js), unmodified, pointed
 * at the built-in server on a port: the application's server signs channels and users with the
 * SDK, as a Laravel or Node back end would.
 */
export interface Realtime {
  appId: string;
  key: string;
  secret: string;
}

export const sdkFor = (realtime: Realtime, port: number) =>
  new PusherServer({
    appId: realtime.appId,
    key: realtime.key,
    secret: realtime.secret,
    host: '127.0.0.1',
    port: String(port),
    useTLS: false,
  });

export interface ClientOptions {
  /** The presence member this client joins presence channels as. */
  member?: { user_id: string; user_info?: Record<string, unknown> };
  /** The user this client signs in as (pusher.signin()). */
  userId?: string;
  /** Leave channel_data out of presence authorisations, as a private channel's would be. */
  withoutChannelData?: boolean;
}

export function clientFor(
  sdk: PusherServer,
  key: string,
  port: number,
  options: ClientOptions = {},
): PusherClient {
  return new PusherClient(key, {
    cluster: 'local',
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      endpoint: '/not-used',
      transport: 'ajax',
      customHandler: ({ socketId, channelName }, callback) => {
        const presence = channelName.startsWith('presence-') && !options.withoutChannelData;
        const signed = sdk.authorizeChannel(
          socketId,
          channelName,
          presence ? options.member : undefined,
        );
        // A forger signs the channel as if it were private and adds a member of its choosing
        // (pusher-js itself refuses a presence authorisation without channel_data).
        const forged = options.withoutChannelData && channelName.startsWith('presence-');
        callback(
          null,
          forged ? { ...signed, channel_data: JSON.stringify(options.member) } : signed,
        );
      },
    },
    userAuthentication: {
      endpoint: '/not-used',
      transport: 'ajax',
      customHandler: ({ socketId }, callback) =>
        callback(null, sdk.authenticateUser(socketId, { id: options.userId ?? 'nobody' })),
    },
  });
}

export const connected = (client: PusherClient) =>
  new Promise<string>((resolve, reject) => {
    if (client.connection.state === 'connected') resolve(client.connection.socket_id);
    client.connection.bind('connected', () => resolve(client.connection.socket_id));
    client.connection.bind('failed', () => reject(new Error('failed')));
  });

/** Subscribes and waits for the answer: the members of a presence channel, or the error. */
export function subscribed(client: PusherClient, channel: string) {
  return new Promise<{ ok: true; data: unknown } | { ok: false; error: unknown }>((resolve) => {
    const subscription = client.subscribe(channel);
    subscription.bind('pusher:subscription_succeeded', (data: unknown) =>
      resolve({ ok: true, data }),
    );
    subscription.bind('pusher:subscription_error', (error: unknown) =>
      resolve({ ok: false, error }),
    );
  });
}

/** A raw WebSocket on the server, keeping every message as the text it came in. */
export async function rawSocket(port: number, key: string, query = 'protocol=7') {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/app/${key}?${query}`);
  const texts: string[] = [];
  socket.on('message', (data) => texts.push(String(data)));
  const closed = new Promise<number>((resolve) => socket.on('close', resolve));
  await new Promise((resolve) => socket.on('open', resolve));
  await new Promise((resolve) => {
    const check = () => (texts.length > 0 ? resolve(null) : setTimeout(check, 10));
    check();
  });
  // A refused connection's first message is a pusher:error instead, with no socket id.
  const established = JSON.parse(texts[0] ?? '{}') as { data?: unknown };
  const data = typeof established.data === 'string' ? established.data : '{}';
  const socketId = (JSON.parse(data) as { socket_id?: string }).socket_id;
  return {
    socket,
    texts,
    closed,
    socketId: socketId ?? '',
    send: (event: string, data: unknown) => socket.send(JSON.stringify({ event, data })),
    /** The messages of one event, parsed once (data stays the text the server sent). */
    events: (name: string) =>
      texts
        .map((text) => JSON.parse(text) as { event: string; channel?: string; data: unknown })
        .filter((message) => message.event === name),
  };
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
