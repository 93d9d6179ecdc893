import { limits } from './channels';
import type { Member } from './roster';

/**
 * Presence channels (https://pusher.com/docs/channels/using_channels/presence-channels/): the
 * application's server signs "socket_id:channel:channel_data", where channel_data is the JSON
 * {user_id, user_info} of the member joining; subscribers get the members on joining, then
 * member_added and member_removed as users come and go.
 */

/**
 * The member a subscription's channel_data names, or undefined if it is not the JSON object
 * Pusher requires. Laravel sends numeric user ids; they are the same user as their text.
 */
export function memberOf(channelData: unknown): Member | undefined {
  if (typeof channelData !== 'string') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(channelData);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
  const { user_id: userId, user_info: info } = parsed as { user_id?: unknown; user_info?: unknown };
  const id = typeof userId === 'number' && Number.isSafeInteger(userId) ? String(userId) : userId;
  if (typeof id !== 'string' || id === '' || id.length > limits.userId) return undefined;
  if (Buffer.byteLength(JSON.stringify(info ?? null)) > limits.userInfo) return undefined;
  return { id, info: info ?? null };
}

/** pusher_internal:subscription_succeeded's data on a presence channel. */
export function presenceData(members: Member[]): string {
  return JSON.stringify({
    presence: {
      ids: members.map((member) => member.id),
      hash: Object.fromEntries(members.map((member) => [member.id, member.info])),
      count: members.length,
    },
  });
}

export const memberAdded = (member: Member) =>
  JSON.stringify({ user_id: member.id, user_info: member.info });

export const memberRemoved = (userId: string) => JSON.stringify({ user_id: userId });
