import { performance } from 'node:perf_hooks';
import fp from 'fastify-plugin';
import { statementTallies, type StatementTally } from '../db/query-instrumentation';

declare module 'fastify' {
  interface FastifyRequest {
    serverTiming?: { tally: StatementTally; cpu: NodeJS.CpuUsage; started: number };
  }
}

/**
 * With SERVER_TIMING (never in production), every answer says what it cost in a Server-Timing
 * header, which browsers' developer tools show beside the request and `npm run bench` reads:
 *
 *   Server-Timing: db;dur=1.42;desc="statements=2 named=2 round-trips=4", cpu;dur=0.61, app;dur=2.90
 *
 * Named statements are the prepared ones (db/prepared.ts; PGlite names none). Statements are
 * counted from the request's own async context, so the job worker's queries and
 * concurrent requests never add to another's. CPU is the whole process's during the request:
 * exact only when requests come one at a time, as in the bench's instrumented pass.
 */
export const serverTimingPlugin = fp(async (app) => {
  if (!app.deps.config.serverTiming) return;
  // Declared up front, so every request object keeps one shape (Fastify's advice for hot paths).
  app.decorateRequest('serverTiming', undefined);
  app.addHook('onRequest', (request, _reply, done) => {
    const timing = {
      tally: { statements: 0, named: 0, roundTrips: 0, ms: 0 },
      cpu: process.cpuUsage(),
      started: performance.now(),
    };
    request.serverTiming = timing;
    // Everything the request does from here (hooks, handler, their queries) runs in this store.
    statementTallies.run(timing.tally, done);
  });
  app.addHook('onSend', async (request, reply) => {
    const timing = request.serverTiming;
    if (!timing) return;
    const { tally } = timing;
    const cpu = process.cpuUsage(timing.cpu);
    reply.header(
      'server-timing',
      [
        `db;dur=${tally.ms.toFixed(2)};desc="statements=${tally.statements} named=${tally.named} round-trips=${tally.roundTrips}"`,
        `cpu;dur=${((cpu.user + cpu.system) / 1000).toFixed(2)}`,
        `app;dur=${(performance.now() - timing.started).toFixed(2)}`,
      ].join(', '),
    );
  });
});
