import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '@homeward/contract';
import { HttpError } from '../lib/http-errors';
import type { SessionRow } from '../modules/sessions/repository';

export const SESSION_COOKIE = 'homeward_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'x-xsrf-token';
/** A visitor's session (before sign-in) only has to outlive filling in a form. */
const VISITOR_MAX_AGE_SECONDS = 2 * 3600;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session, set by `requireSession` (or a rate limit that looked it up). */
    session: SessionRow | null;
  }
  interface FastifyReply {
    /** Sets the session cookie and its anti-forgery cookie for a session secret. */
    setSessionCookies(secret: string, maxAgeSeconds: number): void;
    /** Re-issues only the anti-forgery cookie of the session the browser already has. */
    setXsrfCookie(secret: string, maxAgeSeconds: number): void;
    /** Replaces whatever session the browser had with a fresh visitor session. */
    startVisitorSession(): void;
  }
  interface FastifyInstance {
    /**
     * The signed-in session, or 401. A session still owing its second factor only passes where
     * `allowPendingMfa` says so (profile, MFA, resend, logout).
     */
    requireSession(
      request: FastifyRequest,
      options?: { allowPendingMfa?: boolean },
    ): Promise<SessionRow>;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Sanctum-compatible sessions: an HttpOnly session cookie holding a random secret (stored only
 * as a hash) and a readable XSRF-TOKEN cookie that the SPA echoes in X-XSRF-TOKEN on every
 * state-changing request. Payment-provider webhooks are exempt: they prove themselves by
 * signature instead.
 */
export const sessionPlugin = fp(async (app) => {
  const { config } = app.deps;
  await app.register(cookie);

  const cookieOptions = {
    path: '/',
    sameSite: 'lax' as const,
    secure: config.session.secureCookies,
    ...(config.session.cookieDomain ? { domain: config.session.cookieDomain } : {}),
  };

  app.decorateRequest('session', null);

  app.decorateReply('setXsrfCookie', function (this: FastifyReply, secret: string, maxAge: number) {
    this.setCookie(XSRF_COOKIE, app.deps.sessions.csrfTokenFor(secret), {
      ...cookieOptions,
      httpOnly: false,
      maxAge,
    });
  });

  app.decorateReply(
    'setSessionCookies',
    function (this: FastifyReply, secret: string, maxAge: number) {
      this.setCookie(SESSION_COOKIE, secret, { ...cookieOptions, httpOnly: true, maxAge });
      this.setXsrfCookie(secret, maxAge);
    },
  );

  app.decorateReply('startVisitorSession', function (this: FastifyReply) {
    this.setSessionCookies(app.deps.sessions.newSecret(), VISITOR_MAX_AGE_SECONDS);
  });

  app.decorate(
    'requireSession',
    async (request: FastifyRequest, options: { allowPendingMfa?: boolean } = {}) => {
      let session = request.session;
      if (!session) {
        const secret = request.cookies[SESSION_COOKIE];
        session = (secret ? await app.deps.sessions.resolve(secret) : undefined) ?? null;
        if (!session) throw new HttpError(401, messages.unauthenticated);
        request.session = session;
      }
      const mfaPending = session.mfaMethod !== null && !session.isMfaCompleted;
      if (mfaPending && !options.allowPendingMfa) {
        throw new HttpError(401, messages.unauthenticated);
      }
      return session;
    },
  );

  // A token that is not the current key's (made under a previous key, APP_PREVIOUS_KEYS) is
  // replaced on the browser's next request, as GET /sanctum/csrf-cookie would: by the time the
  // old key is dropped, the browsers in use hold tokens it did not make. It is still accepted
  // meanwhile (isCsrfToken), so the request that carries it goes through.
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const secret = request.cookies[SESSION_COOKIE];
    const token = request.cookies[XSRF_COOKIE];
    if (secret && token && token !== app.deps.sessions.csrfTokenFor(secret)) {
      reply.setXsrfCookie(secret, config.session.lifetimeHours * 3600);
    }
  });

  app.addHook('onRequest', async (request: FastifyRequest) => {
    // Unknown paths answer 404 whatever the token; webhooks prove themselves by signature; the
    // sandbox provider's hosted checkout is another party's page, with no session of ours.
    if (
      request.is404 ||
      SAFE_METHODS.has(request.method) ||
      request.url.startsWith('/webhooks/') ||
      // The Pusher HTTP API's requests are signed with the app secret instead.
      request.url.startsWith('/apps/') ||
      request.url.startsWith('/sandbox/') ||
      // Staff have their own sessions and anti-forgery header (plugins/staff-auth.ts).
      request.url.startsWith('/admin/')
    ) {
      return;
    }
    const secret = request.cookies[SESSION_COOKIE];
    const header = request.headers[XSRF_HEADER];
    if (!secret || typeof header !== 'string' || !app.deps.sessions.isCsrfToken(secret, header)) {
      throw new HttpError(419, messages.csrfMismatch);
    }
  });
});
