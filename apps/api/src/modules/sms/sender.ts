import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../jobs/queue';
import type { OutboxRepository } from '../mail/outbox-repository';

/** Where text messages go: an HTTP SMS gateway, or the development outbox. */
export interface SmsTransport {
  deliver(to: string, text: string): Promise<void>;
}

/**
 * A gateway that takes `POST {to, text}` as JSON (most SMS providers have such an endpoint, or a
 * small adapter in front of theirs). Any non-2xx answer fails the job, which is then retried.
 */
export function httpSmsTransport(url: string): SmsTransport {
  return {
    async deliver(to, text) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to, text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}

export function outboxSmsTransport(
  outbox: Pick<OutboxRepository, 'keep'>,
  log: () => FastifyBaseLogger | undefined,
): SmsTransport {
  return {
    async deliver(to, text) {
      await outbox.keep({ channel: 'sms', to, subject: 'SMS', text, html: '' });
      // The number's last digits only, and never the text: it holds a code.
      log()?.info({ to: `…${to.slice(-3)}` }, 'SMS kept in the development outbox');
    },
  };
}

export const SMS_JOB = 'sms.send';

/** Text messages go out through the job queue, like mail. */
export function smsSender(queue: JobQueue, transport: SmsTransport) {
  queue.register(SMS_JOB, async (payload) => {
    const { to, text } = payload as { to: string; text: string };
    await transport.deliver(to, text);
  });
  return {
    /** Queues a text; a second one with the same idempotency `key` (as for mail) adds nothing. */
    async send(to: string, text: string, key?: string) {
      await queue.enqueue(SMS_JOB, { to, text }, undefined, undefined, key);
    },
  };
}
export type SmsSender = ReturnType<typeof smsSender>;
