import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StaffPermission } from '@homeward/contract';

/**
 * A route's staff check as an onRequest hook: it runs before the body and query are
 * validated, so a visitor gets 401 and a staff member without the permission 403, never the
 * validation messages of a route they may not call.
 */
export function staffGuard(
  app: FastifyInstance,
  permission: StaffPermission | 'signed_in',
): { onRequest: (request: FastifyRequest) => Promise<void> } {
  return {
    onRequest: async (request) => {
      await app.requireStaff(request, permission);
    },
  };
}
