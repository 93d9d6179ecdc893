import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { oneTimeCodes } from '../../db/schema';

export type CodeRow = typeof oneTimeCodes.$inferSelect;
export interface CodeScope {
  customerId: string;
  purpose: 'email-verification' | 'sign-in' | 'mobile-verification';
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

    async countFailure(id: string): Promise<void> {
      await db
        .update(oneTimeCodes)
        .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
        .where(eq(oneTimeCodes.id, id));
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
