import {
  notificationChannels,
  notificationKinds,
  type NotificationChannel,
  type NotificationChannelState,
  type NotificationPreference,
} from '@homeward/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { ValidationFailed } from '../../lib/domain-errors';
import type { Mailer } from '../mail/mailer';
import type { SmsSender } from '../sms/sender';
import { channelsOf, emailedAlways, isLocked, kindOf, onByDefault } from './kinds';
import type { SpeakerOf } from '../customers/speaker';
import type { NoticeExecutor, NoticeFor, PushPort } from './notice';
import type { NotificationPreferenceRepository, PreferenceChange } from './repository';

const channelNames: Record<NotificationChannel, string> = {
  email: 'email',
  sms: 'text message',
  push: 'push notification',
};

/**
 * The one way a customer notification leaves Homeward: it honours the customer's preferences
 * on each channel and goes through the job queue. Callers name the customer and give the
 * notice in each channel's form; the mail's template says which kind it is (kinds.ts).
 */
export function notificationService(deps: {
  preferences: NotificationPreferenceRepository;
  mailer: Mailer;
  sms: Pick<SmsSender, 'send'>;
  /** Push to the customer's devices; absent where push is not configured. */
  push?: PushPort;
  /** The customer's verified mobile number (E.164), or null. */
  mobileNumber: (customerId: string, executor?: Pick<Database, 'select'>) => Promise<string | null>;
  /** How the customer is written to: their language and time zone. */
  speakerOf: SpeakerOf;
  log: () => FastifyBaseLogger | undefined;
}) {
  const { preferences, mailer } = deps;

  /** Whether `channel` carries `kind` for this customer, from their stored choices. */
  function chosen(
    stored: readonly { kind: string; channel: string; enabled: boolean }[],
    kind: (typeof notificationKinds)[number],
    channel: NotificationChannel,
  ) {
    if (!channelsOf[kind].includes(channel)) return false;
    if (isLocked(kind, channel)) return true;
    const row = stored.find((r) => r.kind === kind && r.channel === channel);
    return row?.enabled ?? onByDefault(channel);
  }

  /** Every kind × channel that exists, with the customer's choice. */
  async function list(customerId: string): Promise<NotificationPreference[]> {
    const stored = await preferences.stored(customerId);
    return notificationKinds.flatMap((kind) =>
      channelsOf[kind].map((channel) => ({
        kind,
        channel,
        locked: isLocked(kind, channel),
        enabled: chosen(stored, kind, channel),
      })),
    );
  }

  async function channels(customerId: string): Promise<NotificationChannelState[]> {
    const mobile = await deps.mobileNumber(customerId);
    return notificationChannels.map((channel) => {
      if (channel === 'sms' && !mobile) {
        return {
          channel,
          available: false,
          note: 'Add and confirm a mobile number in your profile to get texts.',
        };
      }
      return { channel, available: true, note: null };
    });
  }

  return {
    /**
     * Writes the notice for `customerId` in their language and queues it on each channel they
     * chose for its kind (the mail is written when it goes out, so it carries the customer).
     * With the caller's transaction, the choices are read in it and the messages go only if it
     * commits.
     * `key` makes the notice one per event on every channel (`mail:<key>`, `sms:<key>`,
     * `push:<key>`; see JobQueue.enqueue). Answers the channels it was queued on: a channel
     * skipped is the customer's choice, not an error.
     */
    async notify(
      customerId: string,
      noticeFor: NoticeFor,
      executor?: NoticeExecutor,
      key?: string,
    ): Promise<NotificationChannel[]> {
      const notice = noticeFor(await deps.speakerOf(customerId, executor));
      const kind = kindOf(notice.mail.message);
      const stored = kind ? await preferences.stored(customerId, executor) : [];
      const wants = (channel: NotificationChannel) => !!kind && chosen(stored, kind, channel);
      const keyed = (channel: string) => (key ? `${channel}:${key}` : undefined);
      const sent: NotificationChannel[] = [];

      if (!kind || emailedAlways(notice.mail.message) || wants('email')) {
        await mailer.send({ ...notice.mail, customerId }, executor, keyed('mail'));
        sent.push('email');
      }
      if (notice.sms && wants('sms')) {
        const to = await deps.mobileNumber(customerId, executor);
        if (to) {
          await deps.sms.send(to, notice.sms, keyed('sms'), executor);
          sent.push('sms');
        }
      }
      if (notice.push && deps.push && wants('push')) {
        await deps.push.send(customerId, notice.push, executor, keyed('push'));
        sent.push('push');
      }
      if (sent.length === 0) {
        deps
          .log()
          ?.debug(
            { customerId, template: notice.mail.message.template, kind },
            'notification not sent: turned off by the customer',
          );
      }
      return sent;
    },

    list,
    channels,

    /** Saves the changes (all or none); a pair that does not exist or is locked is refused. */
    async update(customerId: string, changes: readonly PreferenceChange[]) {
      const unknown = changes.find((c) => !channelsOf[c.kind].includes(c.channel));
      if (unknown) {
        throw new ValidationFailed({
          preferences: [`We do not send that kind of message by ${channelNames[unknown.channel]}.`],
        });
      }
      const refused = changes.find((c) => isLocked(c.kind, c.channel) && !c.enabled);
      if (refused) {
        throw new ValidationFailed({
          preferences: [
            'Security emails cannot be turned off: they tell you when someone else may be using your account.',
          ],
        });
      }
      await preferences.save(customerId, changes);
      return list(customerId);
    },
  };
}
export type Notifications = ReturnType<typeof notificationService>;
