import type { SecurityEventType } from '@homeward/contract';
import { qrCodeDataUrl } from '../../lib/qr-code';
import { randomToken, sha256 } from '../../lib/crypto';
import { TooManyAttempts, Unauthenticated, ValidationFailed } from '../../lib/domain-errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { SecretBox } from '../../lib/secret-box';
import type { CodeService } from '../codes/service';
import { codeMessages } from '../codes/service';
import type { customerRepository } from '../customers/repository';
import type { Mailer } from '../mail/mailer';
import type { Notifications } from '../notifications/service';
import type { SecurityEventRepository } from '../security-events/repository';
import type { SessionRow } from '../sessions/repository';
import { describeClient } from '../sessions/client-info';
import type { SessionService } from '../sessions/service';
import type { NoticeFor } from '../notifications/notice';
import type { Throttles } from '../throttle/store';
import type { passwordResetRepository, recoveryCodeRepository } from './repository';
import { accountSentences } from '../mail/sentences';
import {
  newRecoveryCode,
  newTotpSecret,
  totpFor,
  totpStep,
  type SecondFactorChecks,
} from './second-factor';
import { customerAnswers, customerRefusals } from '../../i18n/messages';

export interface RequestMeta {
  ipAddress: string;
  userAgent: string | undefined;
}

export interface AccountSecuritySettings {
  appUrl: string;
  codeTtlMinutes: number;
  mfaMaxFailures: number;
  passwordResetTtlMinutes: number;
}

const RECOVERY_CODE_COUNT = 10;
/** Forgot-password mails per address and per IP in an hour: enough for a person, not a flood. */
const RESET_MAILS_PER_HOUR = 5;

/** One answer for a reset link that cannot be used, whichever way it was asked. */
const deadResetLink = () => new ValidationFailed({ token: [customerRefusals.resetLinkInvalid] });

export const forgotPasswordAnswer = customerAnswers.resetLinkSent;

/**
 * Everything that keeps an account safe after the password: email verification, the second
 * factor at sign-in, password recovery and change, authenticator enrolment, and the security
 * event log. Each state change records an event; mail goes out through the job queue.
 */
