import type { SecurityEventType } from '@homeward/contract';
import {
  StepUpRequired,
  TooManyAttempts,
  Unauthenticated,
  ValidationFailed,
} from '../../lib/domain-errors';
import type { CodeService } from '../codes/service';
import type { customerRepository } from '../customers/repository';
import type { Mailer } from '../mail/mailer';
import type { SessionRow } from '../sessions/repository';
import type { SessionService } from '../sessions/service';
import type { Throttles } from '../throttle/store';
import type { SecondFactorChecks } from './second-factor';
import type { RequestMeta } from './service';
import { customerRefusals } from '../../i18n/messages';

export interface StepUpSettings {
  /** How long a proven second factor covers sensitive changes. */
  windowMinutes: number;
  codeTtlMinutes: number;
  /** Wrong answers a session may give in a quarter of an hour before it is ended. */
  maxFailures: number;
}

/**
 * Step-up: a stolen session cookie (or a phone left unlocked) must not be enough to add a
 * recipient or take the account over. A sensitive change asks for the second factor again once
 * the session last proved it more than a few minutes ago.
 */
export function stepUpService(deps: {
  customers: ReturnType<typeof customerRepository>;
  sessions: SessionService;
  codes: CodeService;
  mailer: Mailer;
  factors: SecondFactorChecks;
  throttles: Throttles;
  record: (customerId: string, type: SecurityEventType, meta: RequestMeta) => Promise<unknown>;
  /** Whether the customer has a passkey, which answers step-up too (modules/passkeys). */
  hasPasskey: (customerId: string) => Promise<boolean>;
  settings: StepUpSettings;
}) {
  const { customers, sessions, factors, settings } = deps;
  const failures = deps.throttles('step-up:session', {
    attempts: settings.maxFailures,
    windowSeconds: 900,
  });
  const scopeOf = (session: SessionRow) =>
    ({ customerId: session.customerId, purpose: 'step-up', sessionId: session.id }) as const;

  async function account(customerId: string) {
    const found = await customers.findAccount(customerId);
    if (!found) throw new Unauthenticated();
    return found;
  }

  return {
    /** True when the session proved its second factor within the window. */
    isRecent(session: Pick<SessionRow, 'secondFactorAt'>, now = Date.now()): boolean {
      const at = session.secondFactorAt?.getTime();
      return at !== undefined && now - at < settings.windowMinutes * 60_000;
    },

    /** Passes when the second factor is recent; else 423 naming the factors to ask for. */
    async require(session: SessionRow): Promise<void> {
      if (this.isRecent(session)) return;
      const [found, passkey] = await Promise.all([
        account(session.customerId),
        deps.hasPasskey(session.customerId),
      ]);
      throw new StepUpRequired(factors.methodOf(found), passkey);
    },

    /** Mails a confirmation code, for customers whose second factor is email. */
    async sendCode(session: SessionRow): Promise<void> {
      const found = await account(session.customerId);
      if (factors.methodOf(found) === 'totp') {
        throw new ValidationFailed({ otp: [customerRefusals.useAuthenticator] });
      }
      const code = await deps.codes.issue(scopeOf(session));
      await deps.mailer.send({
        to: found.email,
        message: { template: 'step-up-code', code, minutes: settings.codeTtlMinutes },
        customerId: session.customerId,
      });
    },

    /**
     * Checks the code; right, the session is covered for the window again. Every answer is
     * counted first (parallel guesses get no more tries); past the limit the session ends.
     */
    async complete(session: SessionRow, otp: string, meta: RequestMeta): Promise<void> {
      const counted = await failures.attempt(session.id);
      if (!counted.allowed) {
        await sessions.end(session);
        throw new TooManyAttempts(customerRefusals.signInAgain, 1);
      }
      const found = await account(session.customerId);
      const wrong = await factors.check(found, factors.methodOf(found), otp, scopeOf(session));
      if (wrong) {
        await deps.record(session.customerId, 'step_up_failed', meta);
        throw new ValidationFailed({ otp: [wrong] });
      }
      await failures.clear(session.id);
      await sessions.proveSecondFactor(session.id);
      await deps.record(session.customerId, 'step_up_passed', meta);
    },
  };
}
export type StepUpService = ReturnType<typeof stepUpService>;
