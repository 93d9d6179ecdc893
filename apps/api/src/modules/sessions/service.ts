import { hmac, randomToken, sha256 } from '../../lib/crypto';
import type { SessionRow, sessionRepository } from './repository';
import { describeClient } from './client-info';

export interface SessionSettings {
  idleMinutes: number;
  lifetimeHours: number;
}

/** Touching on every request would write on every request; once a minute is precise enough. */
const TOUCH_INTERVAL_MS = 60_000;

export type SessionService = ReturnType<typeof sessionService>;

export function sessionService(deps: {
  sessions: ReturnType<typeof sessionRepository>;
  settings: SessionSettings;
  appKey: Buffer;
}) {
  const { sessions, settings, appKey } = deps;

  return {
    /**
     * The anti-forgery token belongs to the session: an HMAC of its cookie secret. Rotating the
     * session at sign-in rotates the token too, and nothing extra is stored for visitors.
     */
    csrfTokenFor(sessionSecret: string): string {
      return hmac(appKey, `csrf:${sessionSecret}`);
    },

    newSecret: () => randomToken(),

    async start(input: {
      customerId: string;
      userAgent: string | undefined;
      ipAddress: string;
    }): Promise<{ secret: string; session: SessionRow }> {
      const secret = randomToken();
      const now = new Date();
      const session = await sessions.insert({
        customerId: input.customerId,
        tokenHash: sha256(secret),
        ...describeClient(input.userAgent),
        userAgent: input.userAgent?.slice(0, 512) ?? null,
        ipAddress: input.ipAddress,
        touchedAt: now,
        expiresAt: new Date(now.getTime() + settings.lifetimeHours * 3_600_000),
      });
      return { secret, session };
    },

    /** The live session behind a cookie secret, or undefined when signed out, idle or expired. */
    async resolve(secret: string): Promise<SessionRow | undefined> {
      const session = await sessions.findLiveByTokenHash(sha256(secret));
      if (!session) return undefined;
      const now = Date.now();
      if (now - session.touchedAt.getTime() > settings.idleMinutes * 60_000) {
        await sessions.revoke(session.id);
        return undefined;
      }
      if (now - session.touchedAt.getTime() > TOUCH_INTERVAL_MS) {
        const touchedAt = new Date(now);
        await sessions.touch(session.id, touchedAt);
        return { ...session, touchedAt };
      }
      return session;
    },

    end: (sessionId: string) => sessions.revoke(sessionId),
  };
}
