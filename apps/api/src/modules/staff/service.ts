import { staffRoles, type StaffMember, type StaffRole } from '@homeward/contract';
import { randomToken, sha256 } from '../../lib/crypto';
import {
  Conflict,
  NotFound,
  TooManyAttempts,
  Unauthenticated,
  ValidationFailed,
} from '../../lib/domain-errors';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/passwords';
import type { SecretBox } from '../../lib/secret-box';
import { isUniqueViolation } from '../customers/repository';
import { newTotpSecret, totpFor, totpStep } from '../account-security/second-factor';
import type { Throttles } from '../throttle/store';
import type { AuditRepository } from '../audit/repository';
import type { StaffActor } from '../audit/audit';
import type { Database } from '../../db/client';
import type { StaffRepository, StaffRow, StaffSessionRow } from './repository';
import { waitInWords } from '../../lib/wait-in-words';

export interface StaffSettings {
  appUrl: string;
  idleMinutes: number;
  lifetimeHours: number;
  invitationHours: number;
  secondFactorMaxFailures: number;
  loginPerAccount: number;
  loginPerIp: number;
  loginWindowSeconds: number;
}

/** Who is calling the admin API: a signed-in member, through a session or a service token. */
export interface StaffCaller {
  staff: StaffRow;
  /** Absent for a service token. */
  session?: StaffSessionRow;
}

const wrongCredentials = () =>
  new ValidationFailed({ email: ['These credentials do not match our records.'] });
const wrongCode = () =>
  new ValidationFailed({ code: ['That code is not right. Check your authenticator app.'] });

export const staffStatus = (row: StaffRow): StaffMember['status'] =>
  row.disabledAt ? 'disabled' : row.passwordHash ? 'active' : 'invited';

export function presentStaff(row: StaffRow): StaffMember {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    roles: row.roles.filter((role): role is StaffRole =>
      (staffRoles as readonly string[]).includes(role),
    ),
    status: staffStatus(row),
    created_at: row.createdAt.toISOString(),
    last_sign_in_at: row.lastSignInAt?.toISOString() ?? null,
  };
}

/**
 * Staff accounts of the back office: invitations, sign-in with a password and, always, an
 * authenticator code, short sessions apart from customers', and service tokens for the ops CLI.
 */
