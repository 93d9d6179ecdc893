import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  accounts,
  addresses,
  birthDetails,
  complianceCases,
  countries,
  customers,
  monitoringAlerts,
  recipients,
  screeningClearances,
  screenings,
  transfers,
} from '../../db/schema';

export type CaseRow = typeof complianceCases.$inferSelect;
export type SubjectType = 'customer' | 'recipient';

/** What staff quote: "C-1042". */
export const caseReference = (row: Pick<CaseRow, 'number'>) => `C-${row.number}`;

/** Transfers a case can still stop: not yet paid out, not ended. */
export const STOPPABLE_STATUSES = [
  'awaiting_payment',
  'payment_processing',
  'funds_received',
  'on_hold',
];

const alertCount = () =>
  sql<number>`(select count(*)::int from ${monitoringAlerts} where ${monitoringAlerts.caseId} = ${complianceCases.id})`;

export type ComplianceRepository = ReturnType<typeof complianceRepository>;

/** Screenings, cases and clearances; and the people screened, as screening reads them. */
export function complianceRepository(db: Database) {
  return {
    /** A customer as screened: their legal name, date of birth and nationality. */
    async customerSubject(customerId: string) {
      const [row] = await db
        .select({
          wholeName: customers.wholeName,
          dateOfBirth: birthDetails.dateOfBirth,
          nationality: countries.iso2Alpha,
        })
        .from(customers)
        .leftJoin(birthDetails, eq(birthDetails.customerId, customers.id))
        .leftJoin(countries, eq(countries.id, customers.nationalityId))
        .where(eq(customers.id, customerId));
      return row;
    },

    async recipientSubject(recipientId: string) {
      const [row] = await db
        .select({
          customerId: recipients.customerId,
          fullName: recipients.fullName,
          blockedAt: recipients.blockedAt,
        })
        .from(recipients)
        .where(eq(recipients.id, recipientId));
      return row;
    },

    /** Customers with a name, a page at a time in id order (re-screening after a list change). */
    customersAfter: (afterId: string, limit: number) =>
      db
        .select({ id: customers.id })
        .from(customers)
        .where(and(sql`${customers.wholeName} is not null`, sql`${customers.id} > ${afterId}`))
        .orderBy(customers.id)
        .limit(limit),

    recipientsAfter: (afterId: string, limit: number) =>
      db
        .select({ id: recipients.id })
        .from(recipients)
        .where(and(sql`${recipients.deletedAt} is null`, sql`${recipients.id} > ${afterId}`))
        .orderBy(recipients.id)
        .limit(limit),

    clearances: (subjectType: SubjectType, subjectId: string) =>
      db
        .select()
        .from(screeningClearances)
        .where(
          and(
            eq(screeningClearances.subjectType, subjectType),
            eq(screeningClearances.subjectId, subjectId),
          ),
        ),

    async recordScreening(row: typeof screenings.$inferInsert) {
      await db.insert(screenings).values(row);
    },

    /** Opens the subject's case, or adds the hits to the one already open. */
    async openCase(row: typeof complianceCases.$inferInsert): Promise<CaseRow> {
      const [opened] = await db
        .insert(complianceCases)
        .values(row)
        .onConflictDoUpdate({
          target: [complianceCases.kind, complianceCases.subjectType, complianceCases.subjectId],
          targetWhere: sql`status = 'open'`,
          set: {
            hits: row.hits,
            subject: row.subject,
            // Once a case stops payouts it keeps doing so until decided.
            stopsPayout: sql`${complianceCases.stopsPayout} or excluded.stops_payout`,
            updatedAt: sql`now()`,
          },
        })
        .returning();
      if (!opened) throw new Error('The case was not opened.');
      return opened;
    },

    async openCaseOf(subjectType: SubjectType, subjectId: string): Promise<CaseRow | undefined> {
      const [row] = await db
        .select()
        .from(complianceCases)
        .where(
          and(
            eq(complianceCases.subjectType, subjectType),
            eq(complianceCases.subjectId, subjectId),
            eq(complianceCases.status, 'open'),
          ),
        );
      return row;
    },

    /**
     * Whether an open case that stops payouts (not an alert-only one) stops a transfer of this
     * customer to this recipient.
     */
    async stopsTransfer(customerId: string, recipientId: string | null) {
      // One subject at a time: each asks the open-subject index directly (an OR of the two
      // would read the whole index).
      const openOn = async (subjectType: SubjectType, subjectId: string) => {
        const [row] = await db
          .select({ id: complianceCases.id })
          .from(complianceCases)
          .where(
            and(
              eq(complianceCases.subjectType, subjectType),
              eq(complianceCases.subjectId, subjectId),
              eq(complianceCases.status, 'open'),
              eq(complianceCases.stopsPayout, true),
            ),
          )
          .limit(1);
        return Boolean(row);
      };
      if (await openOn('customer', customerId)) return true;
      return recipientId ? openOn('recipient', recipientId) : false;
    },

    list: (status: string | undefined) =>
      db
        .select({
          case: complianceCases,
          crn: customers.crn,
          customerName: customers.wholeName,
          alertCount: alertCount(),
        })
        .from(complianceCases)
        .innerJoin(customers, eq(customers.id, complianceCases.customerId))
        .where(status ? eq(complianceCases.status, status) : undefined)
        .orderBy(desc(complianceCases.updatedAt))
        .limit(200),

    async find(id: string) {
      const [row] = await db
        .select({
          case: complianceCases,
          crn: customers.crn,
          customerName: customers.wholeName,
          email: accounts.email,
          alertCount: alertCount(),
        })
        .from(complianceCases)
        .innerJoin(customers, eq(customers.id, complianceCases.customerId))
        .leftJoin(accounts, eq(accounts.customerId, complianceCases.customerId))
        .where(eq(complianceCases.id, id));
      return row;
    },

    async row(id: string): Promise<CaseRow | undefined> {
      const [row] = await db.select().from(complianceCases).where(eq(complianceCases.id, id));
      return row;
    },

    async lock(id: string): Promise<CaseRow | undefined> {
      const [row] = await db
        .select()
        .from(complianceCases)
        .where(eq(complianceCases.id, id))
        .for('update');
      return row;
    },

    async decide(id: string, decision: { status: string; decidedBy: string; note: string }) {
      await db
        .update(complianceCases)
        .set({
          status: decision.status,
          decidedBy: decision.decidedBy,
          decisionNote: decision.note,
          decidedAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(eq(complianceCases.id, id));
    },

    async clear(rows: (typeof screeningClearances.$inferInsert)[]) {
      if (rows.length > 0) await db.insert(screeningClearances).values(rows);
    },

    async blockCustomer(customerId: string) {
      await db
        .update(customers)
        .set({ isBlockedForSending: true, updatedAt: sql`now()` })
        .where(eq(customers.id, customerId));
    },

    async blockRecipient(recipientId: string) {
      await db
        .update(recipients)
        .set({ blockedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(recipients.id, recipientId));
    },

    /** The transfers a case stops (the customer's, or those to the recipient), newest first. */
    transfersOf: (row: Pick<CaseRow, 'subjectType' | 'subjectId'>) =>
      db
        .select({
          id: transfers.id,
          trackingNumber: transfers.trackingNumber,
          status: transfers.status,
          sendMinor: transfers.sendMinor,
          sourceCurrency: transfers.sourceCurrency,
          createdAt: transfers.createdAt,
        })
        .from(transfers)
        .where(
          and(
            row.subjectType === 'customer'
              ? eq(transfers.customerId, row.subjectId)
              : eq(transfers.recipientId, row.subjectId),
            inArray(transfers.status, STOPPABLE_STATUSES),
          ),
        )
        .orderBy(desc(transfers.createdAt))
        .limit(100),

    /** A customer as a report names them: legal name, birth, nationality, contact, address. */
    async customerParty(customerId: string) {
      const [row] = await db
        .select({
          crn: customers.crn,
          wholeName: customers.wholeName,
          email: accounts.email,
          dateOfBirth: birthDetails.dateOfBirth,
          nationality: countries.commonName,
          address: addresses,
        })
        .from(customers)
        .leftJoin(accounts, eq(accounts.customerId, customers.id))
        .leftJoin(birthDetails, eq(birthDetails.customerId, customers.id))
        .leftJoin(countries, eq(countries.id, customers.nationalityId))
        .leftJoin(addresses, eq(addresses.customerId, customers.id))
        .where(eq(customers.id, customerId));
      return row;
    },

    /** Every transfer of the subject (the customer's, or those to the recipient), newest first. */
    relatedTransfers: (row: Pick<CaseRow, 'subjectType' | 'subjectId'>) =>
      db
        .select()
        .from(transfers)
        .where(
          row.subjectType === 'customer'
            ? eq(transfers.customerId, row.subjectId)
            : eq(transfers.recipientId, row.subjectId),
        )
        .orderBy(desc(transfers.createdAt))
        .limit(100),
  };
}
