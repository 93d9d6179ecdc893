import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { passwordResetTokens, recoveryCodes } from '../../db/schema';

/** A token that can be used now: this one, unused, not expired. */
const liveToken = (tokenHash: string) =>
  and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, sql`now()`),
  );

export function passwordResetRepository(db: Database) {
  return {
    async create(customerId: string, tokenHash: string, expiresAt: Date): Promise<void> {
      await db.insert(passwordResetTokens).values({ customerId, tokenHash, expiresAt });
    },

    /** Uses a live token once: answers its customer, or undefined if it is unknown, used or old. */
    async consume(tokenHash: string): Promise<string | undefined> {
      const [row] = await db
        .update(passwordResetTokens)
        .set({ usedAt: sql`now()` })
        .where(liveToken(tokenHash))
        .returning({ customerId: passwordResetTokens.customerId });
      return row?.customerId;
    },

    /** Whether a token could be used now (known, unused, not expired), without using it. */
    async isLive(tokenHash: string): Promise<boolean> {
      const [row] = await db
        .select({ customerId: passwordResetTokens.customerId })
        .from(passwordResetTokens)
        .where(liveToken(tokenHash));
      return row !== undefined;
    },

    /** A reset or a change of password makes every outstanding link useless. */
    async invalidateAll(customerId: string): Promise<void> {
      await db
        .update(passwordResetTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(eq(passwordResetTokens.customerId, customerId), isNull(passwordResetTokens.usedAt)),
        );
    },
  };
}

export function recoveryCodeRepository(db: Database) {
  return {
    async replaceAll(customerId: string, codeHashes: string[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.customerId, customerId));
        if (codeHashes.length > 0) {
          await tx
            .insert(recoveryCodes)
            .values(codeHashes.map((codeHash) => ({ customerId, codeHash })));
        }
      });
    },

    /** Uses an unused recovery code once; false when there is none with that hash. */
    /** `codeHashes`: the code's digest under each key of the ring (lib/keyring.ts). */
    async consume(customerId: string, codeHashes: string[]): Promise<boolean> {
      const rows = await db
        .update(recoveryCodes)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(recoveryCodes.customerId, customerId),
            inArray(recoveryCodes.codeHash, codeHashes),
            isNull(recoveryCodes.usedAt),
          ),
        )
        .returning({ id: recoveryCodes.id });
      return rows.length === 1;
    },
  };
}
