import { ADMIN_PREFIX } from '@homeward/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffGuard } from '../../plugins/staff-guard';
import { z } from 'zod';
import { resourceId } from '../../lib/ids';
import { actorName } from '../audit/audit';
import { actorOf } from '../../plugins/staff-auth';

const params = z.object({ id: z.string().max(64) });

/** A refund the provider refused (a closed card), asked again (`ops refunds:retry`). */
export const refundAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    `${ADMIN_PREFIX}/payments/:id/refund/retry`,
    {
      ...staffGuard(app, 'transfers.refund'),
      schema: { params, response: { 200: z.object({ message: z.string() }) } },
    },
    async (request) => {
      const actor = actorOf(request);
      const id = resourceId(request.params.id);
      await app.deps.lifecycle.retryRefund(id, actorName(actor), (tx, change) =>
        app.deps.audit.append(tx, actor, {
          action: 'refund.retry',
          targetType: 'payment',
          targetId: id,
          ...change,
        }),
      );
      return { message: 'The refund is asked for again.' };
    },
  );
};
