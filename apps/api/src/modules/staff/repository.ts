import { and, asc, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { firstRow } from '../../lib/first-row';
import { staffInvitations, staffMembers, staffSessions, staffTokens } from '../../db/schema';

export type StaffRow = typeof staffMembers.$inferSelect;
export type StaffSessionRow = typeof staffSessions.$inferSelect;

export function staffRepository(db: Database) {
  return {
    count: async () =>
      (await db.select({ n: sql<number>`count(*)::int` }).from(staffMembers))[0]?.n ?? 0,

    list: () => db.select().from(staffMembers).orderBy(asc(staffMembers.email)),

    async find(id: string): Promise<StaffRow | undefined> {
      const [row] = await db.select().from(staffMembers).where(eq(staffMembers.id, id));
      return row;
    },

    async findByEmail(email: string): Promise<StaffRow | undefined> {
      const [row] = await db.select().from(staffMembers).where(eq(staffMembers.email, email));
      return row;
    },

    /** A new member and their invitation, together. */
    async invite(
      values: { email: string; name: string; roles: string[]; totpSecret: string },
      invitation: { tokenHash: string; expiresAt: Date },
      tx: Database = db,
    ): Promise<StaffRow> {
      const row = firstRow(
        await tx.insert(staffMembers).values(values).returning(),
        'staff insert',
      );
      await tx.insert(staffInvitations).values({ ...invitation, staffId: row.id });
      return row;
    },

    async update(
      id: string,
      values: Partial<Pick<StaffRow, 'roles' | 'disabledAt' | 'lastSignInAt'>>,
      tx: Database = db,
    ): Promise<StaffRow | undefined> {
      const [row] = await tx
        .update(staffMembers)
        .set(values)
        .where(eq(staffMembers.id, id))
        .returning();
      return row;
    },

    /**
     * Takes a TOTP time step if it is newer than the last one this member used: one UPDATE, so
     * the same code sent twice at once passes once.
     */
    async useTotpStep(id: string, step: number): Promise<boolean> {
      const rows = await db
        .update(staffMembers)
        .set({ totpLastStep: step })
        .where(
          and(
            eq(staffMembers.id, id),
            or(isNull(staffMembers.totpLastStep), lt(staffMembers.totpLastStep, step)),
          ),
        )
        .returning({ id: staffMembers.id });
      return rows.length === 1;
    },

    async invitation(tokenHash: string) {
      const [row] = await db
        .select({ invitation: staffInvitations, staff: staffMembers })
        .from(staffInvitations)
        .innerJoin(staffMembers, eq(staffMembers.id, staffInvitations.staffId))
        .where(
          and(
            eq(staffInvitations.tokenHash, tokenHash),
            isNull(staffInvitations.acceptedAt),
            gt(staffInvitations.expiresAt, new Date()),
          ),
        );
      return row;
    },

    /** Uses an invitation up and sets the password, once: a second acceptance finds nothing. */
    async accept(tokenHash: string, passwordHash: string, totpStep: number) {
      return db.transaction(async (tx) => {
        const [used] = await tx
          .update(staffInvitations)
          .set({ acceptedAt: new Date() })
          .where(
            and(
              eq(staffInvitations.tokenHash, tokenHash),
              isNull(staffInvitations.acceptedAt),
              gt(staffInvitations.expiresAt, new Date()),
            ),
          )
          .returning();
        if (!used) return undefined;
        const [row] = await tx
          .update(staffMembers)
          .set({ passwordHash, activatedAt: new Date(), totpLastStep: totpStep })
          .where(eq(staffMembers.id, used.staffId))
          .returning();
        return row;
      });
    },

    async startSession(values: typeof staffSessions.$inferInsert): Promise<StaffSessionRow> {
      return firstRow(await db.insert(staffSessions).values(values).returning(), 'session insert');
    },

    /** A live session by its secret's hash, with its member; ended or expired ones are gone. */
    async session(secretHash: string) {
      const [row] = await db
        .select({ session: staffSessions, staff: staffMembers })
        .from(staffSessions)
        .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
        .where(
          and(
            eq(staffSessions.secretHash, secretHash),
            isNull(staffSessions.endedAt),
            gt(staffSessions.expiresAt, new Date()),
          ),
        );
      return row;
    },

    async touchSession(id: string, expiresAt: Date) {
      await db
        .update(staffSessions)
        .set({ lastSeenAt: new Date(), expiresAt })
        .where(eq(staffSessions.id, id));
    },

    async completeSession(id: string, expiresAt: Date) {
      await db
        .update(staffSessions)
        .set({ stage: 'signed_in', lastSeenAt: new Date(), expiresAt })
        .where(eq(staffSessions.id, id));
    },

    /** Counts a wrong code, and ends the session once it reaches the limit; returns the count. */
    async failSecondFactor(id: string, limit: number): Promise<number> {
      const [row] = await db
        .update(staffSessions)
        .set({
          secondFactorFailures: sql`${staffSessions.secondFactorFailures} + 1`,
          endedAt: sql`case when ${staffSessions.secondFactorFailures} + 1 >= ${limit} then now() else ${staffSessions.endedAt} end`,
        })
        .where(eq(staffSessions.id, id))
        .returning({ failures: staffSessions.secondFactorFailures });
      return row?.failures ?? limit;
    },

    async endSession(id: string) {
      await db.update(staffSessions).set({ endedAt: new Date() }).where(eq(staffSessions.id, id));
    },

    async endSessionsOf(staffId: string, tx: Database = db) {
      await tx
        .update(staffSessions)
        .set({ endedAt: new Date() })
        .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.endedAt)));
      await tx
        .update(staffTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(staffTokens.staffId, staffId), isNull(staffTokens.revokedAt)));
    },

    async addToken(values: typeof staffTokens.$inferInsert, tx: Database = db) {
      return firstRow(await tx.insert(staffTokens).values(values).returning(), 'token insert');
    },

    tokens: (staffId: string) =>
      db
        .select()
        .from(staffTokens)
        .where(and(eq(staffTokens.staffId, staffId), isNull(staffTokens.revokedAt)))
        .orderBy(desc(staffTokens.createdAt)),

    async revokeToken(staffId: string, id: string, tx: Database = db) {
      const [row] = await tx
        .update(staffTokens)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(staffTokens.id, id),
            eq(staffTokens.staffId, staffId),
            isNull(staffTokens.revokedAt),
          ),
        )
        .returning();
      return row;
    },

    async token(tokenHash: string) {
      const [row] = await db
        .select({ token: staffTokens, staff: staffMembers })
        .from(staffTokens)
        .innerJoin(staffMembers, eq(staffMembers.id, staffTokens.staffId))
        .where(and(eq(staffTokens.tokenHash, tokenHash), isNull(staffTokens.revokedAt)));
      if (row) {
        await db
          .update(staffTokens)
          .set({ lastUsedAt: new Date() })
          .where(eq(staffTokens.id, row.token.id));
      }
      return row;
    },
  };
}
export type StaffRepository = ReturnType<typeof staffRepository>;
