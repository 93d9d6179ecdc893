import { randomInt } from 'node:crypto';
import type { Keyring } from '../../lib/keyring';
import { TooManyAttempts, ValidationFailed } from '../../lib/domain-errors';
import type { CodeScope, codeRepository } from './repository';
import { customerRefusals, valuedSentences } from '../../i18n/messages';
import { inEnglish } from '../../i18n/translate';

export interface CodeSettings {
  ttlMinutes: number;
  maxAttempts: number;
  resendSeconds: number;
}

const wrong = (message: string) => new ValidationFailed({ otp: [message] });
export const codeMessages = {
  incorrect: customerRefusals.codeIncorrect,
  expired: customerRefusals.codeExpired,
  exhausted: customerRefusals.codesExhausted,
} as const;

/**
 * Six-digit codes sent by email. Stored as an HMAC under APP_KEY (a plain hash of six digits
 * would fall to a brute force of a leaked table), valid for a limited time and number of tries,
 * single use, and not re-sent more often than the cool-down allows.
 */
export function codeService(deps: {
  codes: ReturnType<typeof codeRepository>;
  settings: CodeSettings;
  keys: Keyring;
}) {
  const { codes, settings, keys } = deps;
  /** Seconds left of the cool-down that `last` (the scope's latest code) started. */
  const coolDownAfter = (last: { createdAt: Date } | undefined) =>
    last ? Math.max(0, settings.resendSeconds - (Date.now() - last.createdAt.getTime()) / 1000) : 0;
  const digested = (scope: CodeScope, code: string) =>
    `otp:${scope.purpose}:${scope.customerId}:${code}`;

  return {
    /** Seconds until a new code may be sent for this scope (0 when now). */
    async coolDown(scope: CodeScope): Promise<number> {
      return coolDownAfter(await codes.latest(scope));
    },

    /** A fresh code (answers it so the caller can mail it); 429 inside the cool-down. */
    async issue(scope: CodeScope, options: { ignoreCoolDown?: boolean } = {}): Promise<string> {
      if (!options.ignoreCoolDown) {
        const wait = await this.coolDown(scope);
        if (wait > 0) {
          throw new TooManyAttempts(
            inEnglish(valuedSentences.codeWait, { seconds: Math.ceil(wait) }),
            wait,
          );
        }
      }
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await codes.replace(
        scope,
        keys.sign(digested(scope, code)),
        new Date(Date.now() + settings.ttlMinutes * 60_000),
      );
      return code;
    },

    /**
     * Accepts the latest code of the scope once; 422 on `otp` with the reason otherwise. The
     * attempt is counted before the code is compared, in one statement with the check of the
     * tries left.
     */
    async verify(scope: CodeScope, code: string): Promise<void> {
      const claimed = await codes.claimAttempt(scope, settings.maxAttempts);
      if (!claimed) {
        const latest = await codes.latest(scope);
        const live = latest && !latest.consumedAt && latest.expiresAt.getTime() > Date.now();
        throw wrong(live ? codeMessages.exhausted : codeMessages.expired);
      }
      if (!keys.verify(digested(scope, code.replace(/\s+/g, '')), claimed.codeHash)) {
        throw wrong(
          claimed.attempts >= settings.maxAttempts
            ? codeMessages.exhausted
            : codeMessages.incorrect,
        );
      }
      if (!(await codes.consume(claimed.id))) throw wrong(codeMessages.expired);
    },

    /**
     * The scope's code still waiting to be entered (sent, unused, unexpired, tries left), with
     * the seconds until a new one may be sent; undefined when there is none.
     */
    async waiting(scope: CodeScope): Promise<{ resendIn: number } | undefined> {
      const last = await codes.latest(scope);
      if (!last || last.consumedAt || last.expiresAt.getTime() <= Date.now()) return undefined;
      if (last.attempts >= settings.maxAttempts) return undefined;
      return { resendIn: Math.ceil(coolDownAfter(last)) };
    },

    /**
     * A new session of a customer who was mailed a code moments ago takes that code over
     * instead of a new mail (signing in twice must not flood the inbox, nor reset the tries
     * left); false when there is no such code and one should be sent.
     */
    async handOver(scope: CodeScope & { sessionId: string }): Promise<boolean> {
      return codes.handOver(scope, settings.resendSeconds);
    },
  };
}
export type CodeService = ReturnType<typeof codeService>;
