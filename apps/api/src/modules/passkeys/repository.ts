import { and, asc, count, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { passkeys, webauthnChallenges } from '../../db/schema';

export type PasskeyRow = typeof passkeys.$inferSelect;
export type ChallengePurpose = 'registration' | 'sign-in' | 'second-factor' | 'step-up';

export function passkeyRepository(db: Database) {
  return {
    listForCustomer(customerId: string): Promise<PasskeyRow[]> {
      return db
        .select()
        .from(passkeys)
        .where(eq(passkeys.customerId, customerId))
        .orderBy(asc(passkeys.createdAt));
    },

    async countForCustomer(customerId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(passkeys)
        .where(eq(passkeys.customerId, customerId));
      return row?.n ?? 0;
    },

    async findByCredentialId(credentialId: string): Promise<PasskeyRow | undefined> {
      const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId));
      return row;
    },

    /** Answers the new row, or undefined when the credential is already enrolled (by anyone). */
    async insert(values: typeof passkeys.$inferInsert): Promise<PasskeyRow | undefined> {
      const [row] = await db
        .insert(passkeys)
        .values(values)
        .onConflictDoNothing({ target: passkeys.credentialId })
        .returning();
      return row;
    },

    async rename(customerId: string, id: string, name: string): Promise<PasskeyRow | undefined> {
      const [row] = await db
        .update(passkeys)
        .set({ name })
        .where(and(eq(passkeys.id, id), eq(passkeys.customerId, customerId)))
        .returning();
      return row;
    },

    async remove(customerId: string, id: string): Promise<PasskeyRow | undefined> {
      const [row] = await db
        .delete(passkeys)
        .where(and(eq(passkeys.id, id), eq(passkeys.customerId, customerId)))
        .returning();
      return row;
    },

    /**
     * Records a use, in one statement that also refuses a counter that did not move forward
     * (a cloned authenticator): false then. Authenticators that keep no counter send 0 always.
     */
    async recordUse(id: string, newCounter: number, backedUp: boolean): Promise<boolean> {
      const rows = await db
        .update(passkeys)
        .set({ counter: newCounter, backedUp, lastUsedAt: sql`now()` })
        .where(
          and(
            eq(passkeys.id, id),
            or(
              lt(passkeys.counter, newCounter),
              and(eq(passkeys.counter, 0), sql`${newCounter}::bigint = 0`),
            ),
          ),
        )
        .returning({ id: passkeys.id });
      return rows.length === 1;
    },
  };
}

export function challengeRepository(db: Database) {
  return {
    async create(values: {
      challenge: string;
      purpose: ChallengePurpose;
      binding: string;
      expiresAt: Date;
    }): Promise<void> {
      // Old challenges nobody answered are swept as new ones are made.
      await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, sql`now()`));
      await db.insert(webauthnChallenges).values(values);
    },

    /**
     * Uses a live challenge once, in one statement: of two requests answering the same
     * challenge at the same moment, exactly one gets true.
     */
    async consume(challenge: string, purpose: ChallengePurpose, binding: string): Promise<boolean> {
      const rows = await db
        .delete(webauthnChallenges)
        .where(
          and(
            eq(webauthnChallenges.challenge, challenge),
            eq(webauthnChallenges.purpose, purpose),
            eq(webauthnChallenges.binding, binding),
            gt(webauthnChallenges.expiresAt, sql`now()`),
          ),
        )
        .returning({ id: webauthnChallenges.id });
      return rows.length === 1;
    },
  };
}
export type PasskeyRepository = ReturnType<typeof passkeyRepository>;
export type ChallengeRepository = ReturnType<typeof challengeRepository>;
