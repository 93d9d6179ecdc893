import {
  apiPaths,
  deviceSignOutLinkRequestSchema,
  devicesSchema,
  messageSchema,
  messages,
} from '@homeward/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ValidationFailed } from '../../lib/domain-errors';
import { HttpError } from '../../lib/http-errors';
import { requestMeta } from '../../lib/request-meta';
import { noContent } from '../../lib/openapi';
import { customerAnswers, customerRefusals } from '../../i18n/messages';
import { ourSentenceIn } from '../../i18n/valued-words';
import { requestLanguage } from '../../lib/request-language';

/** The device list is the customer's live sessions (spec: Session doubles as the device). */
export const deviceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { sessions, security, newDevices } = app.deps;

  app.get(apiPaths.devices, { schema: { response: { 200: devicesSchema } } }, async (request) => {
    const current = await app.requireSession(request);
    const live = await sessions.listLive(current.customerId);
    // This device first, then the most recently active: the one to recognise comes first.
    const ordered = live.toSorted(
      (a, b) =>
        Number(b.id === current.id) - Number(a.id === current.id) ||
        b.touchedAt.getTime() - a.touchedAt.getTime(),
    );
    return ordered.map((session) => ({
      id: session.id,
      client_version: session.clientVersion,
      os_version: session.osVersion,
      ip_address: session.ipAddress,
      created_at: session.createdAt.toISOString(),
      last_active_at: session.touchedAt.toISOString(),
      is_current: session.id === current.id,
    }));
  });

  // Every session ends, this one too: the browser starts over as a visitor.
  app.post(
    apiPaths.logOutEverywhere,
    { schema: { documentedOnly: { response: noContent } } },
    async (request, reply) => {
      const current = await app.requireSession(request);
      await sessions.revokeAll(current.customerId, 'signed_out_everywhere');
      await security.recordEvent(current.customerId, 'signed_out_everywhere', requestMeta(request));
      reply.startVisitorSession();
      return reply.code(204).send();
    },
  );

  /**
   * "Sign out all other devices": each other session ends as if removed one by one, so each of
   * those browsers hears that it was removed; this one stays signed in.
   */
  app.post(
    apiPaths.signOutOtherDevices,
    { schema: { documentedOnly: { response: noContent } } },
    async (request, reply) => {
      const current = await app.requireSession(request);
      const others = (await sessions.listLive(current.customerId)).filter(
        (session) => session.id !== current.id,
      );
      for (const session of others) await sessions.end(session, 'device_removed');
      if (others.length > 0) {
        await security.recordEvent(current.customerId, 'device_removed', requestMeta(request));
      }
      return reply.code(204).send();
    },
  );

  /**
   * The new-device email's link, posted by its page: no sign-in needed (the customer may read
   * mail where they are not signed in), the token proves the mail. A session already ended
   * answers the same, so the page cannot be used to learn which sessions live.
   */
  app.post(
    apiPaths.deviceSignOutLink,
    { schema: { body: deviceSignOutLinkRequestSchema, response: { 200: messageSchema } } },
    async (request) => {
      const { session_id: sessionId, token } = request.body;
      if (!newDevices.isLinkToken(sessionId, token)) {
        throw new ValidationFailed({ token: [customerRefusals.deviceLinkInvalid] });
      }
      const target = await sessions.find(sessionId);
      if (target && (await sessions.end(target, 'device_removed'))) {
        await security.recordEvent(target.customerId, 'device_removed', requestMeta(request));
      }
      return { message: ourSentenceIn(requestLanguage(request))(customerAnswers.deviceSignedOut) };
    },
  );

  app.delete(
    '/client/v1/device/:id',
    {
      schema: {
        documentedOnly: { response: noContent },
        params: z.object({ id: z.string().max(64) }),
      },
    },
    async (request, reply) => {
      const current = await app.requireSession(request);
      const live = await sessions.listLive(current.customerId);
      // Another customer's id, an unknown id and a malformed id all look the same.
      const target = live.find((session) => session.id === request.params.id);
      if (!target) throw new HttpError(404, messages.notFound);
      // The removed browser hears it at once, signs itself out and loses its connection.
      await sessions.end(target, target.id === current.id ? undefined : 'device_removed');
      await security.recordEvent(current.customerId, 'device_removed', requestMeta(request));
      if (target.id === current.id) reply.startVisitorSession();
      return reply.code(204).send();
    },
  );
};
