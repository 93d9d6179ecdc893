import { createHash, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { z } from 'zod';
import { messages } from '@homeward/contract';
import { queryDurations } from '../db/query-instrumentation';
import { NotFound } from '../lib/domain-errors';
import { HttpError } from '../lib/http-errors';
import { registerJobMetrics } from '../modules/jobs/metrics';
import { connectionsOf } from '../db/client';
import { registerOperationsMetrics } from '../modules/metrics/gauges';
import { registerNodeMetrics } from '../modules/metrics/node-gauges';
import { metricsRepository } from '../modules/metrics/repository';
import { registerWorkQueueMetrics } from '../modules/work-queue/metrics';
import { registerLifecycleMetrics } from '../modules/transfer-lifecycle/metrics';

export const METRICS_PATH = '/metrics';

/**
 * The process's own metrics (memory, CPU, event loop, garbage collection): they describe the
 * process, so one set however many apps it builds (the tests build many).
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

// Digests first: timingSafeEqual needs equal lengths, and the token's length stays unknown.
const digest = (text: string) => createHash('sha256').update(text).digest();
function bearerIs(header: string | undefined, token: string): boolean {
  const given = /^Bearer +(\S+)$/i.exec(header ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

/**
 * Prometheus metrics at GET /metrics. They tell the product's volumes and its failures, so in
 * production only a scraper with METRICS_TOKEN reads them, and without a token configured the
 * endpoint is not there at all; development and tests leave it open.
 */
export const metricsRoutes = fp(async (app) => {
  const { config, jobs, lifecycle, db, workQueue, realtime } = app.deps;
  const registry = new Registry();
  registerJobMetrics(registry, jobs);
  registerLifecycleMetrics(registry, lifecycle);
  registerWorkQueueMetrics(registry, workQueue);
  registry.registerMetric(queryDurations);
  registerOperationsMetrics(registry, metricsRepository(db));
  registerNodeMetrics(registry, { connections: () => connectionsOf(db), realtime });

  // Every answer's duration by route (the route's pattern, never the URL with its ids), method
  // and status. A fastify-plugin, so this hook sees every route of the app.
  const durations = new Histogram({
    name: 'homeward_http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern, method and status code.',
    labelNames: ['route', 'method', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === METRICS_PATH) return;
    durations.observe(
      { route, method: request.method, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  const text = { content: { 'text/plain': { schema: z.string() } } };
  app.get(
    METRICS_PATH,
    {
      schema: {
        documentedOnly: {
          response: { 200: { description: "Prometheus's text format.", ...text } },
        },
      },
    },
    async (request, reply) => {
      // Counts change at every scrape, and an answer refused must not be cached either.
      reply.header('cache-control', 'no-store');
      if (config.env === 'production') {
        if (!config.metricsToken) throw new NotFound(messages.notFound);
        if (!bearerIs(request.headers.authorization, config.metricsToken)) {
          throw new HttpError(401, messages.unauthenticated, { 'www-authenticate': 'Bearer' });
        }
      }
      const text = await Registry.merge([processMetrics(), registry]).metrics();
      return reply.type(registry.contentType).send(text);
    },
  );
});