export function accountSecurityService(deps: {
  customers: ReturnType<typeof customerRepository>;
  sessions: SessionService;
  codes: CodeService;
  /** Codes and links the customer asked for. */
  mailer: Mailer;
  /** Notices of changes to the account (password changed). */
  notifications: Notifications;
  events: SecurityEventRepository;
  resets: ReturnType<typeof passwordResetRepository>;
  recoveryCodes: ReturnType<typeof recoveryCodeRepository>;
  throttles: Throttles;
  secrets: SecretBox;
  /** The second-factor checks, shared with step-up. */
  factors: SecondFactorChecks;
  settings: AccountSecuritySettings;
}) {
  const { customers, sessions, codes, mailer, events, resets, settings } = deps;
  const resetMailsByEmail = deps.throttles('reset:account', {
    attempts: RESET_MAILS_PER_HOUR,
    windowSeconds: 3600,
  });
  const resetMailsByIp = deps.throttles('reset:ip', {
    attempts: RESET_MAILS_PER_HOUR * 4,
    windowSeconds: 3600,
  });
  const { factors } = deps;

  async function account(customerId: string) {
    const found = await customers.findAccount(customerId);
    if (!found) throw new Unauthenticated();
    return found;
  }

  /** "Chrome 131 on Android 14", as the security activity list shows it. */
  function record(customerId: string | null, type: SecurityEventType, meta: RequestMeta) {
    const { clientVersion, osVersion } = describeClient(meta.userAgent);
    const client = [clientVersion, osVersion].filter(Boolean).join(' on ') || null;
    return events.record({ customerId, type, client, ...meta });
  }

  /** Ends a session that used up its tries at the second factor; answers the error to throw. */
  async function lockOut(session: SessionRow, meta: RequestMeta) {
    if (await sessions.end(session)) await record(session.customerId, 'locked_out', meta);
    return new TooManyAttempts(customerRefusals.signInAgain, 1);
  }

  return {
    recordEvent: record,

    /** Sends (or re-sends) the code that proves the customer owns the email address. */
    async sendEmailVerification(customerId: string, options: { ignoreCoolDown?: boolean } = {}) {
      const found = await account(customerId);
      if (found.emailVerifiedAt) {
        throw new ValidationFailed({ email: [customerRefusals.emailAlreadyVerified] });
      }
      const code = await codes.issue({ customerId, purpose: 'email-verification' }, options);
      await mailer.send({
        to: found.email,
        message: { template: 'email-verification', code, minutes: settings.codeTtlMinutes },
        customerId,
      });
    },

    async verifyEmail(session: SessionRow, otp: string, meta: RequestMeta) {
      const found = await account(session.customerId);
      if (found.emailVerifiedAt) return;
      await codes.verify({ customerId: session.customerId, purpose: 'email-verification' }, otp);
      await customers.updateAccount(session.customerId, { emailVerifiedAt: new Date() });
      // The mailed code is the factor later sign-ins ask for: this session has just proved it.
      await sessions.proveSecondFactor(session.id);
      await record(session.customerId, 'email_verified', meta);
    },

    /**
     * After a correct password: a verified account owes its second factor. The session carries
     * the method, and an email code goes out at once.
     */
    async mfaMethodFor(customerId: string): Promise<'email' | 'totp' | null> {
      const found = await account(customerId);
      if (!found.emailVerifiedAt) return null;
      return factors.methodOf(found);
    },

    /**
     * Mails the code of the second step. At a password sign-in, a code mailed moments ago to
     * another of the customer's sessions is handed to this one instead: signing in again and
     * again sends no more mail than asking for a code again would.
     */
    async sendSignInCode(session: SessionRow, options: { onSignIn?: boolean } = {}) {
      if (session.mfaMethod === 'totp') {
        throw new ValidationFailed({ otp: [customerRefusals.useAuthenticator] });
      }
      const scope = {
        customerId: session.customerId,
        purpose: 'sign-in',
        sessionId: session.id,
      } as const;
      if (options.onSignIn && (await codes.handOver(scope))) return;
      const found = await account(session.customerId);
      const code = await codes.issue(scope, { ignoreCoolDown: options.onSignIn });
      await mailer.send({
        to: found.email,
        message: { template: 'sign-in-code', code, minutes: settings.codeTtlMinutes },
        customerId: session.customerId,
      });
    },

    /**
     * Completes the second factor. Wrong codes count against the session; past the limit the
     * session ends and the customer starts again from the password.
     */
    async completeMfa(session: SessionRow, otp: string, meta: RequestMeta) {
      if (!session.mfaMethod || session.isMfaCompleted) {
        throw new ValidationFailed({ otp: [customerRefusals.noSecondStep] });
      }
      // The attempt is counted first; past the limit the session ends and the customer
      // starts again from the password.
      const attempts = await sessions.claimMfaAttempt(session.id, settings.mfaMaxFailures);
      if (attempts === undefined) throw await lockOut(session, meta);
      const found = await account(session.customerId);
      const wrong = await factors.check(found, session.mfaMethod, otp, {
        customerId: session.customerId,
        purpose: 'sign-in',
        sessionId: session.id,
      });
      if (wrong) {
        await record(session.customerId, 'mfa_failed', meta);
        if (attempts >= settings.mfaMaxFailures) throw await lockOut(session, meta);
        throw new ValidationFailed({ otp: [wrong] });
      }
      const rotated = await sessions.rotate(session, {
        isMfaCompleted: true,
        secondFactorAt: new Date(),
      });
      await record(session.customerId, 'mfa_passed', meta);
      return rotated;
    },

    /** Always the same answer, whether or not the email has an account. */
    async forgotPassword(email: string, meta: RequestMeta) {
      const [byEmail, byIp] = await Promise.all([
        resetMailsByEmail.attempt(sha256(email)),
        resetMailsByIp.attempt(meta.ipAddress),
      ]);
      if (!byEmail.allowed || !byIp.allowed) return;
      const found = await customers.findAccountByEmail(email);
      if (!found) return;
      const secret = randomToken();
      await resets.create(
        found.customerId,
        sha256(secret),
        new Date(Date.now() + settings.passwordResetTtlMinutes * 60_000),
      );
      // The spec's client base64-decodes the route's token before posting it.
      const token = encodeURIComponent(Buffer.from(secret).toString('base64'));
      await mailer.send({
        to: found.email,
        message: {
          template: 'password-reset',
          link: `${settings.appUrl}/reset-password/${token}`,
          minutes: settings.passwordResetTtlMinutes,
        },
        customerId: found.customerId,
      });
    },

    /** Refuses a link that is unknown, used or expired, as the reset itself would. */
    async checkResetLink(token: string) {
      if (!(await resets.isLive(sha256(token)))) throw deadResetLink();
    },

    async resetPassword(token: string, password: string, meta: RequestMeta) {
      const customerId = await resets.consume(sha256(token));
      if (!customerId) throw deadResetLink();
      const found = await account(customerId);
      await customers.updateAccount(customerId, {
        passwordHash: await hashPassword(password),
        passwordChangedAt: new Date(),
      });
      await resets.invalidateAll(customerId);
      await sessions.revokeAll(customerId, 'password_changed');
      await record(customerId, 'password_reset', meta);
      await deps.notifications.notify(customerId, passwordChanged(found.email));
    },

    /** Changes the password and ends every session, this one included. */
    async changePassword(
      session: SessionRow,
      input: { currentPassword: string; password: string },
      meta: RequestMeta,
    ) {
      const found = await account(session.customerId);
      if (!(await verifyPassword(found.passwordHash, input.currentPassword))) {
        throw new ValidationFailed({
          current_password: [customerRefusals.currentPasswordIncorrect],
        });
      }
      await customers.updateAccount(session.customerId, {
        passwordHash: await hashPassword(input.password),
        passwordChangedAt: new Date(),
      });
      await resets.invalidateAll(session.customerId);
      await sessions.revokeAll(session.customerId, 'password_changed');
      await record(session.customerId, 'password_changed', meta);
      await deps.notifications.notify(session.customerId, passwordChanged(found.email));
    },

    /** Starts authenticator enrolment: a new secret waits until a first code confirms it. */
    async beginTotp(session: SessionRow) {
      const found = await account(session.customerId);
      const secret = newTotpSecret();
      await customers.updateAccount(session.customerId, {
        totpPendingSecret: deps.secrets.seal(secret),
      });
      const url = totpFor(found.email, secret).toString();
      return {
        secret,
        otpauth_url: url,
        qr_code: await qrCodeDataUrl(url),
      };
    },

    async confirmTotp(session: SessionRow, otp: string, meta: RequestMeta) {
      const found = await account(session.customerId);
      if (!found.totpPendingSecret) {
        throw new ValidationFailed({ otp: [customerRefusals.startAuthenticatorAgain] });
      }
      const secret = deps.secrets.open(found.totpPendingSecret);
      const step = totpStep(found.email, secret, otp);
      if (step === null) throw new ValidationFailed({ otp: [codeMessages.incorrect] });
      const recovery = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      await deps.recoveryCodes.replaceAll(
        session.customerId,
        recovery.map((code) => factors.recoveryDigest(session.customerId, code)),
      );
      await customers.updateAccount(session.customerId, {
        mfaMethod: 'totp',
        totpSecret: found.totpPendingSecret,
        totpPendingSecret: null,
        // The code that confirmed the app is spent: it cannot step up or sign in afterwards.
        totpLastStep: step,
      });
      await record(session.customerId, 'totp_enabled', meta);
      return { recovery_codes: recovery };
    },

    async disableTotp(session: SessionRow, currentPassword: string, meta: RequestMeta) {
      const found = await account(session.customerId);
      if (!(await verifyPassword(found.passwordHash, currentPassword))) {
        throw new ValidationFailed({
          current_password: [customerRefusals.currentPasswordIncorrect],
        });
      }
      await customers.updateAccount(session.customerId, {
        mfaMethod: 'email',
        totpSecret: null,
        totpPendingSecret: null,
      });
      await deps.recoveryCodes.replaceAll(session.customerId, []);
      await record(session.customerId, 'totp_disabled', meta);
    },

    /** For operations: recent events of everyone, or of one email address. */
    async recentEvents(options: { email?: string | undefined; limit: number }) {
      const rows = await events.listRecent(options);
      return rows.map(({ event, email }) => ({
        at: event.createdAt.toISOString(),
        type: event.type,
        email: email ?? '-',
        ip: event.ipAddress ?? '-',
        client: event.client ?? '-',
      }));
    },

    async listEvents(customerId: string) {
      const rows = await events.listForCustomer(customerId);
      return rows.map((row) => ({
        id: row.id,
        type: row.type as SecurityEventType,
        ip_address: row.ipAddress,
        client: row.client,
        created_at: row.createdAt.toISOString(),
      }));
    },
  };
}
export type AccountSecurityService = ReturnType<typeof accountSecurityService>;

/** The notice after a password change (a reset or a change in settings). */
const passwordChanged =
  (email: string): NoticeFor =>
  ({ t }) => ({
    mail: { to: email, message: { template: 'password-changed' } },
    push: {
      title: t(accountSentences.passwordChangedSubject),
      body: t(accountSentences.passwordChangedPushBody),
      url: '/settings/security',
    },
  });
