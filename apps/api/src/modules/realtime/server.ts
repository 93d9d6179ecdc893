import { randomInt } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import type { EndedSessions } from '../sessions/service';
import { isChannelName, isPresence, isSigned, limits, serverToUserId } from './channels';
import type { Cluster, ClusterMessage } from './cluster';
import { memberAdded, memberOf, memberRemoved, presenceData } from './presence';
import { CloseCodes, protocolRefusal, refuse, send, subscriptionError } from './protocol';
import type { Joined, Left, Member, Roster } from './roster';
import { isEnded, recentlyEnded, type SessionLink } from './session-links';
import { authMatches, channelSignature, userSignature } from './signatures';
import type { WebhookEvent } from './webhooks';

export { CloseCodes } from './protocol';

export interface RealtimeSettings {
  appKey: string;
  appSecret: string;
  /** Secrets appSecret replaced: their signatures are still good during a rotation. */
  previousAppSecrets?: string[];
  /** Seconds of silence after which the client pings (sent to the client at connection). */
  activityTimeout: number;
  maxConnections: number;
  /** Largest message a client may send, in bytes. */
  maxMessageBytes: number;
  /** Messages a client may send per second before it is disconnected. */
  maxMessagesPerSecond: number;
}

/** What the server needs from the rest of the API, chosen once Redis answers. */
export interface RealtimeParts {
  roster: () => Roster;
  cluster: () => Cluster;
  webhooks: (events: WebhookEvent[]) => void;
}

interface Connection {
  socket: WebSocket;
  socketId: string;
  channels: Set<string>;
  /** The user this socket signed in as (pusher:signin), for sendToUser and terminate. */
  userId: string | undefined;
  /** The sessions that authorised this socket's channels or sign-in; it ends with any of them. */
  links: SessionLink[];
  /** Roster changes of this socket, one after another: a leave never overtakes its join. */
  pending: Promise<void>;
  lastSeen: number;
  windowStart: number;
  windowCount: number;
}

/**
 * A Pusher Channels (protocol 7) server in the API, enough for the unmodified pusher-js client:
 * connection, ping/pong, public, private and presence channels with signed subscriptions, user
 * sign-in and server-to-user events, idle and abusive connections closed with the protocol's
 * codes, and 4200 at shutdown so clients reconnect at once (to another node, or this one
 * restarted). Who is subscribed where is the roster's (every node's); this node keeps its own
 * sockets.
 */
