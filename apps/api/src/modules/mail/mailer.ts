import type { FastifyBaseLogger } from 'fastify';
import type nodemailerModule from 'nodemailer';
import { DEFAULT_LANGUAGE } from '@homeward/contract';
import { speakerFor } from '../../i18n/speaker';
import type { Translate } from '../../i18n/translate';
import type { SpeakerOf } from '../customers/speaker';
import { inClientSpan } from '../../lib/outgoing';
import { onFirstUse } from '../../lib/on-first-use';
import type { JobQueue } from '../jobs/queue';
import type { OutboxRepository } from './outbox-repository';
import { renderMail, type MailTemplate } from './templates';

export interface OutgoingMail {
  to: string;
  message: MailTemplate;
  /**
   * The customer it is written to: in their language, with times in their zone, as they are
   * when it goes out. Without one (a job queued before mail was translated), it is in English.
   */
  customerId?: string;
}

/** Where rendered mail goes: an SMTP server, or the development outbox. */
export interface MailTransport {
  deliver(to: string, mail: ReturnType<typeof renderMail>): Promise<void>;
}

export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = onFirstUse(async () => {
    const nodemailer: typeof nodemailerModule = (await import('nodemailer')).default;
    return nodemailer.createTransport(url);
  });
  return {
    async deliver(to, mail) {
      const smtp = await transporter();
      await inClientSpan('smtp', 'SEND', () => smtp.sendMail({ from, to, ...mail }));
    },
  };
}

/**
 * Development and test only: mail is kept in a table, listed at GET /dev/outbox, and announced
 * by a log line that names the recipient and subject but never the body (codes and links stay
 * out of logs).
 */
export function outboxTransport(
  outbox: Pick<OutboxRepository, 'keep'>,
  log: () => FastifyBaseLogger | undefined,
): MailTransport {
  return {
    async deliver(to, mail) {
      await outbox.keep({ to, ...mail });
      log()?.info(
        { to, subject: mail.subject.replace(/\d{6}/g, '######') },
        'mail kept in the development outbox',
      );
    },
  };
}

export const MAIL_JOB = 'mail.send';

/**
 * Mail goes out through the job queue, so an SMTP outage delays it but never loses it. Each
 * mail ends with `company`: the company's footer lines (modules/company), said by the reader's
 * `t`, in the language the rest of the mail is written in.
 */
export function mailer(
  queue: JobQueue,
  transport: MailTransport,
  company: (t: Translate) => readonly string[],
  speakerOf: SpeakerOf,
) {
  queue.register(MAIL_JOB, async (payload) => {
    const { to, message, customerId } = payload as OutgoingMail;
    const speaker = customerId ? await speakerOf(customerId) : speakerFor(DEFAULT_LANGUAGE);
    await transport.deliver(to, renderMail(message, company(speaker.t), speaker));
  });
  return {
    /**
     * Queues a mail; with the caller's transaction, it goes only if that commits. `key` is
     * the job's idempotency key (see JobQueue.enqueue; one namespace for every kind of job, so
     * say what it is: `mail:transfer-completed:<id>`): sent again with it, nothing is added.
     */
    async send(mail: OutgoingMail, executor?: Parameters<JobQueue['enqueue']>[2], key?: string) {
      await queue.enqueue(MAIL_JOB, mail, executor, undefined, key);
    },
  };
}
export type Mailer = ReturnType<typeof mailer>;
