import { z } from 'zod';
import { HttpError } from '../../lib/http-errors';
import { isPresence, isPublishable, limits, serverToUserId } from './channels';
import type { Cluster } from './cluster';
import type { Roster } from './roster';
import { SOCKET_ID } from './signatures';

/**
 * Publishing through the Pusher HTTP API: POST /events (one event, up to 100 channels) and POST
 * /batch_events (up to 10 events, one channel each), as the official server SDKs send them.
 * `data` is a string the server passes through untouched: subscribers get the very bytes the
 * SDK sent (pusher-js parses JSON itself). `socket_id` leaves that socket out (Laravel's
 * toOthers()); `info` asks for the channels' counts in the answer.
 */
const common = {
  name: z.string().min(1).max(limits.eventName),
  data: z.string(),
  socket_id: z.string().regex(SOCKET_ID).optional(),
  info: z.string().max(100).optional(),
};
export const pusherEventSchema = z.object({
  ...common,
  channels: z.array(z.string()).min(1).max(limits.channelsPerTrigger).optional(),
  channel: z.string().optional(),
});
export const pusherBatchSchema = z.object({
  batch: z
    .array(z.object({ ...common, channel: z.string() }))
    .min(1)
    .max(limits.eventsPerBatch),
});

type Attribute = 'user_count' | 'subscription_count';
type ChannelInfo = Partial<Record<Attribute, number>>;

function parsed<T>(schema: z.ZodType<T>, body: string, shape: string): T {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new HttpError(400, `Send ${shape} as JSON.`);
  }
  const result = schema.safeParse(json);
  if (!result.success) throw new HttpError(400, `Send ${shape}.`);
  return result.data;
}

/** The attributes asked for with `info` (a comma-separated list). */
export function attributesOf(info: string | undefined): Attribute[] {
  if (!info) return [];
  const names = info.split(',');
  for (const name of names) {
    if (name !== 'user_count' && name !== 'subscription_count')
      throw new HttpError(400, `Unknown info attribute: ${name.slice(0, 40)}.`);
  }
  return [...new Set(names as Attribute[])];
}

function checkEvent(channels: string[], data: string) {
  if (!channels.every(isPublishable)) throw new HttpError(400, 'Invalid channel name.');
  if (Buffer.byteLength(data) > limits.eventData)
    throw new HttpError(413, `Event data is limited to ${limits.eventData} bytes.`);
}

/** A channel's counts, user_count only where there are users to count (presence). */
export async function channelInfo(
  roster: Roster,
  channel: string,
  attributes: Attribute[],
): Promise<ChannelInfo> {
  const counts = await roster.counts(channel);
  const info: ChannelInfo = {};
  if (attributes.includes('user_count') && isPresence(channel)) info.user_count = counts.userCount;
  if (attributes.includes('subscription_count')) info.subscription_count = counts.subscriptionCount;
  return info;
}

export function publisher(cluster: () => Cluster, roster: () => Roster) {
  const publish = (channel: string, event: { name: string; data: string; socket_id?: string }) =>
    cluster().send({
      kind: 'event',
      channel,
      event: event.name,
      data: event.data,
      ...(event.socket_id ? { except: event.socket_id } : {}),
    });

  return {
    /** POST /events: answers {} or, with `info`, {channels: {name: counts}}. */
    async trigger(body: string) {
      const event = parsed(pusherEventSchema, body, '{name, data, channels}');
      const channels = event.channels ?? (event.channel ? [event.channel] : []);
      if (channels.length === 0) throw new HttpError(400, 'Name at least one channel.');
      checkEvent(channels, event.data);
      const attributes = attributesOf(event.info);
      for (const channel of channels) publish(channel, event);
      if (attributes.length === 0) return {};
      const counted = channels.filter((channel) => serverToUserId(channel) === undefined);
      const infos = await Promise.all(
        counted.map((channel) => channelInfo(roster(), channel, attributes)),
      );
      return { channels: Object.fromEntries(counted.map((channel, i) => [channel, infos[i]])) };
    },

    /** POST /batch_events: answers {} or, when an event asks for `info`, {batch: [counts]}. */
    async batch(body: string) {
      const { batch } = parsed(pusherBatchSchema, body, '{batch: [{name, data, channel}]}');
      for (const event of batch) checkEvent([event.channel], event.data);
      const attributes = batch.map((event) => attributesOf(event.info));
      for (const event of batch) publish(event.channel, event);
      if (attributes.every((asked) => asked.length === 0)) return {};
      return {
        batch: await Promise.all(
          batch.map((event, i) =>
            attributes[i]?.length && serverToUserId(event.channel) === undefined
              ? channelInfo(roster(), event.channel, attributes[i])
              : {},
          ),
        ),
      };
    },
  };
}
