import { createHash, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../jobs/queue';
import type { OutboxRepository } from '../mail/outbox-repository';
import { callService } from '../../lib/outgoing';

/** Where text messages go: an HTTP SMS gateway, or the development outbox. */
export interface SmsTransport {
  /** `reference` is the same on every attempt of one text: the gateway's idempotency key. */
  deliver(to: string, text: string, reference: string): Promise<void>;
}

/**
 * A gateway that takes `POST {to, text, reference}` as JSON with an `Idempotency-Key` header
 * (most SMS providers have such an endpoint and a client reference, or a small adapter in front
 * of theirs). Any non-2xx answer fails the job, which is then retried with the same reference: a
 * gateway that accepted the text but answered too late does not send a pickup code twice.
 */
export function httpSmsTransport(url: string): SmsTransport {
  return {
    async deliver(to, text, reference) {
      const response = await callService('sms-gateway', url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': reference },
        body: JSON.stringify({ to, text, reference }),
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
    const job = payload as { to: string; text: string; reference?: string };
    // Jobs queued before references existed: the text itself is their stable reference.
    const reference =
      job.reference ??
      createHash('sha256')
        .update(job.to + job.text)
        .digest('hex');
    await transport.deliver(job.to, job.text, reference);
  });
  return {
    /**
     * Queues a text; a second one with the same idempotency `key` (as for mail) adds nothing.
     * With the caller's transaction, it goes only if that commits.
     */
    async send(
      to: string,
      text: string,
      key?: string,
      executor?: Parameters<JobQueue['enqueue']>[2],
    ) {
      // Fixed in the job, so every retry of it carries the same reference.
      const reference = randomUUID();
      await queue.enqueue(SMS_JOB, { to, text, reference }, executor, undefined, key);
    },
  };
}
export type SmsSender = ReturnType<typeof smsSender>;
