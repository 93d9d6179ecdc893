import {
  apiPaths,
  confirmScheduleRequestSchema,
  createScheduleRequestSchema,
  IDEMPOTENCY_KEY_HEADER,
  scheduleListSchema,
  scheduleReviewSchema,
  scheduleSchema,
  transferSchema,
  updateScheduleRequestSchema,
} from '@homeward/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resourceId } from '../../lib/ids';
import { scheduleWordsFor } from './words';

const params = { params: z.object({ id: z.string().max(64) }) };
const keyOf = (headers: Record<string, unknown>) => {
  const key = headers[IDEMPOTENCY_KEY_HEADER];
  return typeof key === 'string' ? key : undefined;
};

/**
 * Scheduled transfers: list, create ("Repeat", idempotent by key), read, change the amount or
 * the rate alert, skip the next one, stop; and the prepared review with its one-tap confirm.
 */
export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { customers, schedules } = app.deps;
  const wordsFor = (request: FastifyRequest) =>
    scheduleWordsFor(request, schedules.destinationCodes);

  app.get(
    apiPaths.schedules,
    { schema: { response: { 200: scheduleListSchema } } },
    async (request) => {
      const list = await schedules.list((await app.requireSession(request)).customerId);
      const { schedule } = await wordsFor(request);
      return { ...list, data: list.data.map(schedule) };
    },
  );

  app.post(
    apiPaths.schedules,
    { schema: { body: createScheduleRequestSchema, response: { 201: scheduleSchema } } },
    async (request, reply) => {
      const customer = await customers.present(await app.requireSession(request));
      const { schedule, created } = await schedules.create(
        customer,
        request.body,
        keyOf(request.headers),
      );
      if (!created) reply.header('idempotent-replayed', 'true');
      return reply.code(201).send((await wordsFor(request)).schedule(schedule));
    },
  );

  app.get(
    '/client/v1/schedules/:id',
    { schema: { ...params, response: { 200: scheduleSchema } } },
    async (request) => {
      const session = await app.requireSession(request);
      const schedule = await schedules.get(session.customerId, resourceId(request.params.id));
      return (await wordsFor(request)).schedule(schedule);
    },
  );

  app.patch(
    '/client/v1/schedules/:id',
    {
      schema: { ...params, body: updateScheduleRequestSchema, response: { 200: scheduleSchema } },
    },
    async (request) => {
      const customer = await customers.present(await app.requireSession(request));
      const schedule = await schedules.update(
        customer,
        resourceId(request.params.id),
        request.body,
      );
      return (await wordsFor(request)).schedule(schedule);
    },
  );

  app.post(
    '/client/v1/schedules/:id/skip',
    { schema: { ...params, response: { 200: scheduleSchema } } },
    async (request) => {
      const session = await app.requireSession(request);
      const schedule = await schedules.skipNext(session.customerId, resourceId(request.params.id));
      return (await wordsFor(request)).schedule(schedule);
    },
  );

  app.post(
    '/client/v1/schedules/:id/stop',
    { schema: { ...params, response: { 200: scheduleSchema } } },
    async (request) => {
      const session = await app.requireSession(request);
      const schedule = await schedules.stop(session.customerId, resourceId(request.params.id));
      return (await wordsFor(request)).schedule(schedule);
    },
  );

  app.get(
    '/client/v1/schedules/:id/review',
    { schema: { ...params, response: { 200: scheduleReviewSchema } } },
    async (request) => {
      const customer = await customers.present(await app.requireSession(request));
      const review = await schedules.review(customer, resourceId(request.params.id));
      return (await wordsFor(request)).review(review);
    },
  );

  app.post(
    '/client/v1/schedules/:id/confirm',
    {
      schema: { ...params, body: confirmScheduleRequestSchema, response: { 201: transferSchema } },
    },
    async (request, reply) => {
      const customer = await customers.present(await app.requireSession(request));
      const transfer = await schedules.confirm(
        customer,
        resourceId(request.params.id),
        request.body,
        keyOf(request.headers),
      );
      return reply.code(201).send(transfer);
    },
  );
};
