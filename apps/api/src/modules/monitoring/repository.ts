import { and, asc, desc, eq, gte, inArray, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  beneficiaryAccount,
  countries,
  customers,
  monitoringAlerts,
  monitoringRuleChanges,
  monitoringRules,
  recipients,
  staffMembers,
  transfers,
} from '../../db/schema';

export type RuleRow = typeof monitoringRules.$inferSelect;
export type AlertRow = typeof monitoringAlerts.$inferSelect;

/** The paid transfers a pattern may hold (a rule keeps at most this many as its evidence). */
const PATTERN_LIMIT = 100;

/** The rules, their history and alerts; and the paid transfers the rules read. */
export function monitoringRepository(db: Database) {
  const paid = (since: Date) => and(isNotNull(transfers.paidAt), gte(transfers.paidAt, since));

  return {
    rules: () =>
      db
        .select({ rule: monitoringRules, updatedBy: staffMembers.email })
        .from(monitoringRules)
        .leftJoin(staffMembers, eq(staffMembers.id, monitoringRules.updatedBy))
        .orderBy(asc(monitoringRules.code)),

    enabledRules: () => db.select().from(monitoringRules).where(eq(monitoringRules.enabled, true)),

    async lockRule(code: string): Promise<RuleRow | undefined> {
      const [row] = await db
        .select()
        .from(monitoringRules)
        .where(eq(monitoringRules.code, code))
        .for('update');
      return row;
    },

    async updateRule(
      code: string,
      change: Pick<RuleRow, 'enabled' | 'action' | 'params'>,
      by: string,
    ) {
      await db
        .update(monitoringRules)
        .set({ ...change, updatedBy: by, updatedAt: sql`now()` })
        .where(eq(monitoringRules.code, code));
    },

    async recordChange(row: typeof monitoringRuleChanges.$inferInsert) {
      await db.insert(monitoringRuleChanges).values(row);
    },

    history: (code: string) =>
      db
        .select({ change: monitoringRuleChanges, changedBy: staffMembers.email })
        .from(monitoringRuleChanges)
        .innerJoin(staffMembers, eq(staffMembers.id, monitoringRuleChanges.changedBy))
        .where(eq(monitoringRuleChanges.ruleCode, code))
        .orderBy(desc(monitoringRuleChanges.id))
        .limit(200),

    async alertExists(ruleCode: string, transferId: string) {
      const [row] = await db
        .select({ id: monitoringAlerts.id })
        .from(monitoringAlerts)
        .where(
          and(eq(monitoringAlerts.ruleCode, ruleCode), eq(monitoringAlerts.transferId, transferId)),
        );
      return Boolean(row);
    },

    async insertAlert(row: typeof monitoringAlerts.$inferInsert) {
      await db.insert(monitoringAlerts).values(row).onConflictDoNothing();
    },

    alertsOfCase: (caseId: string) =>
      db
        .select()
        .from(monitoringAlerts)
        .where(eq(monitoringAlerts.caseId, caseId))
        .orderBy(asc(monitoringAlerts.createdAt), asc(monitoringAlerts.id)),

    transfersById: (ids: string[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .select({
              id: transfers.id,
              trackingNumber: transfers.trackingNumber,
              status: transfers.status,
              sendMinor: transfers.sendMinor,
              sourceCurrency: transfers.sourceCurrency,
              createdAt: transfers.createdAt,
            })
            .from(transfers)
            .where(inArray(transfers.id, ids)),

    async customerFacts(customerId: string) {
      const [row] = await db
        .select({
          wholeName: customers.wholeName,
          crn: customers.crn,
          nationality: countries.iso2Alpha,
        })
        .from(customers)
        .leftJoin(countries, eq(countries.id, customers.nationalityId))
        .where(eq(customers.id, customerId));
      return row;
    },

    /** The customer's paid transfers since `since`, optionally within a band of AUD amounts. */
    customerPaidSince: (
      customerId: string,
      since: Date,
      band?: { fromMinor: number; belowMinor: number },
    ) =>
      db
        .select({ id: transfers.id })
        .from(transfers)
        .where(
          and(
            eq(transfers.customerId, customerId),
            paid(since),
            band && gte(transfers.limitMinor, band.fromMinor),
            band && lt(transfers.limitMinor, band.belowMinor),
          ),
        )
        .orderBy(asc(transfers.paidAt))
        .limit(PATTERN_LIMIT),

    /** Whether the customer had a transfer paid before this one. */
    async paidBefore(customerId: string, transferId: string) {
      const [row] = await db
        .select({ id: transfers.id })
        .from(transfers)
        .where(
          and(
            eq(transfers.customerId, customerId),
            ne(transfers.id, transferId),
            isNotNull(transfers.paidAt),
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    /** Paid transfers to one account (country, payout method, account number) since `since`. */
    beneficiaryPaidSince: (
      account: { country: string; payoutMethod: string; number: string },
      since: Date,
    ) =>
      db
        .select({ id: transfers.id, customerId: transfers.customerId })
        .from(transfers)
        .where(
          and(
            sql`${transfers.recipient} ->> 'countryIso2' = ${account.country}`,
            eq(transfers.payoutMethod, account.payoutMethod),
            sql`${beneficiaryAccount(transfers.recipient)} = ${account.number}`,
            paid(since),
          ),
        )
        .orderBy(asc(transfers.paidAt))
        .limit(PATTERN_LIMIT),

    /** The customer's paid transfers since `since` to recipients they added since then. */
    async newRecipientsPaidSince(customerId: string, since: Date) {
      const paidTo = await db
        .select({ id: transfers.id, recipientId: transfers.recipientId })
        .from(transfers)
        .where(and(eq(transfers.customerId, customerId), paid(since)))
        .orderBy(asc(transfers.paidAt))
        .limit(PATTERN_LIMIT);
      const ids = [...new Set(paidTo.flatMap((row) => (row.recipientId ? [row.recipientId] : [])))];
      if (ids.length === 0) return [];
      // Two reads, each by its own index, rather than a join the planner may merge whole.
      const added = new Set(
        (
          await db
            .select({ id: recipients.id })
            .from(recipients)
            .where(and(inArray(recipients.id, ids), gte(recipients.createdAt, since)))
        ).map((row) => row.id),
      );
      return paidTo.filter((row) => row.recipientId !== null && added.has(row.recipientId));
    },
  };
}
export type MonitoringRepository = ReturnType<typeof monitoringRepository>;