export function realtimeServer(
  settings: RealtimeSettings,
  parts: RealtimeParts,
  log: () => FastifyBaseLogger,
) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: settings.maxMessageBytes });
  const connections = new Map<WebSocket, Connection>();
  const bySocketId = new Map<string, Connection>();
  const byChannel = new Map<string, Set<Connection>>();
  const byUser = new Map<string, Set<Connection>>();
  const path = new RegExp(`^/app/([^/?]+)(\\?|$)`);
  const ended = recentlyEnded();
  /** Events sent to this node's sockets since it started (one per socket reached). */
  let delivered = 0;
  const appSecrets = [settings.appSecret, ...(settings.previousAppSecrets ?? [])];
  /** Whether `auth` is "key:signature" with the signature `sign` makes under any app secret. */
  const signedWithOne = (auth: unknown, sign: (secret: string) => string) =>
    appSecrets.some((secret) => authMatches(auth, settings.appKey, sign(secret)));

  const add = <K>(index: Map<K, Set<Connection>>, key: K, connection: Connection) => {
    let set = index.get(key);
    if (!set) index.set(key, (set = new Set()));
    set.add(connection);
  };
  const remove = <K>(index: Map<K, Set<Connection>>, key: K, connection: Connection) => {
    const set = index.get(key);
    set?.delete(connection);
    if (set?.size === 0) index.delete(key);
  };

  /** Runs a roster change after the socket's earlier ones; failures are logged, not thrown. */
  function queue(connection: Connection, change: () => Promise<void>): Promise<void> {
    connection.pending = connection.pending
      .then(change)
      .catch((error: unknown) => log().warn({ err: error }, 'realtime roster change failed'));
    return connection.pending;
  }

  /** Tells every node's subscribers and the application what a subscription changed. */
  function announceJoin(channel: string, socketId: string, joined: Joined, member?: Member) {
    const hooks: WebhookEvent[] = [];
    if (joined.occupied) hooks.push({ name: 'channel_occupied', channel });
    if (joined.memberAdded && member) {
      // Everyone already there hears of the newcomer; the newcomer has the list already.
      parts.cluster().send({
        kind: 'event',
        channel,
        event: 'pusher_internal:member_added',
        data: memberAdded(member),
        except: socketId,
      });
      hooks.push({ name: 'member_added', channel, user_id: member.id });
    }
    parts.webhooks(hooks);
  }

  function announceLeave(channel: string, left: Left) {
    const hooks: WebhookEvent[] = [];
    if (left.memberRemoved) {
      parts.cluster().send({
        kind: 'event',
        channel,
        event: 'pusher_internal:member_removed',
        data: memberRemoved(left.memberRemoved),
      });
      hooks.push({ name: 'member_removed', channel, user_id: left.memberRemoved });
    }
    if (left.vacated) hooks.push({ name: 'channel_vacated', channel });
    parts.webhooks(hooks);
  }

  function leave(connection: Connection, channel: string) {
    if (!connection.channels.delete(channel)) return;
    remove(byChannel, channel, connection);
    void queue(connection, async () =>
      announceLeave(channel, await parts.roster().leave(channel, connection.socketId)),
    );
  }

  /** The member a signed subscription joins as, or a refusal already sent. */
  function authorise(
    connection: Connection,
    channel: string,
    data: { auth?: unknown; channel_data?: unknown },
  ): { member?: Member } | undefined {
    if (!isSigned(channel)) return {};
    const presence = isPresence(channel);
    // Presence is signed over the member's channel_data too; without it, it is refused.
    const channelData = presence && typeof data.channel_data === 'string' ? data.channel_data : '';
    const member = presence ? memberOf(channelData) : undefined;
    const signed = signedWithOne(data.auth, (secret) =>
      channelSignature(secret, connection.socketId, channel, presence ? channelData : undefined),
    );
    if ((presence && !member) || !signed) {
      subscriptionError(
        connection.socket,
        channel,
        'AuthError',
        presence && !member
          ? 'Presence channels need channel_data with a user_id, signed with the channel.'
          : 'Invalid signature for this channel.',
        401,
      );
      return undefined;
    }
    return { member };
  }

  async function join(connection: Connection, channel: string, member: Member | undefined) {
    const roster = parts.roster();
    if (member && isPresence(channel)) {
      const { userCount } = await roster.counts(channel);
      if (userCount >= limits.presenceMembers && !(await roster.isMember(channel, member.id))) {
        leaveLocally(connection, channel);
        subscriptionError(
          connection.socket,
          channel,
          'LimitReached',
          'Presence channel full.',
          403,
        );
        return;
      }
    }
    const joined = await roster.join(channel, connection.socketId, member);
    send(connection.socket, {
      event: 'pusher_internal:subscription_succeeded',
      channel,
      data: member ? presenceData(await roster.members(channel)) : '{}',
    });
    announceJoin(channel, connection.socketId, joined, member);
  }

  function leaveLocally(connection: Connection, channel: string) {
    connection.channels.delete(channel);
    remove(byChannel, channel, connection);
  }

  function subscribe(
    connection: Connection,
    data: { channel?: unknown; auth?: unknown; channel_data?: unknown },
  ) {
    const channel = typeof data.channel === 'string' ? data.channel : '';
    const userId = serverToUserId(channel);
    if (userId !== undefined) return subscribeToOwnEvents(connection, channel, userId);
    if (!isChannelName(channel)) {
      subscriptionError(connection.socket, channel, 'ChannelError', 'Invalid channel name.', 400);
      return;
    }
    const authorised = authorise(connection, channel, data);
    if (!authorised) return;
    if (connection.channels.has(channel)) {
      send(connection.socket, {
        event: 'pusher_internal:subscription_succeeded',
        channel,
        data: '{}',
      });
      return;
    }
    // Events reach the socket from now on; the roster (and the member list) follows.
    connection.channels.add(channel);
    add(byChannel, channel, connection);
    void queue(connection, () => join(connection, channel, authorised.member));
  }

  /**
   * pusher-js subscribes to "#server-to-user-{id}" once signed in. Its events reach the user's
   * sockets whether or not they subscribed; the subscription only gets its answer.
   */
  function subscribeToOwnEvents(connection: Connection, channel: string, userId: string) {
    if (connection.userId !== userId) {
      subscriptionError(
        connection.socket,
        channel,
        'AuthError',
        'Sign in as this user first.',
        403,
      );
      return;
    }
    send(connection.socket, {
      event: 'pusher_internal:subscription_succeeded',
      channel,
      data: '{}',
    });
  }

  function signin(connection: Connection, data: { auth?: unknown; user_data?: unknown }) {
    const userData = typeof data.user_data === 'string' ? data.user_data : '';
    const id = userIdOf(userData);
    const signed = signedWithOne(data.auth, (secret) =>
      userSignature(secret, connection.socketId, userData),
    );
    if (!id || !signed) {
      send(connection.socket, {
        event: 'pusher:error',
        data: { code: CloseCodes.unauthorized, message: 'Sign-in refused.' },
      });
      return;
    }
    if (connection.userId) remove(byUser, connection.userId, connection);
    connection.userId = id;
    add(byUser, id, connection);
    send(connection.socket, { event: 'pusher:signin_success', data: { user_data: userData } });
  }

  function countMessage(connection: Connection): boolean {
    const now = Date.now();
    connection.lastSeen = now;
    if (now - connection.windowStart >= 1000) {
      connection.windowStart = now;
      connection.windowCount = 0;
    }
    connection.windowCount += 1;
    if (connection.windowCount <= settings.maxMessagesPerSecond) return true;
    connection.socket.close(CloseCodes.overQuota, 'Too many messages');
    return false;
  }

  function onClientMessage(connection: Connection, raw: RawData) {
    if (!countMessage(connection)) return;
    const message = safeParse(String(raw)) as { event?: unknown; data?: unknown } | null;
    if (typeof message !== 'object' || message === null) {
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
        subscribe(connection, data as Parameters<typeof subscribe>[1]);
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
    const userId = serverToUserId(channel);
    const targets = userId === undefined ? byChannel.get(channel) : byUser.get(userId);
    if (!targets) return;
    const message = JSON.stringify({ event, channel, data });
    for (const connection of targets) {
      if (connection.socketId === except) continue;
      if (connection.socket.readyState === WebSocket.OPEN) {
        connection.socket.send(message);
        delivered += 1;
      }
    }
  }

  function link(socketId: string, session: SessionLink) {
    const connection = bySocketId.get(socketId);
    if (!connection) return;
    if (ended.covers(session)) endConnection(connection, 'The session ended.');
    else connection.links.push(session);
  }

  function endSessions(which: EndedSessions) {
    ended.remember(which);
    for (const connection of connections.values()) {
      if (connection.links.some((session) => isEnded(which, session)))
        endConnection(connection, 'The session ended.');
    }
  }

  /** A connection that must stop hearing at once, and is told not to come back (4009). */
  function endConnection(connection: Connection, reason: string) {
    forget(connection);
    refuse(connection.socket, CloseCodes.unauthorized, reason);
  }

  /** Takes a socket out of every channel and index; the roster follows in order. */
  function forget(connection: Connection): Promise<void> {
    for (const channel of [...connection.channels]) leave(connection, channel);
    if (connection.userId) remove(byUser, connection.userId, connection);
    connection.userId = undefined;
    return connection.pending;
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

  function open(ws: WebSocket) {
    const now = Date.now();
    const connection: Connection = {
      socket: ws,
      socketId: `${randomInt(1, 2 ** 31)}.${randomInt(1, 2 ** 31)}`,
      channels: new Set(),
      userId: undefined,
      links: [],
      pending: Promise.resolve(),
      lastSeen: now,
      windowStart: now,
      windowCount: 0,
    };
    connections.set(ws, connection);
    bySocketId.set(connection.socketId, connection);
    ws.on('message', (raw) => onClientMessage(connection, raw));
    ws.on('close', () => {
      void forget(connection);
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
  }

  return {
    /** Takes over an HTTP upgrade on /app/{key}; answers false for any other path. */
    handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean {
      const match = path.exec(request.url ?? '');
      if (!match) return false;
      wss.handleUpgrade(request, socket, head, (ws) => {
        if (decodeURIComponent(match[1] ?? '') !== settings.appKey) {
          refuse(ws, CloseCodes.appNotFound, 'App key not found.');
          return;
        }
        const refusal = protocolRefusal(request.url ?? '');
        if (refusal) {
          refuse(ws, refusal.code, refusal.message);
          return;
        }
        if (connections.size >= settings.maxConnections) {
          refuse(ws, CloseCodes.overCapacity, 'Over capacity.');
          return;
        }
        open(ws);
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
          for (const connection of [...(byUser.get(message.userId) ?? [])])
            endConnection(connection, 'Connection terminated by the server.');
          return;
      }
    },

    /** What a subscription of a dead node changed, once the roster took it out. */
    departed: announceLeave,

    get connectionCount() {
      return connections.size;
    },

    get deliveredCount() {
      return delivered;
    },

    /**
     * At shutdown: every client is told to reconnect now (4200) and its subscriptions leave the
     * roster before Redis closes (other nodes' members lists would keep them otherwise).
     */
    async close() {
      clearInterval(sweeper);
      const left = [...connections.values()].map(forget);
      for (const connection of connections.values()) {
        connection.socket.close(CloseCodes.reconnectNow, 'Server restarting');
      }
      wss.close();
      await Promise.race([
        Promise.all(left),
        new Promise((resolve) => setTimeout(resolve, 2_000).unref()),
      ]);
    },
  };
}
export type RealtimeServer = ReturnType<typeof realtimeServer>;

function userIdOf(userData: string): string | undefined {
  const parsed = safeParse(userData) as { id?: unknown } | null;
  const id = typeof parsed === 'object' && parsed !== null ? parsed.id : undefined;
  return typeof id === 'string' && id !== '' && id.length <= limits.userId ? id : undefined;
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
