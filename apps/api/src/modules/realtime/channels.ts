/**
 * Channel names and Pusher's documented limits, shared by the socket server and the HTTP API
 * so both refuse the same things.
 * https://pusher.com/docs/channels/using_channels/channels/#channel-naming-conventions
 */
export const limits = {
  /** Pusher documents 164 characters, prefixes included. */
  channelName: 164,
  eventName: 200,
  /** Bytes of an event's data: Pusher answers 413 above 10 kB. */
  eventData: 10_240,
  channelsPerTrigger: 100,
  eventsPerBatch: 10,
  /** Distinct users on one presence channel. */
  presenceMembers: 100,
  /** Characters of a presence member's user id, and bytes of its user_info as JSON. */
  userId: 128,
  userInfo: 1_024,
} as const;

const NAME = /^[A-Za-z0-9_\-=@,.;]+$/;

export function isChannelName(name: unknown): name is string {
  return typeof name === 'string' && name.length <= limits.channelName && NAME.test(name);
}

export const isPresence = (channel: string) => channel.startsWith('presence-');
/** Channels a socket may join only with a signature from the application's server. */
export const isSigned = (channel: string) => channel.startsWith('private-') || isPresence(channel);

/**
 * Events for one signed-in user (the SDK's sendToUser): not a channel anyone subscribes to,
 * but what pusher-js listens on once signed in.
 */
const SERVER_TO_USER = '#server-to-user-';
export const serverToUserChannel = (userId: string) => `${SERVER_TO_USER}${userId}`;
export const serverToUserId = (channel: string): string | undefined =>
  channel.startsWith(SERVER_TO_USER)
    ? channel.slice(SERVER_TO_USER.length) || undefined
    : undefined;

/** A channel the HTTP API may publish to: a channel name, or one user's server-to-user channel. */
export const isPublishable = (channel: unknown): channel is string =>
  isChannelName(channel) ||
  (typeof channel === 'string' && (serverToUserId(channel)?.length ?? Infinity) <= limits.userId);
