import type { SessionEndReason } from '@homeward/contract';
import { randomToken, sha256 } from '../../lib/crypto';
import type { Keyring } from '../../lib/keyring';
import type { SessionRow, sessionRepository } from './repository';
import { describeClient } from './client-info';

export interface SessionSettings {
  idleMinutes: number;
  lifetimeHours: number;
  rememberDays: number;
}

/** Touching on every request would write on every request; once a minute is precise enough. */
const TOUCH_INTERVAL_MS = 60_000;

export type SessionService = ReturnType<typeof sessionService>;

/** A browser that ends its own session needs no telling why: no reason. */

/** Sessions that just ended: one of a customer's, or all of them (or all but one). */
export type EndedSessions = (
  { customerId: string; sessionId: string } | { customerId: string; exceptId?: string }
) & { reason?: SessionEndReason };

export function sessionService(deps: {
  sessions: ReturnType<typeof sessionRepository>;
  settings: SessionSettings;
  keys: Keyring;
  /**
   * Hears every session that ends, after it is ended in the database: what the session opened
   * elsewhere (its realtime connection) must end with it. Never throws.
   */
  onEnded?: (ended: EndedSessions) => void;
}) {
  const { sessions, settings, keys } = deps;
  /** Ends a session and announces it; false when it had already ended. */
  const end = async (session: Pick<SessionRow, 'id' | 'customerId'>, reason?: SessionEndReason) => {
    const ended = await sessions.revoke(session.id);
    deps.onEnded?.({
      customerId: session.customerId,
      sessionId: session.id,
      ...(reason ? { reason } : {}),
    });
    return ended;
  };

  return {
    /**
     * The anti-forgery token belongs to the session: an HMAC of its cookie secret. Rotating the
     * session at sign-in rotates the token too, and nothing extra is stored for visitors.
     */
    csrfTokenFor(sessionSecret: string): string {
      return keys.sign(`csrf:${sessionSecret}`);
    },

    /** A token made under APP_KEY or a previous key is good: a key rotation signs no one out. */
    isCsrfToken(sessionSecret: string, token: string): boolean {
      return keys.verify(`csrf:${sessionSecret}`, token);
    },

    newSecret: () => randomToken(),

    /** How long the cookie of a session may live, in seconds. */
    maxAgeSeconds(session: Pick<SessionRow, 'expiresAt'>): number {
      return Math.max(0, Math.floor((session.expiresAt.getTime() - Date.now()) / 1000));
    },

    async start(input: {
      customerId: string;
      userAgent: string | undefined;
      ipAddress: string;
      remember?: boolean | undefined;
      mfaMethod?: string | null | undefined;
      /** Both factors proved at once (a passkey with user verification): complete from the start. */
      secondFactorAt?: Date | undefined;
    }): Promise<{ secret: string; session: SessionRow }> {
      const secret = randomToken();
      const now = new Date();
      const lifetimeMs = input.remember
        ? settings.rememberDays * 86_400_000
        : settings.lifetimeHours * 3_600_000;
      const session = await sessions.insert({
        customerId: input.customerId,
        tokenHash: sha256(secret),
        ...describeClient(input.userAgent),
        userAgent: input.userAgent?.slice(0, 512) ?? null,
        ipAddress: input.ipAddress,
        remember: Boolean(input.remember),
        mfaMethod: input.mfaMethod ?? null,
        ...(input.secondFactorAt
          ? { isMfaCompleted: true, secondFactorAt: input.secondFactorAt }
          : {}),
        touchedAt: now,
        expiresAt: new Date(now.getTime() + lifetimeMs),
      });
      return { secret, session };
    },

    /** A new secret for the same session (after the second factor): the old cookie dies. */
    async rotate(
      session: SessionRow,
      values: { isMfaCompleted?: boolean; secondFactorAt?: Date } = {},
    ): Promise<{ secret: string; session: SessionRow }> {
      const secret = randomToken();
      const updated = await sessions.update(session.id, { tokenHash: sha256(secret), ...values });
      return { secret, session: updated };
    },

    /** The session proved its second factor again, now (step-up, email verification). */
    async proveSecondFactor(sessionId: string): Promise<void> {
      await sessions.update(sessionId, { secondFactorAt: new Date() });
    },

    listLive: (customerId: string) => sessions.listLive(customerId),
    /** A session by id, live or not. */
    find: (id: string) => sessions.find(id),
    async revokeAll(customerId: string, reason: SessionEndReason): Promise<void> {
      await sessions.revokeAll(customerId);
      deps.onEnded?.({ customerId, reason });
    },
    claimMfaAttempt: (sessionId: string, maxAttempts: number) =>
      sessions.claimMfaAttempt(sessionId, maxAttempts),

    /** The live session behind a cookie secret, or undefined when signed out, idle or expired. */
    async resolve(secret: string): Promise<SessionRow | undefined> {
      const session = await sessions.findLiveByTokenHash(sha256(secret));
      if (!session) return undefined;
      const now = Date.now();
      // "Remember me" sessions have no idle timeout: that is what remembering means.
      if (!session.remember && now - session.touchedAt.getTime() > settings.idleMinutes * 60_000) {
        await end(session);
        return undefined;
      }
      if (now - session.touchedAt.getTime() > TOUCH_INTERVAL_MS) {
        const touchedAt = new Date(now);
        await sessions.touch(session.id, touchedAt);
        return { ...session, touchedAt };
      }
      return session;
    },

    end,
  };
}
