import {
  ADMIN_PREFIX,
  acceptInvitationSchema,
  createdStaffTokenSchema,
  createStaffTokenSchema,
  invitedStaffSchema,
  inviteStaffSchema,
  listOf,
  staffCodeSchema,
  staffInvitationSchema,
  staffMemberSchema,
  staffSessionSchema,
  staffSignInSchema,
  staffTokenSchema,
  updateStaffSchema,
} from '@homeward/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffGuard } from '../../plugins/staff-guard';
import { z } from 'zod';
import { resourceId } from '../../lib/ids';
import { requestMeta } from '../../lib/request-meta';
import { STAFF_COOKIE, actorOf } from '../../plugins/staff-auth';
import { presentStaff, type StaffCaller } from './service';
import { noContent } from '../../lib/openapi';

const tokenParams = z.object({ token: z.string().min(20).max(100) });
const idParams = z.object({ id: z.string().max(64) });

/** Staff sign-in, invitations, staff management (admins) and one's own service tokens. */
export const staffAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { staff } = app.deps;

  const sessionAnswer = (caller: StaffCaller, secret: string) => ({
    stage:
      caller.session?.stage === 'signed_in' ? ('signed_in' as const) : ('second_factor' as const),
    staff: presentStaff(caller.staff),
    csrf_token: app.staffCsrfToken(secret),
    expires_at: (caller.session?.expiresAt ?? new Date()).toISOString(),
  });
  const started = (
    reply: FastifyReply,
    result: { secret: string; caller: StaffCaller & { session: { expiresAt: Date } } },
  ) => {
    reply.setStaffCookie(result.secret);
    return sessionAnswer(result.caller, result.secret);
  };

  app.post(
    `${ADMIN_PREFIX}/sign-in`,
    { schema: { body: staffSignInSchema, response: { 200: staffSessionSchema } } },
    async (request, reply) =>
      started(reply, await staff.signIn(request.body, requestMeta(request))),
  );

  app.post(
    `${ADMIN_PREFIX}/sign-in/code`,
    { schema: { body: staffCodeSchema, response: { 200: staffSessionSchema } } },
    async (request, reply) => {
      const caller = await app.requireStaff(request, 'second_factor');
      const session = await staff.secondFactor(caller, request.body.code);
      const secret = request.cookies[STAFF_COOKIE] ?? '';
      reply.setStaffCookie(secret);
      return sessionAnswer({ ...caller, session }, secret);
    },
  );

  app.get(
    `${ADMIN_PREFIX}/session`,
    { schema: { response: { 200: staffSessionSchema } } },
    async (request) => {
      const secret = request.cookies[STAFF_COOKIE] ?? '';
      // Either stage: the console shows the code step to a session that owes it.
      let caller: StaffCaller;
      try {
        caller = await app.requireStaff(request, 'signed_in');
      } catch {
        caller = await app.requireStaff(request, 'second_factor');
      }
      return sessionAnswer(caller, secret);
    },
  );

  app.post(
    `${ADMIN_PREFIX}/sign-out`,
    { schema: { documentedOnly: { response: noContent } } },
    async (request, reply) => {
      const secret = request.cookies[STAFF_COOKIE];
      const caller = secret ? await staff.resolveSession(secret) : undefined;
      if (caller?.session) await staff.signOut(caller.session);
      reply.clearStaffCookie();
      return reply.code(204).send();
    },
  );

  app.get(
    `${ADMIN_PREFIX}/invitations/:token`,
    { schema: { params: tokenParams, response: { 200: staffInvitationSchema } } },
    async (request) => {
      const found = await staff.invitation(request.params.token);
      return {
        email: found.staff.email,
        name: found.staff.name,
        roles: presentStaff(found.staff).roles,
        totp_secret: found.totpSecret,
        otpauth_url: found.otpauthUrl,
        expires_at: found.expiresAt.toISOString(),
      };
    },
  );

  app.post(
    `${ADMIN_PREFIX}/invitations/:token/accept`,
    {
      schema: {
        params: tokenParams,
        body: acceptInvitationSchema,
        response: { 200: staffSessionSchema },
      },
    },
    async (request, reply) =>
      started(
        reply,
        await staff.acceptInvitation(request.params.token, request.body, requestMeta(request)),
      ),
  );

  // ---- Staff management (admins) ----

  app.get(
    `${ADMIN_PREFIX}/staff`,
    {
      ...staffGuard(app, 'staff.manage'),
      schema: { response: { 200: listOf(staffMemberSchema) } },
    },
    async () => {
      return { data: (await staff.list()).map(presentStaff) };
    },
  );

  app.post(
    `${ADMIN_PREFIX}/staff`,
    {
      ...staffGuard(app, 'staff.manage'),
      schema: { body: inviteStaffSchema, response: { 201: invitedStaffSchema } },
    },
    async (request, reply) => {
      const invited = await staff.invite(actorOf(request), request.body);
      return reply
        .code(201)
        .send({ staff: presentStaff(invited.staff), invitation_url: invited.invitationUrl });
    },
  );

  app.patch(
    `${ADMIN_PREFIX}/staff/:id`,
    {
      ...staffGuard(app, 'staff.manage'),
      schema: { params: idParams, body: updateStaffSchema, response: { 200: staffMemberSchema } },
    },
    async (request) => {
      return presentStaff(
        await staff.update(actorOf(request), resourceId(request.params.id), request.body),
      );
    },
  );

  // ---- One's own service tokens (any signed-in staff member) ----

  const presentToken = (row: {
    id: string;
    name: string;
    createdAt: Date;
    lastUsedAt: Date | null;
  }) => ({
    id: row.id,
    name: row.name,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
  });

  app.get(
    `${ADMIN_PREFIX}/tokens`,
    { ...staffGuard(app, 'signed_in'), schema: { response: { 200: listOf(staffTokenSchema) } } },
    async (request) => {
      return { data: (await staff.tokens(actorOf(request))).map(presentToken) };
    },
  );

  app.post(
    `${ADMIN_PREFIX}/tokens`,
    {
      ...staffGuard(app, 'signed_in'),
      schema: { body: createStaffTokenSchema, response: { 201: createdStaffTokenSchema } },
    },
    async (request, reply) => {
      const { row, token } = await staff.createToken(actorOf(request), request.body.name);
      return reply.code(201).send({ ...presentToken(row), token });
    },
  );

  app.delete(
    `${ADMIN_PREFIX}/tokens/:id`,
    {
      ...staffGuard(app, 'signed_in'),
      schema: { documentedOnly: { response: noContent }, params: idParams },
    },
    async (request, reply) => {
      await staff.revokeToken(actorOf(request), resourceId(request.params.id));
      return reply.code(204).send();
    },
  );
};
