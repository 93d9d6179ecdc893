import type { Redis } from 'ioredis';

/** A presence channel's member: the user id and user_info its subscription was signed with. */
export interface Member {
  id: string;
  info: unknown;
}

export interface ChannelCounts {
  /** Connections subscribed. */
  subscriptionCount: number;
  /** Distinct users (presence channels; 0 elsewhere). */
  userCount: number;
}

/** What a subscription changed: the first subscriber, a user's first connection. */
export interface Joined {
  occupied: boolean;
  memberAdded: boolean;
}

/** What an unsubscription changed: the last subscriber, a user's last connection. */
export interface Left {
  vacated: boolean;
  /** The user whose last connection left the presence channel. */
  memberRemoved: string | undefined;
}

/**
 * Who is subscribed to which channel, across every node: what the HTTP API's channel queries
 * and `info` answer, what presence channels list, and where occupied, vacated, member_added and
 * member_removed come from. Each change is atomic, so exactly one node sees a channel become
 * occupied or a member arrive, whichever nodes its sockets are on.
 */
export interface Roster {
  join(channel: string, socketId: string, member?: Member): Promise<Joined>;
  leave(channel: string, socketId: string): Promise<Left>;
  counts(channel: string): Promise<ChannelCounts>;
  /** Occupied channels whose names start with `prefix`. */
  occupied(prefix: string): Promise<Map<string, ChannelCounts>>;
  members(channel: string): Promise<Member[]>;
  /** Users with a connection on a presence channel. */
  isMember(channel: string, userId: string): Promise<boolean>;
  close(): Promise<void>;
}

/** One node: the roster is this process's memory. */
export function localRoster(): Roster {
  // channel → socket id → the socket's presence user id ('' on other channels)
  const sockets = new Map<string, Map<string, string>>();
  // channel → user id → its connections and user_info
  const users = new Map<string, Map<string, { connections: number; info: unknown }>>();
  const countsOf = (channel: string): ChannelCounts => ({
    subscriptionCount: sockets.get(channel)?.size ?? 0,
    userCount: users.get(channel)?.size ?? 0,
  });

  return {
    async join(channel, socketId, member) {
      let subscribed = sockets.get(channel);
      if (!subscribed) sockets.set(channel, (subscribed = new Map()));
      if (subscribed.has(socketId)) return { occupied: false, memberAdded: false };
      subscribed.set(socketId, member?.id ?? '');
      if (!member) return { occupied: subscribed.size === 1, memberAdded: false };
      let present = users.get(channel);
      if (!present) users.set(channel, (present = new Map()));
      const user = present.get(member.id) ?? { connections: 0, info: member.info };
      user.connections += 1;
      user.info = member.info;
      present.set(member.id, user);
      return { occupied: subscribed.size === 1, memberAdded: user.connections === 1 };
    },
    async leave(channel, socketId) {
      const subscribed = sockets.get(channel);
      const userId = subscribed?.get(socketId);
      if (!subscribed || userId === undefined) return { vacated: false, memberRemoved: undefined };
      subscribed.delete(socketId);
      const vacated = subscribed.size === 0;
      if (vacated) sockets.delete(channel);
      const present = users.get(channel);
      const user = userId ? present?.get(userId) : undefined;
      if (!present || !user) return { vacated, memberRemoved: undefined };
      user.connections -= 1;
      if (user.connections > 0) return { vacated, memberRemoved: undefined };
      present.delete(userId);
      if (present.size === 0) users.delete(channel);
      return { vacated, memberRemoved: userId };
    },
    counts: async (channel) => countsOf(channel),
    async occupied(prefix) {
      const found = new Map<string, ChannelCounts>();
      for (const channel of sockets.keys()) {
        if (channel.startsWith(prefix)) found.set(channel, countsOf(channel));
      }
      return found;
    },
    members: async (channel) =>
      [...(users.get(channel) ?? new Map<string, { info: unknown }>())].map(([id, user]) => ({
        id,
        info: user.info,
      })),
    isMember: async (channel, userId) => users.get(channel)?.has(userId) ?? false,
    close: async () => {},
  };
}

const PREFIX = 'homeward:realtime:';
const NODES = `${PREFIX}nodes`;
/** What a node has subscribed, so another node can undo it if this one dies. */
const nodeKey = (nodeId: string) => `${PREFIX}node:${nodeId}`;
const aliveKey = (nodeId: string) => `${PREFIX}alive:${nodeId}`;
const keysOf = (channel: string, nodeId: string) => [
  `${PREFIX}sockets:${channel}`,
  `${PREFIX}users:${channel}`,
  `${PREFIX}info:${channel}`,
  `${PREFIX}channels`,
  nodeKey(nodeId),
];
/** A subscription as the node's set keeps it (channel names have no newline). */
const entryOf = (channel: string, socketId: string) => `${channel}\n${socketId}`;

// KEYS: sockets, users, info, channels, the node's subscriptions. ARGV: socket id, user id
// ('' if none), user_info, channel, the node's entry.
const JOIN = `
if redis.call('HSETNX', KEYS[1], ARGV[1], ARGV[2]) == 0 then return {0, 0} end
redis.call('SADD', KEYS[5], ARGV[5])
local occupied = 0
if redis.call('HLEN', KEYS[1]) == 1 then
  occupied = 1
  redis.call('SADD', KEYS[4], ARGV[4])
end
local added = 0
if ARGV[2] ~= '' then
  redis.call('HSET', KEYS[3], ARGV[2], ARGV[3])
  if redis.call('HINCRBY', KEYS[2], ARGV[2], 1) == 1 then added = 1 end
end
return {occupied, added}`;

