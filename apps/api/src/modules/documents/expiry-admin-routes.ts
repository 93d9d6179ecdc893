import { ADMIN_PREFIX } from '@homeward/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorName } from '../audit/audit';
import { actorOf } from '../../plugins/staff-auth';

const params = z.object({ id: z.string().max(64) });

/**
 * An approved document that is no longer valid (`ops documents:expire`). Its own file beside
 * the documents module's admin routes (the review queue), which belong to another change.
 */
export const documentExpiryAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    `${ADMIN_PREFIX}/documents/:id/expire`,
    { schema: { params, response: { 200: z.object({ status: z.literal('expired') }) } } },
    async (request) => {
      await app.requireStaff(request, 'documents.review');
      const actor = actorOf(request);
      const { id } = request.params;
      await app.deps.documents.expire(id, actorName(actor));
      // The documents service takes no audit hook yet, so this line follows the change in its
      // own write rather than sharing its transaction (the document's history records it too).
      await app.deps.audit.append(app.deps.db, actor, {
        action: 'document.expire',
        targetType: 'document',
        targetId: id,
        before: { status: 'approved' },
        after: { status: 'expired' },
      });
      return { status: 'expired' as const };
    },
  );
};
