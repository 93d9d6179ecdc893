import { randomInt } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import type { ClusterMessage } from './cluster';
import { isEnded, recentlyEnded, type SessionLink } from './session-links';
import { authMatches, channelSignature, userSignature } from './signatures';

export interface RealtimeSettings {
  appKey: string;
  appSecret: string;
  /** Seconds of silence after which the client pings (sent to the client at connection). */
  activityTimeout: number;
  maxConnections: number;
  /** Largest message a client may send, in bytes. */
  maxMessageBytes: number;
  /** Messages a client may send per second before it is disconnected. */
  maxMessagesPerSecond: number;
}

interface Connection {
  socket: WebSocket;
  socketId: string;
  channels: Set<string>;
  /** The sessions that authorised this socket's channels or sign-in; it ends with any of them. */
  links: SessionLink[];
  lastSeen: number;
  windowStart: number;
  windowCount: number;
}

/** Pusher protocol 7 close codes (https://pusher.com/docs/channels/library_auth_reference/pusher-websockets-protocol/). */
export const CloseCodes = {
  appNotFound: 4001,
  overCapacity: 4100,
  reconnectNow: 4200,
  pongNotReceived: 4201,
  inactive: 4202,
  /** The connection's session ended: pusher-js does not reconnect after a 4000-4099 code. */
  unauthorized: 4009,
  overQuota: 4301,
} as const;

const send = (socket: WebSocket, message: object) => {
  if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
};

/**
 * A Pusher Channels (protocol 7) server in the API, enough for the unmodified pusher-js client:
 * connection, ping/pong, public and private channels with signed subscriptions, user sign-in,
 * idle and abusive connections closed with the protocol's codes, and 4200 at shutdown so
 * clients reconnect at once (to another node, or this one restarted).
 */
