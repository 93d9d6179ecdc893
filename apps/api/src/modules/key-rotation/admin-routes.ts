import {
  ADMIN_PREFIX,
  listOf,
  resealRequestSchema,
  resealedValuesSchema,
  sealedValuesSchema,
} from '@homeward/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/staff-auth';
import { staffGuard } from '../../plugins/staff-guard';

/** A key rotation's last step: what is sealed under which key, and re-sealing it. */
export const keyRotationAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { keyRotation } = app.deps;

  app.get(
    `${ADMIN_PREFIX}/keys/sealed`,
    {
      ...staffGuard(app, 'keys.manage'),
      schema: { response: { 200: listOf(sealedValuesSchema) } },
    },
    async () => ({ data: await keyRotation.count() }),
  );

  app.post(
    `${ADMIN_PREFIX}/keys/reseal`,
    {
      ...staffGuard(app, 'keys.manage'),
      schema: { body: resealRequestSchema, response: { 200: listOf(resealedValuesSchema) } },
    },
    async (request) => ({
      data: await keyRotation.reseal(actorOf(request), request.body.batch_size),
    }),
  );
};
