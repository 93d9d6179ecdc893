import type { Database } from '../../db/client';
import type { Speaker } from '../../i18n/speaker';
import type { OutgoingMail } from '../mail/mailer';

/**
 * The caller's transaction: a channel reads the customer's choices and devices in it and queues
 * its job in it, so the message goes only if the change it tells of commits.
 */
export type NoticeExecutor = Pick<Database, 'insert' | 'select'>;

/** What a push notification shows on the device; `url` is the app's path a tap opens (`/transaction/<id>`). */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
  /** Replaces an earlier notification with the same tag (one per transfer, not a pile). */
  tag?: string;
}

/**
 * One notification, rendered for each channel it may go out on. The mail's template names the
 * kind (kinds.ts); a channel without a rendering is not used for this notice.
 */
export interface Notice {
  mail: OutgoingMail;
  /** The text message: short (one SMS, 160 GSM characters), no codes, a link at most. */
  sms?: string;
  push?: PushMessage;
}

/**
 * A notice written for its reader: the notification service reads the customer's language and
 * zone and gives `speaker`, so the text and push say what the mail says, in the same words.
 */
export type NoticeFor = (speaker: Speaker) => Notice;

/** Where push messages go: each of the customer's subscribed devices (a job per device). */
export interface PushPort {
  send(
    customerId: string,
    message: PushMessage,
    executor?: NoticeExecutor,
    key?: string,
  ): Promise<void>;
}
