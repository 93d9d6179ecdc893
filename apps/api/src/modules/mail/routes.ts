import { apiPaths } from '@homeward/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFound } from '../../lib/domain-errors';
import { outboxPage, prefersHtml } from './outbox-page';
import { outboxRepository } from './outbox-repository';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 addresses. */
export const isLoopback = (address: string) =>
  address === '::1' || /^(::ffff:)?127\.\d+\.\d+\.\d+$/i.test(address);

/**
 * GET /dev/outbox: the mail and text messages the development outbox kept, every code and
 * reset link among them. Never in production, and only to this machine: a development server
 * listening on the network must not hand its accounts to whoever can reach it.
 * A browser gets a page to read; every other client (tests, e2e helpers, the bench) the JSON list.
 * `?to=` narrows it to one address or number: the journeys poll it while the outbox grows to
 * thousands of messages, and the whole list's HTML made each poll megabytes.
 */
export const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.deps;
  if (!isLoopback(config.host) && config.host !== 'localhost') {
    app.addHook('onReady', async () => {
      app.log.warn(
        { host: config.host, path: apiPaths.devOutbox },
        'The development outbox holds every code and reset link; it answers only requests from this machine',
      );
    });
  }

  const message = z.object({
    id: z.string(),
    channel: z.string(),
    to: z.string(),
    subject: z.string().nullable(),
    text: z.string(),
    html: z.string().nullable(),
    created_at: z.string(),
  });
  const outbox = {
    description: 'The latest messages: JSON, or a page for a browser (Accept: text/html).',
    content: {
      'application/json': { schema: z.array(message) },
      'text/html': { schema: z.string() },
    },
  };
  app.get(
    apiPaths.devOutbox,
    {
      schema: {
        querystring: z.object({
          to: z.string().min(1).optional().describe('Only the messages to this address or number'),
        }),
        documentedOnly: { response: { 200: outbox } },
      },
    },
    async (request, reply) => {
      // request.ip is the client's address, through trusted proxies only (TRUST_PROXY).
      if (!isLoopback(request.ip)) throw new NotFound();
      const mails = await outboxRepository(app.deps.db).latest(request.query.to);
      const messages = mails.map((mail) => ({
        id: mail.id,
        channel: mail.channel,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        created_at: mail.createdAt.toISOString(),
      }));
      if (!prefersHtml(request.headers.accept)) return messages;
      const page = outboxPage(messages);
      return reply
        .header('vary', 'Accept')
        .header('content-security-policy', page.csp)
        .type('text/html; charset=utf-8')
        .send(page.html);
    },
  );
};
