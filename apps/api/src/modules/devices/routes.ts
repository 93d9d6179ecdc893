import { apiPaths, devicesSchema, messages } from '@homeward/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-errors';
import { requestMeta } from '../../lib/request-meta';

/** The device list is the customer's live sessions (spec: Session doubles as the device). */
export const deviceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { sessions, security } = app.deps;

  app.get(apiPaths.devices, { schema: { response: { 200: devicesSchema } } }, async (request) => {
    const current = await app.requireSession(request);
    const live = await sessions.listLive(current.customerId);
    return live.map((session) => ({
      id: session.id,
      client_version: session.clientVersion,
      os_version: session.osVersion,
      ip_address: session.ipAddress,
      created_at: session.createdAt.toISOString(),
      last_active_at: session.touchedAt.toISOString(),
      is_current: session.id === current.id,
    }));
  });

  app.delete(
    '/client/v1/device/:id',
    { schema: { params: z.object({ id: z.string().max(64) }) } },
    async (request, reply) => {
      const current = await app.requireSession(request);
      const live = await sessions.listLive(current.customerId);
      // Another customer's id, an unknown id and a malformed id all look the same.
      const target = live.find((session) => session.id === request.params.id);
      if (!target) throw new HttpError(404, messages.notFound);
      // The removed browser hears it at once, signs itself out and loses its connection.
      await sessions.end(target);
      await security.recordEvent(current.customerId, 'device_removed', requestMeta(request));
      if (target.id === current.id) reply.startVisitorSession();
      return reply.code(204).send();
    },
  );
};
