import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

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
