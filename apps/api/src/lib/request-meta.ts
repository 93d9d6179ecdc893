import type { FastifyRequest } from 'fastify';

/** Who is asking: recorded with sessions and security events. */
export function requestMeta(request: FastifyRequest) {
  return { ipAddress: request.ip, userAgent: request.headers['user-agent'] };
}