// KEYS as for JOIN. ARGV: socket id, channel, the node's entry.
const LEAVE = `
redis.call('SREM', KEYS[5], ARGV[3])
local user = redis.call('HGET', KEYS[1], ARGV[1])
if not user then return {0, ''} end
redis.call('HDEL', KEYS[1], ARGV[1])
local vacated = 0
if redis.call('HLEN', KEYS[1]) == 0 then
  vacated = 1
  redis.call('SREM', KEYS[4], ARGV[2])
end
if user == '' then return {vacated, ''} end
if redis.call('HINCRBY', KEYS[2], user, -1) > 0 then return {vacated, ''} end
redis.call('HDEL', KEYS[2], user)
redis.call('HDEL', KEYS[3], user)
return {vacated, user}`;

export interface RedisRosterOptions {
  /** This process, among the nodes sharing Redis. */
  nodeId: string;
  /** A node silent for this long is taken for dead: its subscriptions leave the roster. */
  nodeTimeoutMs: number;
  /** Hears each subscription a dead node left behind, once it is out of the roster. */
  onOrphanLeft: (channel: string, left: Left) => void;
  onError: (error: unknown) => void;
}

/**
 * Every node: the roster lives in Redis, each change one Lua script (atomic). A node that dies
 * without leaving (killed, its machine gone) would keep its members on presence channels for
 * ever; each node says it is alive, and the first to see another node's silence takes that
 * node's subscriptions out, announcing member_removed and channel_vacated as if they had left.
 */
export function redisRoster(redis: Redis, options: RedisRosterOptions): Roster {
  const { nodeId } = options;
  const countsOf = async (channel: string): Promise<ChannelCounts> => {
    const [sockets, users] = keysOf(channel, nodeId);
    const [subscriptionCount, userCount] = await Promise.all([
      redis.hlen(sockets ?? ''),
      redis.hlen(users ?? ''),
    ]);
    return { subscriptionCount, userCount };
  };
  const leave = async (channel: string, socketId: string, node = nodeId): Promise<Left> => {
    const [vacated, user] = (await redis.eval(
      LEAVE,
      5,
      ...keysOf(channel, node),
      socketId,
      channel,
      entryOf(channel, socketId),
    )) as [number, string];
    return { vacated: vacated === 1, memberRemoved: user || undefined };
  };

  async function heartbeat() {
    await redis
      .multi()
      .set(aliveKey(nodeId), '1', 'PX', options.nodeTimeoutMs)
      .sadd(NODES, nodeId)
      .exec();
  }

  /** Takes a dead node's subscriptions out, if no other node is already doing it. */
  async function sweep(node: string) {
    const claimed = await redis.set(`${PREFIX}sweep:${node}`, nodeId, 'PX', 60_000, 'NX');
    if (claimed !== 'OK') return;
    for (const entry of await redis.smembers(nodeKey(node))) {
      const [channel = '', socketId = ''] = entry.split('\n');
      options.onOrphanLeft(channel, await leave(channel, socketId, node));
    }
    await redis.multi().del(nodeKey(node)).srem(NODES, node).exec();
  }

  async function sweepDeadNodes() {
    for (const node of await redis.smembers(NODES)) {
      if (node !== nodeId && (await redis.exists(aliveKey(node))) === 0) await sweep(node);
    }
  }

  const beat = () => {
    heartbeat()
      .then(sweepDeadNodes)
      .catch((error: unknown) => options.onError(error));
  };
  beat();
  const timer = setInterval(beat, Math.max(500, options.nodeTimeoutMs / 3));
  timer.unref();

  return {
    async join(channel, socketId, member) {
      const [occupied, added] = (await redis.eval(
        JOIN,
        5,
        ...keysOf(channel, nodeId),
        socketId,
        member?.id ?? '',
        JSON.stringify(member?.info ?? null),
        channel,
        entryOf(channel, socketId),
      )) as [number, number];
      return { occupied: occupied === 1, memberAdded: added === 1 };
    },
    leave: (channel, socketId) => leave(channel, socketId),
    counts: countsOf,
    async occupied(prefix) {
      const channels = (await redis.smembers(`${PREFIX}channels`)).filter((channel) =>
        channel.startsWith(prefix),
      );
      const counts = await Promise.all(channels.map(countsOf));
      return new Map(channels.map((channel, i) => [channel, counts[i] as ChannelCounts]));
    },
    async members(channel) {
      const info = await redis.hgetall(`${PREFIX}info:${channel}`);
      return Object.entries(info).map(([id, json]) => ({ id, info: JSON.parse(json) as unknown }));
    },
    isMember: async (channel, userId) =>
      (await redis.hexists(`${PREFIX}users:${channel}`, userId)) === 1,
    /**
     * At shutdown, after this node's sockets left. Anything they could not take out in time
     * stays for the other nodes to sweep, at once: this node no longer says it is alive.
     */
    async close() {
      clearInterval(timer);
      await redis.del(aliveKey(nodeId));
      if ((await redis.scard(nodeKey(nodeId))) === 0) await redis.srem(NODES, nodeId);
    },
  };
}
