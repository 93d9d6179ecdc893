import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import { isApiPath } from '../lib/api-prefixes';

/**
 * Security headers on every answer, and CORS with credentials for the SPA's other origins
 * (FRONTEND_ORIGINS), so the SPA can also be hosted apart from the API as the spec describes.
 */
export const securityPlugin = fp(async (app) => {
  const { config } = app.deps;
  const apiOrigin = config.web.apiBaseUrl ? new URL(config.web.apiBaseUrl).origin : undefined;

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'"],
        'connect-src': ["'self'", ...(apiOrigin ? [apiOrigin] : [])],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      },
    },
    referrerPolicy: { policy: 'same-origin' },
    hsts: config.env === 'production' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });

  await app.register(cors, {
    origin: (origin, callback) => {
      callback(null, origin !== undefined && config.frontendOrigins.includes(origin));
    },
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: [
      'Accept',
      'Content-Type',
      'X-XSRF-TOKEN',
      'X-Requested-With',
      'Idempotency-Key',
      'ngrok-skip-browser-warning',
    ],
    exposedHeaders: ['Retry-After', 'X-Request-Id'],
    maxAge: 600,
  });

  // Customer data must never sit in a shared or browser cache.
  app.addHook('onSend', async (request, reply) => {
    if (isApiPath(request.url) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
});
