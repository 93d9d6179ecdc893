import {
  LogController,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { redactUrl } from '../lib/redact';

/**
 * The API's logger: secrets redacted from headers, a request logged as its method, its address
 * with any secret path part redacted, and its client; `false` (tests) logs nothing.
 */
export function loggerOptions(
  logger: false | { stream: { write(line: string): void } } | undefined,
  level: string,
): FastifyServerOptions['logger'] {
  if (logger === false) return false;
  return {
    ...logger,
    level,
    redact: ['req.headers.cookie', 'req.headers["x-xsrf-token"]', 'res.headers["set-cookie"]'],
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        ip: req.ip,
      }),
    },
  };
}

/**
 * One log line per request, when it has been answered: the request (method, address with its
 * secrets redacted, client), the status and the time taken. Fastify's default writes two, one as
 * the request comes in and one when it is answered, and serialises the request for the first;
 * at `info`, as production logs, that was a tenth of a cached read's cost (issue 21). A request
 * that never ends shows in the metrics' and the traces' in-flight figures, not in this log.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const fields = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    else reply.log.info(fields, 'request completed');
  }
}
