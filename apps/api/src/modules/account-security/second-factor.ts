import { randomBytes } from 'node:crypto';
import * as OTPAuth from 'otpauth';
import type { Keyring } from '../../lib/keyring';
import { ValidationFailed } from '../../lib/domain-errors';
import type { SecretBox } from '../../lib/secret-box';
import type { CodeScope } from '../codes/repository';
import type { CodeService } from '../codes/service';
import { codeMessages } from '../codes/service';
import type { customerRepository } from '../customers/repository';
import type { recoveryCodeRepository } from './repository';

const TOTP_ISSUER = 'Homeward';

type Account = NonNullable<
  Awaited<ReturnType<ReturnType<typeof customerRepository>['findAccount']>>
>;

/** ABCD-EFGH: easy to copy by hand, 40 bits each. */
export function newRecoveryCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(8);
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4)}`;
}

const normaliseRecoveryCode = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** A new authenticator secret, in the base32 that apps take. */
export const newTotpSecret = () => new OTPAuth.Secret({ size: 20 }).base32;

export function totpFor(email: string, secret: string) {
  return new OTPAuth.TOTP({
    issuer: TOTP_ISSUER,
    label: email,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: OTPAuth.Secret.fromBase32(secret),
  });
}

/**
 * The 30-second step of a TOTP code within one step either side of now (clocks on phones
 * drift), or null when it matches none.
 */
export function totpStep(email: string, secret: string, code: string): number | null {
  const totp = totpFor(email, secret);
  const delta = totp.validate({ token: code.replace(/\s+/g, ''), window: 1 });
  return delta === null ? null : totp.counter() + delta;
}

/**
 * Checks the second factor a customer has: the authenticator app's code (or one of its
 * recovery codes), or the code mailed for `emailScope`. The sign-in step and step-up both ask
 * through here, so the rules (no TOTP code twice, recovery codes once) hold for both.
 */
export function secondFactorChecks(deps: {
  customers: ReturnType<typeof customerRepository>;
  codes: CodeService;
  recoveryCodes: ReturnType<typeof recoveryCodeRepository>;
  secrets: SecretBox;
  keys: Keyring;
}) {
  const recovered = (customerId: string, code: string) =>
    `recovery:${customerId}:${normaliseRecoveryCode(code)}`;
  /** What is stored of a new recovery code: its HMAC under APP_KEY. */
  const recoveryDigest = (customerId: string, code: string) =>
    deps.keys.sign(recovered(customerId, code));

  return {
    recoveryDigest,

    /** The factor an account proves itself with: its authenticator once enrolled, else email. */
    methodOf(account: Account): 'email' | 'totp' {
      return account.mfaMethod === 'totp' && account.totpSecret ? 'totp' : 'email';
    },

    /** Null when the code is right (and now used up), else the message to show. */
    async check(
      account: Account,
      method: string | null,
      otp: string,
      emailScope: CodeScope,
    ): Promise<string | null> {
      if (method === 'totp' && account.totpSecret) {
        const step = totpStep(account.email, deps.secrets.open(account.totpSecret), otp);
        // A code seen once (by us, or by someone looking over a shoulder) never works again.
        const ok =
          (step !== null && (await deps.customers.claimTotpStep(account.customerId, step))) ||
          (await deps.recoveryCodes.consume(
            account.customerId,
            // Codes made before a key rotation are digests under a previous key.
            deps.keys.digests(recovered(account.customerId, otp)),
          ));
        return ok ? null : codeMessages.incorrect;
      }
      try {
        await deps.codes.verify(emailScope, otp);
        return null;
      } catch (error) {
        if (!(error instanceof ValidationFailed)) throw error;
        return error.errors.otp?.[0] ?? codeMessages.incorrect;
      }
    },
  };
}
export type SecondFactorChecks = ReturnType<typeof secondFactorChecks>;