export function realtimeServer(settings: RealtimeSettings, log: () => FastifyBaseLogger) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: settings.maxMessageBytes });
  const connections = new Map<WebSocket, Connection>();
  const bySocketId = new Map<string, Connection>();
  const byChannel = new Map<string, Set<Connection>>();
  const path = new RegExp(`^/app/([^/?]+)(\\?|$)`);
  const ended = recentlyEnded();

  function leave(connection: Connection, channel: string) {
    connection.channels.delete(channel);
    const members = byChannel.get(channel);
    members?.delete(connection);
    if (members?.size === 0) byChannel.delete(channel);
  }

  function subscribe(connection: Connection, data: { channel?: unknown; auth?: unknown }) {
    const channel = typeof data.channel === 'string' ? data.channel : '';
    if (!channel || channel.length > 200 || !/^[A-Za-z0-9_\-=@,.;]+$/.test(channel)) {
      send(connection.socket, {
        event: 'pusher:subscription_error',
        channel,
        data: { type: 'ChannelError', error: 'Invalid channel name.', status: 400 },
      });
      return;
    }
    if (channel.startsWith('private-') || channel.startsWith('presence-')) {
      const expected = channelSignature(settings.appSecret, connection.socketId, channel);
      if (!authMatches(data.auth, settings.appKey, expected)) {
        send(connection.socket, {
          event: 'pusher:subscription_error',
          channel,
          data: { type: 'AuthError', error: 'Invalid signature for this channel.', status: 401 },
        });
        return;
      }
    }
    connection.channels.add(channel);
    let members = byChannel.get(channel);
    if (!members) byChannel.set(channel, (members = new Set()));
    members.add(connection);
    send(connection.socket, {
      event: 'pusher_internal:subscription_succeeded',
      channel,
      data: '{}',
    });
  }

  function signin(connection: Connection, data: { auth?: unknown; user_data?: unknown }) {
    const userData = typeof data.user_data === 'string' ? data.user_data : '';
    const expected = userSignature(settings.appSecret, connection.socketId, userData);
    if (!userData || !authMatches(data.auth, settings.appKey, expected)) {
      send(connection.socket, {
        event: 'pusher:error',
        data: { code: 4009, message: 'Sign-in refused.' },
      });
      return;
    }
    send(connection.socket, { event: 'pusher:signin_success', data: { user_data: userData } });
  }

  function onClientMessage(connection: Connection, raw: RawData) {
    const now = Date.now();
    connection.lastSeen = now;
    if (now - connection.windowStart >= 1000) {
      connection.windowStart = now;
      connection.windowCount = 0;
    }
    connection.windowCount += 1;
    if (connection.windowCount > settings.maxMessagesPerSecond) {
      connection.socket.close(CloseCodes.overQuota, 'Too many messages');
      return;
    }
    let message: { event?: unknown; data?: unknown };
    try {
      message = JSON.parse(String(raw)) as typeof message;
    } catch {
      send(connection.socket, {
        event: 'pusher:error',
        data: { code: null, message: 'Messages are JSON.' },
      });
      return;
    }
    const data = (typeof message.data === 'string' ? safeParse(message.data) : message.data) ?? {};
    switch (message.event) {
      case 'pusher:ping':
        send(connection.socket, { event: 'pusher:pong', data: '{}' });
        return;
      case 'pusher:pong':
        return;
      case 'pusher:subscribe':
        subscribe(connection, data as { channel?: unknown; auth?: unknown });
        return;
      case 'pusher:unsubscribe':
        leave(connection, String((data as { channel?: unknown }).channel ?? ''));
        return;
      case 'pusher:signin':
        signin(connection, data as { auth?: unknown; user_data?: unknown });
        return;
      default:
        // Client events (client-*) are not enabled on this server.
        send(connection.socket, {
          event: 'pusher:error',
          data: { code: null, message: 'Client events are not enabled.' },
        });
    }
  }

  /** Sends an event to this node's subscribers of a channel; `data` goes out as it came. */
  function deliver(channel: string, event: string, data: string, except?: string) {
    const members = byChannel.get(channel);
    if (!members) return;
    const message = JSON.stringify({ event, channel, data });
    for (const connection of members) {
      if (connection.socketId === except) continue;
      if (connection.socket.readyState === WebSocket.OPEN) connection.socket.send(message);
    }
  }

  function link(socketId: string, session: SessionLink) {
    const connection = bySocketId.get(socketId);
    if (!connection) return;
    if (ended.covers(session)) endConnection(connection);
    else connection.links.push(session);
  }

  function endSessions(which: Parameters<typeof isEnded>[0]) {
    ended.remember(which);
    for (const connection of connections.values()) {
      if (connection.links.some((session) => isEnded(which, session))) endConnection(connection);
    }
  }

  /** A connection whose session ended: it stops hearing at once, and is told not to return. */
  function endConnection(connection: Connection) {
    for (const channel of [...connection.channels]) leave(connection, channel);
    send(connection.socket, {
      event: 'pusher:error',
      data: { code: CloseCodes.unauthorized, message: 'The session ended.' },
    });
    connection.socket.close(CloseCodes.unauthorized, 'Session ended');
  }

  // Silent connections: a ping after the activity timeout, closed if still silent after it.
  const sweeper = setInterval(
    () => {
      const now = Date.now();
      const timeout = settings.activityTimeout * 1000;
      for (const connection of connections.values()) {
        const silent = now - connection.lastSeen;
        if (silent > timeout * 2)
          connection.socket.close(CloseCodes.pongNotReceived, 'Pong reply not received');
        else if (silent > timeout) send(connection.socket, { event: 'pusher:ping', data: '{}' });
      }
    },
    Math.max(1000, (settings.activityTimeout * 1000) / 2),
  );
  sweeper.unref();

  return {
    /** Takes over an HTTP upgrade on /app/{key}; answers false for any other path. */
    handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean {
      const match = path.exec(request.url ?? '');
      if (!match) return false;
      wss.handleUpgrade(request, socket, head, (ws) => {
        if (decodeURIComponent(match[1] ?? '') !== settings.appKey) {
          send(ws, {
            event: 'pusher:error',
            data: { code: CloseCodes.appNotFound, message: 'App key not found.' },
          });
          ws.close(CloseCodes.appNotFound, 'App key not found');
          return;
        }
        if (connections.size >= settings.maxConnections) {
          send(ws, {
            event: 'pusher:error',
            data: { code: CloseCodes.overCapacity, message: 'Over capacity.' },
          });
          ws.close(CloseCodes.overCapacity, 'Over capacity');
          return;
        }
        const connection: Connection = {
          socket: ws,
          socketId: `${randomInt(1, 2 ** 31)}.${randomInt(1, 2 ** 31)}`,
          channels: new Set(),
          links: [],
          lastSeen: Date.now(),
          windowStart: Date.now(),
          windowCount: 0,
        };
        connections.set(ws, connection);
        bySocketId.set(connection.socketId, connection);
        ws.on('message', (raw) => onClientMessage(connection, raw));
        ws.on('close', () => {
          for (const channel of [...connection.channels]) leave(connection, channel);
          connections.delete(ws);
          bySocketId.delete(connection.socketId);
        });
        ws.on('error', (error) => log().debug({ err: error }, 'realtime socket error'));
        send(ws, {
          event: 'pusher:connection_established',
          data: JSON.stringify({
            socket_id: connection.socketId,
            activity_timeout: settings.activityTimeout,
          }),
        });
      });
      return true;
    },

    /** Acts on what a node (this one or another) told every node. */
    receive(message: ClusterMessage) {
      switch (message.kind) {
        case 'event':
          deliver(message.channel, message.event, message.data, message.except);
          return;
        case 'linked':
          link(message.socketId, message.link);
          return;
        case 'sessions-ended':
          endSessions(message.ended);
          return;
        case 'terminate-user':
          return;
      }
    },

    get connectionCount() {
      return connections.size;
    },

    /** At shutdown: every client is told to reconnect now (4200), then the sockets close. */
    close() {
      clearInterval(sweeper);
      for (const connection of connections.values()) {
        connection.socket.close(CloseCodes.reconnectNow, 'Server restarting');
      }
      wss.close();
    },
  };
}
export type RealtimeServer = ReturnType<typeof realtimeServer>;

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
