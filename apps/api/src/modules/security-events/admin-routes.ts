import {
  ADMIN_PREFIX,
  listOf,
  securityEventRowSchema,
  securityEventsQuerySchema,
} from '@homeward/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffGuard } from '../../plugins/staff-guard';

/** Recent sign-ins, failures and account changes across every customer (`ops security-events`). */
export const securityEventAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${ADMIN_PREFIX}/security-events`,
    {
      // audit.read, not customers.read: this spans every customer and failed sign-ins to
      // addresses with no account (attacks), a security-monitoring view for compliance and
      // admins. Support sees one customer's events on that customer's page.
      ...staffGuard(app, 'audit.read'),
      schema: {
        querystring: securityEventsQuerySchema,
        response: { 200: listOf(securityEventRowSchema) },
      },
    },
    async (request) => {
      const { email, limit } = request.query;
      return { data: await app.deps.security.recentEvents({ email: email || undefined, limit }) };
    },
  );
};
