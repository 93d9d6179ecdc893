import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions } from '../../db/schema';

export type SessionRow = typeof sessions.$inferSelect;

export function sessionRepository(db: Database) {
  return {
    async insert(values: typeof sessions.$inferInsert): Promise<SessionRow> {
      const [row] = await db.insert(sessions).values(values).returning();
      if (!row) throw new Error('session insert returned no row');
      return row;
    },

    /** A session that is neither revoked nor past its absolute lifetime. */
    async findLiveByTokenHash(tokenHash: string): Promise<SessionRow | undefined> {
      const [row] = await db
        .select()
        .from(sessions)
        .where(
          and(
            eq(sessions.tokenHash, tokenHash),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, new Date()),
          ),
        );
      return row;
    },

    async touch(id: string, at: Date): Promise<void> {
      await db.update(sessions).set({ touchedAt: at }).where(eq(sessions.id, id));
    },

    async revoke(id: string): Promise<void> {
      const now = new Date();
      await db
        .update(sessions)
        .set({ revokedAt: now, updatedAt: now })
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
    },
  };
}
