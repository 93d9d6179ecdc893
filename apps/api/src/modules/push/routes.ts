import {
  apiPaths,
  pushDeviceStateSchema,
  pushPublicKeySchema,
  pushSubscriptionSchema,
} from '@homeward/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ValidationFailed } from '../../lib/domain-errors';
import { noContent } from '../../lib/openapi';

/**
 * A push service's address in production: HTTPS on a host name. A loopback or other IP address
 * is a test push service (development, tests) or an attempt to make the API post somewhere
 * inside its own network.
 */
export function refuseInProduction(endpoint: string): void {
  const { protocol, hostname } = new URL(endpoint);
  const ipAddress = /^\d+(\.\d+){3}$/.test(hostname) || hostname.startsWith('[');
  if (protocol !== 'https:' || ipAddress || hostname === 'localhost') {
    throw new ValidationFailed({
      endpoint: ['The push address must be a secure (https) address of a push service.'],
    });
  }
}

/** Web push for this device: Settings → Notifications, and the prompt after a first transfer. */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, pushSubscriptions } = app.deps;

  app.get(
    apiPaths.pushPublicKey,
    { schema: { response: { 200: pushPublicKeySchema } } },
    async (request) => {
      await app.requireSession(request);
      return { public_key: config.push.publicKey };
    },
  );

  app.get(
    apiPaths.pushSubscription,
    { schema: { response: { 200: pushDeviceStateSchema } } },
    async (request) => {
      const session = await app.requireSession(request);
      return { subscribed: Boolean(await pushSubscriptions.ofSession(session.id)) };
    },
  );

  // Subscribes this device, or replaces its subscription (a browser renews it now and then).
  app.put(
    apiPaths.pushSubscription,
    { schema: { body: pushSubscriptionSchema, response: { 200: pushDeviceStateSchema } } },
    async (request) => {
      const session = await app.requireSession(request);
      const { endpoint, keys } = request.body;
      if (config.env === 'production') refuseInProduction(endpoint);
      await pushSubscriptions.save(session.customerId, session.id, { endpoint, ...keys });
      return { subscribed: true };
    },
  );

  app.delete(
    apiPaths.pushSubscription,
    { schema: { documentedOnly: { response: noContent } } },
    async (request, reply) => {
      const session = await app.requireSession(request);
      await pushSubscriptions.removeOfSession(session.id);
      return reply.code(204).send();
    },
  );
};
