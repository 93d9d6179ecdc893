import {
  addPasskeyRequestSchema,
  apiPaths,
  authenticationOptionsSchema,
  customerSchema,
  passkeyAssertionRequestSchema,
  passkeyAvailabilitySchema,
  passkeySchema,
  passkeySignInRequestSchema,
  passkeysSchema,
  registrationOptionsSchema,
  renamePasskeyRequestSchema,
} from '@homeward/contract';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sha256 } from '../../lib/crypto';
import { resourceId } from '../../lib/ids';
import { requestMeta } from '../../lib/request-meta';
import { SESSION_COOKIE } from '../../plugins/session';
import { noteSignIn } from '../devices/new-device';
import { noContent } from '../../lib/openapi';

const idParams = z.object({ id: z.string().max(64) });
const byId = '/client/v1/passkeys/:id';

/**
 * A visitor's ceremony is bound to the browser's cookie (every state-changing request has one:
 * CSRF needs it), so a challenge fetched by one browser cannot be answered from another.
 */
const visitorOf = (request: FastifyRequest) =>
  `visitor:${sha256(request.cookies[SESSION_COOKIE] ?? '')}`;

// The contract checks the shape; the browser's JSON is WebAuthn's, which the library reads.
const asRegistration = (value: unknown) => value as RegistrationResponseJSON;
const asAssertion = (value: unknown) => value as AuthenticationResponseJSON;

export const passkeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { passkeys, customers, sessions } = app.deps;
  const pending = { allowPendingMfa: true };
  const limited = { rateLimit: 'passkeys' } as const;

  app.get(apiPaths.passkeys, { schema: { response: { 200: passkeysSchema } } }, async (request) =>
    passkeys.list((await app.requireSession(request)).customerId),
  );

  app.post(
    apiPaths.passkeyRegistrationOptions,
    { config: limited, schema: { response: { 200: registrationOptionsSchema } } },
    async (request) => {
      // A passkey is a way in with no password: adding one is a sensitive change.
      const session = await app.requireSession(request);
      await app.deps.stepUp.require(session);
      return passkeys.registrationOptions(session);
    },
  );

  app.post(
    apiPaths.passkeys,
    {
      config: limited,
      schema: { body: addPasskeyRequestSchema, response: { 201: passkeySchema } },
    },
    async (request, reply) => {
      const session = await app.requireSession(request);
      const added = await passkeys.add(
        session,
        { name: request.body.name, credential: asRegistration(request.body.credential) },
        requestMeta(request),
      );
      return reply.code(201).send(added);
    },
  );

  app.put(
    byId,
    {
      config: limited,
      schema: {
        params: idParams,
        body: renamePasskeyRequestSchema,
        response: { 200: passkeySchema },
      },
    },
    async (request) => {
      const session = await app.requireSession(request);
      return passkeys.rename(session.customerId, resourceId(request.params.id), request.body.name);
    },
  );

  app.delete(
    byId,
    { config: limited, schema: { documentedOnly: { response: noContent }, params: idParams } },
    async (request, reply) => {
      const session = await app.requireSession(request);
      await app.deps.stepUp.require(session);
      await passkeys.remove(
        session.customerId,
        resourceId(request.params.id),
        requestMeta(request),
      );
      return reply.code(204).send();
    },
  );

  // Signing in without a password.
  app.post(
    apiPaths.passkeySignInOptions,
    { config: limited, schema: { response: { 200: authenticationOptionsSchema } } },
    async (request) => passkeys.signInOptions(visitorOf(request)),
  );

  app.post(
    apiPaths.passkeySignIn,
    { schema: { body: passkeySignInRequestSchema, response: { 200: customerSchema } } },
    async (request, reply) => {
      const { secret, session } = await passkeys.signIn(
        visitorOf(request),
        { credential: asAssertion(request.body.credential), remember: request.body.remember },
        requestMeta(request),
      );
      // As at a password sign-in: a new session and cookie, whatever the browser had.
      reply.setSessionCookies(secret, sessions.maxAgeSeconds(session));
      await noteSignIn(request, reply, session);
      return customers.present(session);
    },
  );

  // The second factor after a password.
  app.get(
    apiPaths.mfaPasskey,
    { schema: { response: { 200: passkeyAvailabilitySchema } } },
    async (request) => {
      const session = await app.requireSession(request, pending);
      return { available: await passkeys.availableFor(session.customerId) };
    },
  );

  app.post(
    apiPaths.mfaPasskeyOptions,
    { config: limited, schema: { response: { 200: authenticationOptionsSchema } } },
    async (request) => passkeys.secondFactorOptions(await app.requireSession(request, pending)),
  );

  app.post(
    apiPaths.mfaPasskey,
    { schema: { body: passkeyAssertionRequestSchema, response: { 200: customerSchema } } },
    async (request, reply) => {
      const session = await app.requireSession(request, pending);
      const rotated = await passkeys.completeSecondFactor(
        session,
        asAssertion(request.body.credential),
        requestMeta(request),
      );
      reply.setSessionCookies(rotated.secret, sessions.maxAgeSeconds(rotated.session));
      await noteSignIn(request, reply, rotated.session);
      return customers.present(rotated.session);
    },
  );

  // Step-up: proving the second factor again, already signed in.
  app.post(
    apiPaths.passkeyStepUpOptions,
    { config: limited, schema: { response: { 200: authenticationOptionsSchema } } },
    async (request) => passkeys.stepUpOptions(await app.requireSession(request)),
  );

  app.post(
    apiPaths.passkeyStepUp,
    {
      config: limited,
      schema: { documentedOnly: { response: noContent }, body: passkeyAssertionRequestSchema },
    },
    async (request, reply) => {
      const session = await app.requireSession(request);
      await passkeys.stepUp(session, asAssertion(request.body.credential), requestMeta(request));
      return reply.code(204).send();
    },
  );
};
