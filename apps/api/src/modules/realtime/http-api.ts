import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../lib/http-errors';
import { eventsSignature, sameText } from './signatures';

const eventSchema = z.object({
  name: z.string().min(1).max(200),
  data: z.string().max(10_240),
  channels: z.array(z.string().min(1).max(200)).min(1).max(100).optional(),
  channel: z.string().min(1).max(200).optional(),
});

/**
 * The Pusher HTTP API's trigger endpoint (POST /apps/{app_id}/events), so back-office tools and
 * other services can publish to this server as they would to hosted Pusher, and so the HTTP
 * broadcaster can be tested against a real Pusher-compatible server. Requests are signed as
 * Pusher signs them; events go out through this node's broadcaster (every node, with Redis).
 */
export const pusherHttpApiRoutes: FastifyPluginAsync = async (app) => {
  const { config } = app.deps;
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_r, body, done) => done(null, body),
  );

  app.post<{ Params: { appId: string }; Querystring: Record<string, string> }>(
    '/apps/:appId/events',
    async (request, reply) => {
      const { appId, key, secret } = config.realtime;
      if (request.params.appId !== appId) throw new HttpError(404, 'Unknown app.');
      const body = typeof request.body === 'string' ? request.body : '';
      const { auth_signature: signature, ...query } = request.query;
      const expected = eventsSignature(secret, appId, query);
      const age = Math.abs(Date.now() / 1000 - Number(query.auth_timestamp));
      const signed =
        query.auth_key === key &&
        query.body_md5 === createHash('md5').update(body).digest('hex') &&
        sameText(signature, expected) &&
        age < 600;
      if (!signed) throw new HttpError(401, 'Invalid signature.');
      let event: z.infer<typeof eventSchema>;
      try {
        event = eventSchema.parse(JSON.parse(body));
      } catch {
        throw new HttpError(400, 'Send {name, data, channels}.');
      }
      const channels = event.channels ?? (event.channel ? [event.channel] : []);
      if (channels.length === 0) throw new HttpError(400, 'Name at least one channel.');
      const data: unknown = (() => {
        try {
          return JSON.parse(event.data);
        } catch {
          return event.data;
        }
      })();
      for (const channel of channels) app.deps.broadcaster().publish(channel, event.name, data);
      return reply.send({});
    },
  );
};
