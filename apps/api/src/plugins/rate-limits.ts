import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { RouteLimit } from '../config';
import { TooManyAttempts } from '../lib/domain-errors';
import { SESSION_COOKIE } from './session';
import { waitInWords } from '../lib/wait-in-words';
import { valuedSentences } from '../i18n/messages';
import { inEnglish } from '../i18n/translate';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The per-route limit this route counts against (RATE_LIMIT_* in the configuration). */
    rateLimit?: RouteLimit;
  }
}

/**
 * Per-route limits: a route that names one in `config: { rateLimit }` counts every request
 * against it before anything else runs (an upload is refused before its body is read), per
 * signed-in customer, or per IP address for a visitor. Limits of the same name share a count.
 * Must be registered before the routes it limits.
 */
export const rateLimitsPlugin = fp(async (app) => {
  const { config, throttles, sessions } = app.deps;
  const limits = Object.fromEntries(
    Object.entries(config.rateLimits).map(([name, limit]) => [
      name,
      throttles(`route:${name}`, limit),
    ]),
  ) as Record<RouteLimit, ReturnType<typeof throttles>>;

  /** The customer behind the session cookie, or the visitor's address. */
  async function askedBy(request: FastifyRequest): Promise<string> {
    const secret = request.cookies[SESSION_COOKIE];
    const session = request.session ?? (secret ? await sessions.resolve(secret) : undefined);
    // Kept for requireSession, which would otherwise look the same session up again.
    if (session) request.session = session;
    return session ? `customer:${session.customerId}` : `ip:${request.ip}`;
  }

  app.addHook('onRoute', (route) => {
    const name = route.config?.rateLimit;
    if (!name) return;
    const throttle = limits[name];
    const limited: onRequestHookHandler = async (request) => {
      const { allowed, retryAfter } = await throttle.attempt(await askedBy(request));
      if (!allowed) {
        throw new TooManyAttempts(
          inEnglish(valuedSentences.requestsWait, { wait: waitInWords(retryAfter) }),
          retryAfter,
        );
      }
    };
    route.onRequest = [...[route.onRequest ?? []].flat(), limited];
  });
});
