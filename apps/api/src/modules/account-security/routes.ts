import {
  apiPaths,
  changeEmailRequestSchema,
  checkResetLinkRequestSchema,
  changePasswordRequestSchema,
  customerSchema,
  disableTotpRequestSchema,
  forgotPasswordRequestSchema,
  messageSchema,
  otpRequestSchema,
  pendingEmailSchema,
  recoveryCodesSchema,
  resetPasswordRequestSchema,
  securityEventsSchema,
  totpEnrolmentSchema,
} from '@homeward/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestMeta } from '../../lib/request-meta';
import { noteSignIn } from '../devices/new-device';
import { events } from '../realtime/broadcaster';
import { forgotPasswordAnswer } from './service';
import { noContent } from '../../lib/openapi';
import { customerAnswers } from '../../i18n/messages';
import { ourSentenceIn } from '../../i18n/valued-words';
import { requestLanguage } from '../../lib/request-language';

export const accountSecurityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { security, stepUp, customers, sessions, passwordPolicy } = app.deps;
  const pending = { allowPendingMfa: true };

  app.post(
    apiPaths.resendEmailVerification,
    { schema: { documentedOnly: { response: noContent } }, config: { rateLimit: 'codeRequests' } },
    async (request, reply) => {
      const session = await app.requireSession(request);
      await security.sendEmailVerification(session.customerId);
      return reply.code(204).send();
    },
  );

  app.post(
    apiPaths.verifyEmailAddress,
    { schema: { body: otpRequestSchema, response: { 200: customerSchema } } },
    async (request) => {
      const session = await app.requireSession(request);
      await security.verifyEmail(session, request.body.otp, requestMeta(request));
      return customers.present(session);
    },
  );

  app.post(
    apiPaths.mfa,
    { schema: { body: otpRequestSchema, response: { 200: customerSchema } } },
    async (request, reply) => {
      const session = await app.requireSession(request, pending);
      const rotated = await security.completeMfa(session, request.body.otp, requestMeta(request));
      reply.setSessionCookies(rotated.secret, sessions.maxAgeSeconds(rotated.session));
      await noteSignIn(request, reply, rotated.session);
      return customers.present(rotated.session);
    },
  );

  app.post(
    apiPaths.resendMfaOtp,
    { schema: { documentedOnly: { response: noContent } }, config: { rateLimit: 'codeRequests' } },
    async (request, reply) => {
      const session = await app.requireSession(request, pending);
      await security.sendSignInCode(session);
      return reply.code(204).send();
    },
  );

  app.post(
    apiPaths.stepUpCode,
    { schema: { documentedOnly: { response: noContent } }, config: { rateLimit: 'codeRequests' } },
    async (request, reply) => {
      await stepUp.sendCode(await app.requireSession(request));
      return reply.code(204).send();
    },
  );

  app.post(
    apiPaths.stepUp,
    { schema: { documentedOnly: { response: noContent }, body: otpRequestSchema } },
    async (request, reply) => {
      const session = await app.requireSession(request);
      await stepUp.complete(session, request.body.otp, requestMeta(request));
      return reply.code(204).send();
    },
  );

  app.post(
    apiPaths.forgotPassword,
    { schema: { body: forgotPasswordRequestSchema, response: { 200: messageSchema } } },
    async (request) => {
      await security.forgotPassword(request.body.email, requestMeta(request));
      return { message: ourSentenceIn(requestLanguage(request))(forgotPasswordAnswer) };
    },
  );

  app.post(
    apiPaths.checkResetLink,
    { schema: { body: checkResetLinkRequestSchema, response: { 200: messageSchema } } },
    async (request) => {
      await security.checkResetLink(request.body.token);
      return { message: ourSentenceIn(requestLanguage(request))(customerAnswers.resetLinkUsable) };
    },
  );

  app.post(
    apiPaths.resetPassword,
    {
      schema: {
        body: resetPasswordRequestSchema(passwordPolicy),
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      await security.resetPassword(request.body.token, request.body.password, requestMeta(request));
      return { message: ourSentenceIn(requestLanguage(request))(customerAnswers.passwordReset) };
    },
  );

  app.post(
    apiPaths.changePassword,
    {
      schema: {
        documentedOnly: { response: noContent },
        body: changePasswordRequestSchema(passwordPolicy),
      },
    },
    async (request, reply) => {
      const session = await app.requireSession(request);
      await stepUp.require(session);
      await security.changePassword(
        session,
        { currentPassword: request.body.current_password, password: request.body.password },
        requestMeta(request),
      );
      // Every session ended, this one too: the browser starts over as a visitor.
      reply.startVisitorSession();
      return reply.code(204).send();
    },
  );

  app.post(
    apiPaths.changeEmail,
    {
      config: { rateLimit: 'codeRequests' },
      schema: { body: changeEmailRequestSchema, response: { 200: pendingEmailSchema } },
    },
    async (request) => {
      const session = await app.requireSession(request);
      const answer = await app.deps.emailChange.request(session, request.body.email, () =>
        stepUp.require(session),
      );
      return { ...answer, message: ourSentenceIn(requestLanguage(request))(answer.message) };
    },
  );

  app.post(
    apiPaths.verifyNewEmail,
    { schema: { body: otpRequestSchema, response: { 200: customerSchema } } },
    async (request) => {
      const session = await app.requireSession(request);
      await app.deps.emailChange.verify(session, request.body.otp, requestMeta(request));
      app.deps.publishToCustomer(session.customerId, events.customerUpdated, {});
      return customers.present(session);
    },
  );

  app.post(
    apiPaths.totp,
    { schema: { response: { 200: totpEnrolmentSchema } } },
    async (request) => {
      const session = await app.requireSession(request);
      await stepUp.require(session);
      return security.beginTotp(session);
    },
  );

  app.post(
    apiPaths.totpConfirm,
    { schema: { body: otpRequestSchema, response: { 200: recoveryCodesSchema } } },
    async (request) =>
      security.confirmTotp(
        await app.requireSession(request),
        request.body.otp,
        requestMeta(request),
      ),
  );

  app.delete(
    apiPaths.totp,
    { schema: { documentedOnly: { response: noContent }, body: disableTotpRequestSchema } },
    async (request, reply) => {
      const session = await app.requireSession(request);
      await stepUp.require(session);
      await security.disableTotp(session, request.body.current_password, requestMeta(request));
      return reply.code(204).send();
    },
  );

  app.get(
    apiPaths.securityEvents,
    { schema: { response: { 200: securityEventsSchema } } },
    async (request) => security.listEvents((await app.requireSession(request)).customerId),
  );
};
