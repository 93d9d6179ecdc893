import { randomInt } from 'node:crypto';
import { messages } from '@homeward/contract';
import { sha256 } from '../../lib/crypto';
import { TooManyAttempts, ValidationFailed } from '../../lib/domain-errors';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/passwords';
import { isUniqueViolation, type customerRepository } from '../customers/repository';
import type { AccountSecurityService } from '../account-security/service';
import type { SessionService } from '../sessions/service';
import type { ThrottleStore } from '../throttle/store';

export interface ThrottleSettings {
  loginPerAccount: number;
  loginPerIp: number;
  loginWindowSeconds: number;
  signUpPerIp: number;
  signUpWindowSeconds: number;
}

export interface ClientMeta {
  ipAddress: string;
  userAgent: string | undefined;
}

export type AuthService = ReturnType<typeof authService>;

const emailTaken = () => new ValidationFailed({ email: ['The email has already been taken.'] });

/** A customer reference number: "HW" and 8 digits, easy to read out over the phone. */
function newCrn(): string {
  return `HW${randomInt(10_000_000, 100_000_000)}`;
}

export function authService(deps: {
  customers: ReturnType<typeof customerRepository>;
  sessions: SessionService;
  throttle: ThrottleStore;
  limits: ThrottleSettings;
  security: AccountSecurityService;
}) {
  const { customers, sessions, throttle, limits, security } = deps;
  // Keys hold a hash, not the email: throttle stores should not collect personal data.
  const accountKey = (email: string) => `login:account:${sha256(email)}`;
  const ipKey = (ip: string) => `login:ip:${ip}`;

  async function createCustomer(email: string, passwordHash: string): Promise<string> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await customers.create({ crn: newCrn(), email, passwordHash });
      } catch (error) {
        if (isUniqueViolation(error, 'accounts_email_unique')) throw emailTaken();
        // A CRN collision is rare (1 in 90 million per pair); try another number.
        if (isUniqueViolation(error) && attempt < 5) continue;
        throw error;
      }
    }
  }

  return {
    async signUp(input: { email: string; password: string }, meta: ClientMeta) {
      const { hits, retryAfter } = await throttle.hit(
        `signup:ip:${meta.ipAddress}`,
        limits.signUpWindowSeconds,
      );
      if (hits > limits.signUpPerIp) {
        throw new TooManyAttempts(
          `Too many sign-up attempts. Please try again in ${Math.ceil(retryAfter)} seconds.`,
          retryAfter,
        );
      }
      if (await customers.emailExists(input.email)) throw emailTaken();
      const customerId = await createCustomer(input.email, await hashPassword(input.password));
      const started = await sessions.start({ customerId, ...meta });
      await security.recordEvent(customerId, 'signed_up', meta);
      // The first stage of onboarding waits for this code.
      await security.sendEmailVerification(customerId, { ignoreCoolDown: true });
      return started;
    },

    /**
     * Password sign-in. Unknown email and wrong password get the same answer in the same time;
     * failures are counted per account and per IP, and either limit stops further tries.
     */
    async logIn(input: { email: string; password: string; remember?: boolean }, meta: ClientMeta) {
      const [byAccount, byIp] = await Promise.all([
        throttle.peek(accountKey(input.email)),
        throttle.peek(ipKey(meta.ipAddress)),
      ]);
      const blocked = [
        byAccount.hits >= limits.loginPerAccount ? byAccount.retryAfter : 0,
        byIp.hits >= limits.loginPerIp ? byIp.retryAfter : 0,
      ];
      const wait = Math.max(...blocked);
      if (wait > 0) {
        throw new TooManyAttempts(
          `Too many login attempts. Please try again in ${Math.ceil(wait)} seconds.`,
          wait,
        );
      }

      const account = await customers.findAccountByEmail(input.email);
      const valid = account
        ? await verifyPassword(account.passwordHash, input.password)
        : (await burnPasswordCheck(input.password), false);
      if (!account || !valid) {
        await Promise.all([
          throttle.hit(accountKey(input.email), limits.loginWindowSeconds),
          throttle.hit(ipKey(meta.ipAddress), limits.loginWindowSeconds),
          security.recordEvent(account?.customerId ?? null, 'sign_in_failed', meta),
        ]);
        throw new ValidationFailed({ email: [messages.invalidCredentials] });
      }
      await throttle.clear(accountKey(input.email));
      const mfaMethod = await security.mfaMethodFor(account.customerId);
      const started = await sessions.start({
        customerId: account.customerId,
        remember: input.remember,
        mfaMethod,
        ...meta,
      });
      await security.recordEvent(account.customerId, 'signed_in', meta);
      if (mfaMethod === 'email')
        await security.sendSignInCode(started.session, { ignoreCoolDown: true });
      return started;
    },
  };
}