export function staffService(deps: {
  staff: StaffRepository;
  audit: Pick<AuditRepository, 'append'>;
  transaction: <T>(work: (tx: Database) => Promise<T>) => Promise<T>;
  secrets: SecretBox;
  throttles: Throttles;
  settings: StaffSettings;
}) {
  const { staff, settings, secrets } = deps;
  const loginsByAccount = deps.throttles('staff-login:account', {
    attempts: settings.loginPerAccount,
    windowSeconds: settings.loginWindowSeconds,
  });
  const loginsByIp = deps.throttles('staff-login:ip', {
    attempts: settings.loginPerIp,
    windowSeconds: settings.loginWindowSeconds,
  });
  const idleUntil = () => new Date(Date.now() + settings.idleMinutes * 60_000);
  const invitationUrl = (token: string) =>
    new URL(`/back-office/invitation/${token}`, settings.appUrl).toString();

  /** The session's next expiry: idle time from now, never past its absolute lifetime. */
  const nextExpiry = (session: StaffSessionRow) =>
    new Date(
      Math.min(
        idleUntil().getTime(),
        session.createdAt.getTime() + settings.lifetimeHours * 3_600_000,
      ),
    );

  async function invite(
    actor: StaffActor | null,
    input: { email: string; name: string; roles: StaffRole[] },
  ) {
    const token = randomToken();
    try {
      const row = await deps.transaction(async (tx) => {
        const created = await staff.invite(
          {
            email: input.email,
            name: input.name,
            roles: [...new Set(input.roles)],
            totpSecret: secrets.seal(newTotpSecret()),
          },
          {
            tokenHash: sha256(token),
            expiresAt: new Date(Date.now() + settings.invitationHours * 3_600_000),
          },
          tx,
        );
        if (actor) {
          await deps.audit.append(tx, actor, {
            action: 'staff.invite',
            targetType: 'staff',
            targetId: created.id,
            before: null,
            after: presentStaff(created),
          });
        }
        return created;
      });
      return { staff: row, invitationUrl: invitationUrl(token) };
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new ValidationFailed({ email: ['A staff member with this email already exists.'] });
      }
      throw error;
    }
  }

  return {
    invite,
    count: staff.count,
    list: staff.list,

    async invitation(token: string) {
      const found = await staff.invitation(sha256(token));
      if (!found)
        throw new NotFound('This invitation is not valid any more. Ask an admin for a new one.');
      const secret = secrets.open(found.staff.totpSecret);
      return {
        staff: found.staff,
        expiresAt: found.invitation.expiresAt,
        totpSecret: secret,
        otpauthUrl: totpFor(found.staff.email, secret).toString(),
      };
    },

    /** Sets the password and proves the authenticator was enrolled; signs the member in. */
    async acceptInvitation(
      token: string,
      input: { password: string; code: string },
      meta: { ipAddress: string; userAgent: string | undefined },
    ) {
      const found = await staff.invitation(sha256(token));
      if (!found)
        throw new NotFound('This invitation is not valid any more. Ask an admin for a new one.');
      const step = totpStep(found.staff.email, secrets.open(found.staff.totpSecret), input.code);
      if (step === null) throw wrongCode();
      const accepted = await staff.accept(sha256(token), await hashPassword(input.password), step);
      if (!accepted) throw new Conflict('This invitation was used a moment ago.');
      return startSession(accepted, 'signed_in', meta);
    },

    /** The password step: a session that still owes its authenticator code. */
    async signIn(
      input: { email: string; password: string },
      meta: { ipAddress: string; userAgent: string | undefined },
    ) {
      const byIp = await loginsByIp.attempt(meta.ipAddress);
      const byAccount = await loginsByAccount.attempt(input.email);
      if (!byIp.allowed || !byAccount.allowed) {
        const seconds = Math.max(byIp.retryAfter, byAccount.retryAfter);
        throw new TooManyAttempts(
          `Too many sign-in attempts. Try again in ${waitInWords(seconds)}.`,
          seconds,
        );
      }
      const row = await staff.findByEmail(input.email);
      if (!row?.passwordHash || row.disabledAt) {
        await burnPasswordCheck(input.password);
        throw wrongCredentials();
      }
      if (!(await verifyPassword(row.passwordHash, input.password))) throw wrongCredentials();
      await loginsByAccount.refund(input.email);
      return startSession(row, 'second_factor', meta);
    },

    /** The authenticator step; too many wrong codes end the session. */
    async secondFactor(caller: StaffCaller, code: string) {
      const { session } = caller;
      if (!session || session.stage !== 'second_factor') throw new Unauthenticated();
      const row = caller.staff;
      const step = totpStep(row.email, secrets.open(row.totpSecret), code);
      if (step === null || !(await staff.useTotpStep(row.id, step))) {
        const failures = await staff.failSecondFactor(session.id, settings.secondFactorMaxFailures);
        if (failures >= settings.secondFactorMaxFailures) {
          throw new Unauthenticated('Too many wrong codes. Sign in again.');
        }
        throw wrongCode();
      }
      const expiresAt = nextExpiry(session);
      await staff.completeSession(session.id, expiresAt);
      await staff.update(row.id, { lastSignInAt: new Date() });
      return { ...session, stage: 'signed_in', expiresAt };
    },

    /** The caller behind a session cookie, keeping the session alive while it is used. */
    async resolveSession(secret: string): Promise<StaffCaller | undefined> {
      const found = await staff.session(sha256(secret));
      if (!found || found.staff.disabledAt) return undefined;
      const expiresAt = nextExpiry(found.session);
      // Past its lifetime, however busy it was.
      if (expiresAt.getTime() <= Date.now()) return undefined;
      // Touch at most once a minute: a page makes several calls at once.
      if (found.session.lastSeenAt.getTime() < Date.now() - 60_000) {
        await staff.touchSession(found.session.id, expiresAt);
      }
      return { staff: found.staff, session: { ...found.session, expiresAt } };
    },

    async resolveToken(token: string): Promise<StaffCaller | undefined> {
      const found = await staff.token(sha256(token));
      if (!found || found.staff.disabledAt || !found.staff.passwordHash) return undefined;
      return { staff: found.staff };
    },

    signOut: (session: StaffSessionRow) => staff.endSession(session.id),

    async update(
      actor: StaffActor,
      id: string,
      change: { roles?: StaffRole[]; disabled?: boolean },
    ) {
      const before = await staff.find(id);
      if (!before) throw new NotFound();
      if (
        id === actor.staffId &&
        (change.disabled || (change.roles && !change.roles.includes('admin')))
      ) {
        throw new ValidationFailed({
          roles: ['You cannot take away your own admin access: ask another admin.'],
        });
      }
      return deps.transaction(async (tx) => {
        const after = await staff.update(
          id,
          {
            ...(change.roles && { roles: [...new Set(change.roles)] }),
            ...(change.disabled !== undefined && {
              disabledAt: change.disabled ? (before.disabledAt ?? new Date()) : null,
            }),
          },
          tx,
        );
        // Whatever access changed, what was granted before ends now.
        await staff.endSessionsOf(id, tx);
        if (!after) throw new NotFound();
        await deps.audit.append(tx, actor, {
          action: 'staff.update',
          targetType: 'staff',
          targetId: id,
          before: presentStaff(before),
          after: presentStaff(after),
        });
        return after;
      });
    },

    tokens: (actor: StaffActor) => staff.tokens(actor.staffId),

    async createToken(actor: StaffActor, name: string) {
      const token = `hws_${randomToken()}`;
      const row = await deps.transaction(async (tx) => {
        const created = await staff.addToken(
          { staffId: actor.staffId, name, tokenHash: sha256(token) },
          tx,
        );
        await deps.audit.append(tx, actor, {
          action: 'token.create',
          targetType: 'token',
          targetId: created.id,
          before: null,
          after: { name },
        });
        return created;
      });
      return { row, token };
    },

    async revokeToken(actor: StaffActor, id: string) {
      await deps.transaction(async (tx) => {
        const revoked = await staff.revokeToken(actor.staffId, id, tx);
        if (!revoked) throw new NotFound();
        await deps.audit.append(tx, actor, {
          action: 'token.revoke',
          targetType: 'token',
          targetId: id,
          before: { name: revoked.name },
          after: null,
        });
      });
    },
  };

  async function startSession(
    row: StaffRow,
    stage: 'second_factor' | 'signed_in',
    meta: { ipAddress: string; userAgent: string | undefined },
  ) {
    const secret = randomToken();
    const session = await staff.startSession({
      staffId: row.id,
      secretHash: sha256(secret),
      stage,
      ipAddress: meta.ipAddress,
      userAgent: meta.userAgent?.slice(0, 512) ?? null,
      // The second step must come soon; a full session lives for the idle time.
      expiresAt: stage === 'signed_in' ? idleUntil() : new Date(Date.now() + 10 * 60_000),
    });
    if (stage === 'signed_in') await staff.update(row.id, { lastSignInAt: new Date() });
    return { secret, caller: { staff: row, session } satisfies StaffCaller };
  }
}
export type StaffService = ReturnType<typeof staffService>;
