import { randomInt } from 'node:crypto';
import { messages, type LanguageTag } from '@homeward/contract';
import { sha256 } from '../../lib/crypto';
import { TooManyAttempts, ValidationFailed } from '../../lib/domain-errors';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/passwords';
import { isUniqueViolation, type customerRepository } from '../customers/repository';
import type { AccountSecurityService } from '../account-security/service';
import type { SessionService } from '../sessions/service';
import type { Throttles } from '../throttle/store';
import { waitInWords } from '../../lib/wait-in-words';
import { valuedSentences } from '../../i18n/messages';
import { inEnglish } from '../../i18n/translate';

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
  throttles: Throttles;
  limits: ThrottleSettings;
  security: AccountSecurityService;
}) {
  const { customers, sessions, limits, security } = deps;
  const signUps = deps.throttles('signup:ip', {
    attempts: limits.signUpPerIp,
    windowSeconds: limits.signUpWindowSeconds,
  });
  const loginsByAccount = deps.throttles('login:account', {
    attempts: limits.loginPerAccount,
    windowSeconds: limits.loginWindowSeconds,
  });
  const loginsByIp = deps.throttles('login:ip', {
    attempts: limits.loginPerIp,
    windowSeconds: limits.loginWindowSeconds,
  });
  // Keys hold a hash, not the email: throttle stores should not collect personal data.
  const accountKey = (email: string) => sha256(email);

  async function createCustomer(
    email: string,
    passwordHash: string,
    language: LanguageTag,
  ): Promise<string> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await customers.create({ crn: newCrn(), email, passwordHash, language });
      } catch (error) {
        if (isUniqueViolation(error, 'accounts_email_unique')) throw emailTaken();
        // A CRN collision is rare (1 in 90 million per pair); try another number.
        if (isUniqueViolation(error) && attempt < 5) continue;
        throw error;
      }
    }
  }

  return {
    /** `language` is the one the app spoke at sign-up: what Homeward writes to them in. */
    async signUp(
      input: { email: string; password: string; language: LanguageTag },
      meta: ClientMeta,
    ) {
      const { allowed, retryAfter } = await signUps.attempt(meta.ipAddress);
      if (!allowed) {
        throw new TooManyAttempts(
          inEnglish(valuedSentences.signUpWait, { wait: waitInWords(retryAfter) }),
          retryAfter,
        );
      }
      if (await customers.emailExists(input.email)) throw emailTaken();
      const passwordHash = await hashPassword(input.password);
      const customerId = await createCustomer(input.email, passwordHash, input.language);
      const started = await sessions.start({ customerId, ...meta });
      await security.recordEvent(customerId, 'signed_up', meta);
      // The first stage of onboarding waits for this code.
      await security.sendEmailVerification(customerId, { ignoreCoolDown: true });
      return started;
    },

    /**
     * Password sign-in. Unknown email and wrong password get the same answer in the same time.
     * Every attempt is counted per account and per IP before the password is checked, so
     * guesses sent all at once get no more tries than the limit; a right password takes its
     * attempt back.
     */
    async logIn(input: { email: string; password: string; remember?: boolean }, meta: ClientMeta) {
      const [byAccount, byIp] = await Promise.all([
        loginsByAccount.attempt(accountKey(input.email)),
        loginsByIp.attempt(meta.ipAddress),
      ]);
      if (!byAccount.allowed || !byIp.allowed) {
        const wait = Math.max(byAccount.retryAfter, byIp.retryAfter);
        throw new TooManyAttempts(
          inEnglish(valuedSentences.signInWait, { wait: waitInWords(wait) }),
          wait,
        );
      }

      const account = await customers.findAccountByEmail(input.email);
      const valid = account
        ? await verifyPassword(account.passwordHash, input.password)
        : (await burnPasswordCheck(input.password), false);
      if (!account || !valid) {
        await security.recordEvent(account?.customerId ?? null, 'sign_in_failed', meta);
        throw new ValidationFailed({ email: [messages.invalidCredentials] });
      }
      await Promise.all([
        loginsByAccount.clear(accountKey(input.email)),
        loginsByIp.refund(meta.ipAddress),
      ]);
      const mfaMethod = await security.mfaMethodFor(account.customerId);
      const started = await sessions.start({
        customerId: account.customerId,
        remember: input.remember,
        mfaMethod,
        ...meta,
      });
      await security.recordEvent(account.customerId, 'signed_in', meta);
      if (mfaMethod === 'email') await security.sendSignInCode(started.session, { onSignIn: true });
      return started;
    },
  };
}
