import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { messages } from '@homeward/contract';
import { NotFound } from '../lib/domain-errors';
import { HttpError } from '../lib/http-errors';
import { registerJobMetrics } from '../modules/jobs/metrics';
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
export const metricsRoutes: FastifyPluginAsync = async (app) => {
  const { config, jobs, lifecycle } = app.deps;
  const registry = new Registry();
  registerJobMetrics(registry, jobs);
  registerLifecycleMetrics(registry, lifecycle);

  app.get(METRICS_PATH, async (request, reply) => {
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
  });
};
