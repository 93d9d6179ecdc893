import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { ValidationFailed } from '../../lib/domain-errors';
import { HttpError } from '../../lib/http-errors';
import { customerChannel } from './broadcaster';
import { channelSignature, SOCKET_ID, userSignature } from './signatures';

const authBody = z.object({
  socket_id: z.string().regex(SOCKET_ID, 'Give the socket id from the connection.'),
  channel_name: z.string().min(1).max(200),
});
const userAuthBody = z.object({
  socket_id: z.string().regex(SOCKET_ID, 'Give the socket id from the connection.'),
});

function parsed<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  // Keys come from the request: no prototype, so "toString" is a key like any other.
  const errors: Record<string, string[]> = Object.create(null);
  for (const issue of result.error.issues) {
    (errors[issue.path.join('.') || 'body'] ??= []).push(issue.message);
  }
  throw new ValidationFailed(errors);
}

/**
 * Channel and user authorisation for the Pusher protocol (Laravel's default endpoints): a
 * signed-in customer may subscribe to their own private channel only. Bodies come form-encoded
 * (pusher-js's default) or as JSON; the session cookie and the XSRF header are required as for
 * any other POST.
 */
export const broadcastingRoutes: FastifyPluginAsync = async (app) => {
  const { config } = app.deps;
  const { key, secret } = config.realtime;
  // pusher-js posts its channel authorisation as a form; the root reads forms (plugins/bodies.ts).
  // The socket, wherever it is, ends with the session that authorised it (issue 15).
  const linkToSession = (socketId: string, session: { id: string; customerId: string }) =>
    app.deps.cluster().send({
      kind: 'linked',
      socketId,
      link: { sessionId: session.id, customerId: session.customerId },
    });

  // Pusher's clients post a form or JSON; the handler reads either (and answers 422 in the
  // contract's shape), so the schemas are the document's only.
  const authAnswer = z.object({ auth: z.string().describe('key:signature') });
  app.post(
    '/broadcasting/auth',
    { schema: { documentedOnly: { body: authBody, response: { 200: authAnswer } } } },
    async (request) => {
      const session = await app.requireSession(request);
      const { socket_id, channel_name } = parsed(authBody, request.body);
      if (channel_name !== customerChannel(session.customerId)) {
        throw new HttpError(403, 'You may only listen to your own channel.');
      }
      linkToSession(socket_id, session);
      return { auth: `${key}:${channelSignature(secret, socket_id, channel_name)}` };
    },
  );

  app.post(
    '/broadcasting/user-auth',
    {
      schema: {
        documentedOnly: {
          body: userAuthBody,
          response: { 200: authAnswer.extend({ user_data: z.string() }) },
        },
      },
    },
    async (request) => {
      const session = await app.requireSession(request);
      const { socket_id } = parsed(userAuthBody, request.body);
      const userData = JSON.stringify({ id: session.customerId, user_info: {} });
      linkToSession(socket_id, session);
      return { auth: `${key}:${userSignature(secret, socket_id, userData)}`, user_data: userData };
    },
  );
};
