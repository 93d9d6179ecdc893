import { apiPaths } from '@homeward/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxRepository } from './outbox-repository';

/** GET /dev/outbox: the mail and text messages the development outbox kept. Never in production. */
export const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(apiPaths.devOutbox, async () => {
    const mails = await outboxRepository(app.deps.db).latest();
    return mails.map((mail) => ({
      id: mail.id,
      channel: mail.channel,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      created_at: mail.createdAt.toISOString(),
    }));
  });
};
