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
  };
}

const PREFIX = 'homeward:realtime:';
const keysOf = (channel: string) => [
  `${PREFIX}sockets:${channel}`,
  `${PREFIX}users:${channel}`,
  `${PREFIX}info:${channel}`,
  `${PREFIX}channels`,
];

// KEYS: sockets, users, info, channels. ARGV: socket id, user id ('' if none), user_info, channel.
const JOIN = `
if redis.call('HSETNX', KEYS[1], ARGV[1], ARGV[2]) == 0 then return {0, 0} end
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

// KEYS as for JOIN. ARGV: socket id, channel.
const LEAVE = `
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

/** Every node: the roster lives in Redis, each change one Lua script (atomic). */
export function redisRoster(redis: Redis): Roster {
  const countsOf = async (channel: string): Promise<ChannelCounts> => {
    const [sockets, users] = keysOf(channel);
    const [subscriptionCount, userCount] = await Promise.all([
      redis.hlen(sockets ?? ''),
      redis.hlen(users ?? ''),
    ]);
    return { subscriptionCount, userCount };
  };
  return {
    async join(channel, socketId, member) {
      const [occupied, added] = (await redis.eval(
        JOIN,
        4,
        ...keysOf(channel),
        socketId,
        member?.id ?? '',
        JSON.stringify(member?.info ?? null),
        channel,
      )) as [number, number];
      return { occupied: occupied === 1, memberAdded: added === 1 };
    },
    async leave(channel, socketId) {
      const [vacated, user] = (await redis.eval(
        LEAVE,
        4,
        ...keysOf(channel),
        socketId,
        channel,
      )) as [number, string];
      return { vacated: vacated === 1, memberRemoved: user || undefined };
    },
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
  };
}
