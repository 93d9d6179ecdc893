import fp from 'fastify-plugin';

/**
 * One log line per request, when it has been answered: the request (method, address with its
 * secrets redacted, client), the status and the time taken. Fastify's default wrote two, one as
 * the request came in and one when it was answered, and serialised the request for the first;
 * at `info`, as production logs, that was a tenth of a cached read's cost (issue 21). A request
 * that never ends shows in the metrics' and the tracing's in-flight figures, not in this log.
 */
export const requestLogPlugin = fp(async (app) => {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      { req: request, res: reply, responseTime: reply.elapsedTime },
      'request completed',
    );
    done();
  });
});
