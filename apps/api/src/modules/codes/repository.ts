import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { oneTimeCodes } from '../../db/schema';

export type CodeRow = typeof oneTimeCodes.$inferSelect;
export interface CodeScope {
  customerId: string;
  purpose: 'email-verification' | 'email-change' | 'sign-in' | 'step-up' | 'mobile-verification';
  sessionId?: string | undefined;
}

const scoped = (scope: CodeScope) =>
  and(
    eq(oneTimeCodes.customerId, scope.customerId),
    eq(oneTimeCodes.purpose, scope.purpose),
    scope.sessionId ? eq(oneTimeCodes.sessionId, scope.sessionId) : undefined,
  );

export function codeRepository(db: Database) {
  return {
    async latest(scope: CodeScope): Promise<CodeRow | undefined> {
      const [row] = await db
        .select()
        .from(oneTimeCodes)
        .where(scoped(scope))
        .orderBy(desc(oneTimeCodes.createdAt))
        .limit(1);
      return row;
    },

    /** A new code replaces every earlier one of its scope. */
    async replace(scope: CodeScope, codeHash: string, expiresAt: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(oneTimeCodes)
          .set({ consumedAt: sql`now()` })
          .where(and(scoped(scope), isNull(oneTimeCodes.consumedAt)));
        await tx.insert(oneTimeCodes).values({
          customerId: scope.customerId,
          purpose: scope.purpose,
          sessionId: scope.sessionId ?? null,
          codeHash,
          expiresAt,
        });
      });
    },

    /**
     * Counts one attempt at the scope's latest code while it is live and has tries left, in one
     * statement: answers the code's hash and its attempts, this one included, or undefined when
     * it has none left (so many guesses at once cannot get more tries than the limit).
     */
    async claimAttempt(scope: CodeScope, maxAttempts: number) {
      // "id = (scalar subquery)", not "in": PostgreSQL then looks the one row up by its key
      // instead of reading the primary key whole for a semi-join.
      const latest = db
        .select({ id: oneTimeCodes.id })
        .from(oneTimeCodes)
        .where(scoped(scope))
        .orderBy(desc(oneTimeCodes.createdAt))
        .limit(1);
      const [row] = await db
        .update(oneTimeCodes)
        .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
        .where(
          and(
            eq(oneTimeCodes.id, sql`(${latest})`),
            isNull(oneTimeCodes.consumedAt),
            gt(oneTimeCodes.expiresAt, sql`now()`),
            lt(oneTimeCodes.attempts, maxAttempts),
          ),
        )
        .returning({
          id: oneTimeCodes.id,
          codeHash: oneTimeCodes.codeHash,
          attempts: oneTimeCodes.attempts,
        });
      return row;
    },

    /**
     * Moves the customer's live code of this purpose, sent less than `seconds` ago, to another
     * session; false when there is none.
     */
    async handOver(scope: CodeScope & { sessionId: string }, seconds: number): Promise<boolean> {
      const latest = db
        .select({ id: oneTimeCodes.id })
        .from(oneTimeCodes)
        .where(scoped({ customerId: scope.customerId, purpose: scope.purpose }))
        .orderBy(desc(oneTimeCodes.createdAt))
        .limit(1);
      const rows = await db
        .update(oneTimeCodes)
        .set({ sessionId: scope.sessionId })
        .where(
          and(
            eq(oneTimeCodes.id, sql`(${latest})`),
            isNull(oneTimeCodes.consumedAt),
            gt(oneTimeCodes.expiresAt, sql`now()`),
            gt(oneTimeCodes.createdAt, sql`now() - make_interval(secs => ${seconds})`),
          ),
        )
        .returning({ id: oneTimeCodes.id });
      return rows.length === 1;
    },

    /** Marks the code used; false when another request used it first. */
    async consume(id: string): Promise<boolean> {
      const rows = await db
        .update(oneTimeCodes)
        .set({ consumedAt: sql`now()` })
        .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.consumedAt)))
        .returning({ id: oneTimeCodes.id });
      return rows.length === 1;
    },
  };
}
