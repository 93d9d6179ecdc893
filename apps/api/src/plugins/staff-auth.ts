import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  ADMIN_PREFIX,
  messages,
  STAFF_CSRF_HEADER,
  staffMay,
  staffRoles,
  type StaffPermission,
  type StaffRole,
} from '@homeward/contract';
import { Forbidden, Unauthenticated } from '../lib/domain-errors';
import { HttpError } from '../lib/http-errors';
import type { StaffActor } from '../modules/audit/audit';
import type { StaffCaller } from '../modules/staff/service';

/** Staff sessions: their own cookie, sent only to the admin API, never to customer routes. */
export const STAFF_COOKIE = 'homeward_staff';
const STAFF_COOKIE_PATH = '/admin/';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff member calling the admin API, set by `requireStaff`. */
    staff: StaffCaller | null;
  }
  interface FastifyReply {
    setStaffCookie(secret: string): void;
    clearStaffCookie(): void;
  }
  interface FastifyInstance {
    /**
     * The signed-in staff member, or 401; 403 unless one of their roles has `permission`.
     * `'second_factor'` lets a session that still owes its code through (the code step only).
     */
    requireStaff(
      request: FastifyRequest,
      permission: StaffPermission | 'signed_in' | 'second_factor',
    ): Promise<StaffCaller>;
    /** The anti-forgery token of a staff session, echoed by the console in x-staff-csrf. */
    staffCsrfToken(secret: string): string;
  }
}

export const rolesOf = (caller: StaffCaller): StaffRole[] =>
  caller.staff.roles.filter((role): role is StaffRole =>
    (staffRoles as readonly string[]).includes(role),
  );

/** The audit trail's view of the caller. */
export function actorOf(request: FastifyRequest): StaffActor {
  const caller = request.staff;
  if (!caller) throw new Unauthenticated();
  return {
    staffId: caller.staff.id,
    email: caller.staff.email,
    roles: rolesOf(caller),
    ipAddress: request.ip,
  };
}

const bearer = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  return typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7).trim() : '';
};

/**
 * Who calls the admin API: a console session (cookie `homeward_staff`, path /admin/,
 * SameSite=Strict, with its own anti-forgery header) or the ops CLI (a service token in
 * `Authorization: Bearer`). Customer sessions mean nothing here, and staff sessions nothing to
 * customer routes: the cookie is never sent there.
 */
export const staffAuthPlugin = fp(async (app) => {
  const { config } = app.deps;
  const csrfKeys = app.deps.keys.labelled('staff-csrf');
  app.decorate('staffCsrfToken', (secret: string) => csrfKeys.sign(secret));
  app.decorateRequest('staff', null);

  // A browser-session cookie: it goes when the browser closes, and the server ends the session
  // after the idle time or the lifetime (staff/service.ts), whichever comes first.
  app.decorateReply('setStaffCookie', function (this: FastifyReply, secret: string) {
    this.setCookie(STAFF_COOKIE, secret, {
      path: STAFF_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'strict',
      secure: config.session.secureCookies,
    });
  });
  app.decorateReply('clearStaffCookie', function (this: FastifyReply) {
    this.clearCookie(STAFF_COOKIE, { path: STAFF_COOKIE_PATH });
  });

  app.decorate(
    'requireStaff',
    async (
      request: FastifyRequest,
      permission: StaffPermission | 'signed_in' | 'second_factor',
    ) => {
      let caller = request.staff;
      if (!caller) {
        const token = bearer(request);
        const secret = request.cookies[STAFF_COOKIE];
        caller =
          (token
            ? await app.deps.staff.resolveToken(token)
            : secret
              ? await app.deps.staff.resolveSession(secret)
              : undefined) ?? null;
        if (!caller) throw new Unauthenticated();
        request.staff = caller;
      }
      const pending = caller.session?.stage === 'second_factor';
      if (permission === 'second_factor') {
        if (!pending) throw new Unauthenticated();
        return caller;
      }
      if (pending) throw new Unauthenticated();
      if (permission !== 'signed_in' && !staffMay(rolesOf(caller), permission)) {
        throw new Forbidden('Your role does not allow this.');
      }
      return caller;
    },
  );

  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (!request.url.startsWith(`${ADMIN_PREFIX}/`) || SAFE_METHODS.has(request.method)) return;
    // A service token is not sent by browsers on their own: no forgery to guard against.
    if (bearer(request)) return;
    const header = request.headers[STAFF_CSRF_HEADER];
    const secret = request.cookies[STAFF_COOKIE];
    // Without a session (signing in, accepting an invitation) any value will do: a custom
    // header is enough to keep other sites' forms out, since they cannot send one.
    const valid =
      typeof header === 'string' && (secret ? csrfKeys.verify(secret, header) : header.length > 0);
    if (!valid) throw new HttpError(419, messages.csrfMismatch);
  });
});
