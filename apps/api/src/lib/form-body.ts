import type { FastifyInstance } from 'fastify';

/**
 * Reads application/x-www-form-urlencoded bodies as a flat object, inside the plugin that calls
 * it only (HTML forms of the sandbox checkout, pusher-js's default channel authorisation).
 */
export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}
