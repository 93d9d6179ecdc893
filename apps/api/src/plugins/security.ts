import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { isApiPath } from '../lib/api-prefixes';

/**
 * Powerful browser features no page of ours uses are switched off, for this origin and anything
 * it might frame; the camera stays on for this origin only (the selfie check).
 */
const PERMISSIONS_POLICY = 'camera=(self), microphone=(), geolocation=(), payment=(), usb=()';

/**
 * Answers that carry customer data or credentials: the API's own paths, the Pusher HTTP API and
 * the sandbox's hosted checkout (its stylesheet says otherwise for itself).
 */
const mustNotBeStored = (url: string) =>
  isApiPath(url) || url.startsWith('/apps/') || url.startsWith('/sandbox/');

/**
 * The headers helmet would set, worked out once. @fastify/helmet built helmet's middleware again
 * for every request (its CSP parsed and checked each time), which was most of what the API's
 * hooks cost a request that touches no database (issue 21). Helmet is still what decides the
 * headers: its middleware runs here once, against a response that only records them.
 */
export function helmetHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name.toLowerCase(), String(value));
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return Object.freeze(Object.fromEntries(headers));
}

/**
 * Security headers on every answer, and CORS with credentials for the SPA's other origins
 * (FRONTEND_ORIGINS), so the SPA can also be hosted apart from the API as the spec describes.
 */
export const securityPlugin = fp(async (app) => {
  const { config } = app.deps;
  const apiOrigin = config.web.apiBaseUrl ? new URL(config.web.apiBaseUrl).origin : undefined;

  const everyAnswer = {
    ...helmetHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          'default-src': ["'self'"],
          'script-src': ["'self'"],
          'style-src': ["'self'"],
          'img-src': ["'self'", 'data:', 'blob:'],
          'font-src': ["'self'"],
          'connect-src': ["'self'", ...(apiOrigin ? [apiOrigin] : [])],
          // The installed app: its service worker (/sw.js) and manifest come from this origin only.
          'worker-src': ["'self'"],
          'manifest-src': ["'self'"],
          'object-src': ["'none'"],
          'base-uri': ["'self'"],
          'form-action': ["'self'"],
          'frame-ancestors': ["'none'"],
        },
      },
      referrerPolicy: { policy: 'same-origin' },
      // The same as frame-ancestors 'none', for browsers that only know the older header.
      frameguard: { action: 'deny' },
      hsts: config.env === 'production' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    }),
    // Helmet has no Permissions-Policy.
    'permissions-policy': PERMISSIONS_POLICY,
  };

  // Set before anything else can answer, so error and not-found answers carry them too; a route
  // that says how its answer may be cached (a receipt, a built file) replaces the no-store.
  app.addHook('onRequest', (request, reply, done) => {
    void reply.headers(everyAnswer).header('x-request-id', request.id);
    // Customer data must never sit in a shared or browser cache.
    if (mustNotBeStored(request.url)) void reply.header('cache-control', 'no-store');
    done();
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
});
