import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { prepared } from '../../db/prepared';
import { customers, sessions } from '../../db/schema';

/**
 * A session. Looked up from its cookie, it also carries its customer's data version (migration
 * 0032), which says whether a copy of the customer's record is still theirs
 * (customers/service.ts, lib/versioned-copies.ts).
 */
export type SessionRow = typeof sessions.$inferSelect & { customerDataVersion?: number };

export function sessionRepository(db: Database) {
  // Every signed-in request starts here.
  const liveByTokenHash = () =>
    prepared(db, 'session_live_by_token_hash', (name) =>
      db
        .select({
          session: sessions,
          // A subquery, not a join: one lookup by the customer's key whatever the tables' sizes
          // (with a join, PostgreSQL may plan to read the customers' index end to end).
          customerDataVersion:
            sql<number>`(select ${customers.dataVersion} from ${customers} where ${customers.id} = ${sessions.customerId})`.mapWith(
              Number,
            ),
        })
        .from(sessions)
        .where(
          and(
            eq(sessions.tokenHash, sql.placeholder('tokenHash')),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, sql.placeholder('now')),
          ),
        )
        .prepare(name),
    );

  return {
    async insert(values: typeof sessions.$inferInsert): Promise<SessionRow> {
      const [row] = await db.insert(sessions).values(values).returning();
      if (!row) throw new Error('session insert returned no row');
      return row;
    },

    /** A session that is neither revoked nor past its absolute lifetime. */
    async findLiveByTokenHash(tokenHash: string): Promise<SessionRow | undefined> {
      // A placeholder's value reaches the driver as given: the time as text, as drizzle would
      // have sent the Date.
      const now = new Date().toISOString();
      const [row] = await liveByTokenHash().execute({ tokenHash, now });
      return row && { ...row.session, customerDataVersion: row.customerDataVersion };
    },

    async find(id: string): Promise<SessionRow | undefined> {
      const [row] = await db.select().from(sessions).where(eq(sessions.id, id));
      return row;
    },

    async touch(id: string, at: Date): Promise<void> {
      await db.update(sessions).set({ touchedAt: at }).where(eq(sessions.id, id));
    },

    /** Live sessions of a customer, most recently active first (the device list). */
    listLive(customerId: string): Promise<SessionRow[]> {
      return db
        .select()
        .from(sessions)
        .where(
          and(
            eq(sessions.customerId, customerId),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, new Date()),
          ),
        )
        .orderBy(desc(sessions.touchedAt));
    },

    async update(
      id: string,
      values: Partial<
        Pick<SessionRow, 'tokenHash' | 'isMfaCompleted' | 'mfaMethod' | 'secondFactorAt'>
      >,
    ): Promise<SessionRow> {
      const [row] = await db
        .update(sessions)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(sessions.id, id))
        .returning();
      if (!row) throw new Error('session update matched no row');
      return row;
    },

    /**
     * Counts one attempt at the second factor while the session has tries left, in one
     * statement: answers the attempts so far, this one included, or undefined when none is left.
     */
    async claimMfaAttempt(id: string, maxAttempts: number): Promise<number | undefined> {
      const [row] = await db
        .update(sessions)
        .set({ mfaFailures: sql`${sessions.mfaFailures} + 1` })
        .where(and(eq(sessions.id, id), lt(sessions.mfaFailures, maxAttempts)))
        .returning({ attempts: sessions.mfaFailures });
      return row?.attempts;
    },

    /** Ends a customer's sessions, all of them or all but one. */
    async revokeAll(customerId: string, exceptId?: string): Promise<void> {
      const now = new Date();
      await db
        .update(sessions)
        .set({ revokedAt: now, updatedAt: now })
        .where(
          and(
            eq(sessions.customerId, customerId),
            isNull(sessions.revokedAt),
            exceptId ? ne(sessions.id, exceptId) : undefined,
          ),
        );
    },

    /** Ends a session; false when it had already ended. */
    async revoke(id: string): Promise<boolean> {
      const now = new Date();
      const rows = await db
        .update(sessions)
        .set({ revokedAt: now, updatedAt: now })
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return rows.length === 1;
    },
  };
}
