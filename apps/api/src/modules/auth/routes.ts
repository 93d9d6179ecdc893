import {
  apiPaths,
  customerSchema,
  logInRequestSchema,
  signUpRequestSchema,
  DEFAULT_LANGUAGE,
  languageFromHeader,
} from '@homeward/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestMeta } from '../../lib/request-meta';
import { SESSION_COOKIE } from '../../plugins/session';
import { noteSignIn } from '../devices/new-device';
import type { SessionRow } from '../sessions/repository';
import { noContent } from '../../lib/openapi';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, customers, sessions, config, passwordPolicy } = app.deps;
  const lifetimeSeconds = config.session.lifetimeHours * 3600;
  /** Signing in always rotates the session: a cookie planted before sign-in is worthless after. */
  const signedIn = async (
    request: FastifyRequest,
    reply: FastifyReply,
    { secret, session }: { secret: string; session: SessionRow },
    options: { firstDevice?: boolean } = {},
  ) => {
    reply.setSessionCookies(secret, sessions.maxAgeSeconds(session));
    // Signed in already, or only once the second factor is through (the MFA route notes it).
    if (session.mfaMethod === null) await noteSignIn(request, reply, session, options);
    return customers.present(session);
  };

  app.get(
    apiPaths.csrfCookie,
    { schema: { security: [], documentedOnly: { response: noContent } } },
    async (request, reply) => {
      const secret = request.cookies[SESSION_COOKIE];
      if (secret) reply.setXsrfCookie(secret, lifetimeSeconds);
      else reply.startVisitorSession();
      return reply.code(204).send();
    },
  );

  app.post(
    apiPaths.signUp,
    {
      schema: {
        body: signUpRequestSchema(passwordPolicy),
        response: { 201: customerSchema },
      },
    },
    async (request, reply) => {
      const language = languageFromHeader(request.headers['accept-language']) ?? DEFAULT_LANGUAGE;
      const started = await auth.signUp({ ...request.body, language }, requestMeta(request));
      return reply.code(201).send(await signedIn(request, reply, started, { firstDevice: true }));
    },
  );

  app.post(
    apiPaths.logIn,
    { schema: { body: logInRequestSchema, response: { 200: customerSchema } } },
    async (request, reply) =>
      signedIn(request, reply, await auth.logIn(request.body, requestMeta(request))),
  );

  // Signing out always succeeds: an expired session is already signed out.
  app.post(
    apiPaths.logOut,
    { schema: { documentedOnly: { response: noContent } } },
    async (request, reply) => {
      const secret = request.cookies[SESSION_COOKIE];
      const session = secret ? await sessions.resolve(secret) : undefined;
      if (session) await sessions.end(session);
      reply.startVisitorSession();
      return reply.code(204).send();
    },
  );

  // Answers a session still owing its second factor too, so the SPA can route it to /mfa.
  app.get(apiPaths.profile, { schema: { response: { 200: customerSchema } } }, async (request) =>
    customers.presentForRead(await app.requireSession(request, { allowPendingMfa: true })),
  );
};
