import { and, desc, eq, gt, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  accounts,
  countries,
  customerNotes,
  customers,
  recipients,
  securityEvents,
  sessions,
  staffMembers,
  transfers,
} from '../../db/schema';
import { firstRow } from '../../lib/first-row';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** What staff read of customers beyond the customer's own record (customers/repository.ts). */
export function customerAdminRepository(db: Database) {
  return {
    /**
     * Customers by email, name, phone number, reference number or a transfer's tracking
     * number; at most 50, newest first.
     */
    search(query: string) {
      const text = `%${escapeLike(query)}%`;
      const digits = query.replace(/\D/g, '');
      const upper = query.trim().toUpperCase();
      return db
        .select({ customer: customers, account: accounts })
        .from(customers)
        .innerJoin(accounts, eq(accounts.customerId, customers.id))
        .where(
          query
            ? or(
                ilike(accounts.email, text),
                ilike(customers.wholeName, text),
                ilike(customers.name, text),
                eq(customers.crn, upper),
                ...(digits.length >= 4 ? [ilike(accounts.mobileNumber, `%${digits}%`)] : []),
                sql`exists (select 1 from ${transfers} where ${transfers.customerId} = ${customers.id} and ${transfers.trackingNumber} = ${upper})`,
              )
            : undefined,
        )
        .orderBy(desc(customers.createdAt))
        .limit(50);
    },

    async setBlocked(customerId: string, blocked: boolean, tx: Database = db) {
      const [row] = await tx
        .update(customers)
        .set({ isBlockedForSending: blocked, updatedAt: new Date() })
        .where(eq(customers.id, customerId))
        .returning();
      return row;
    },

    async blockedState(customerId: string, tx: Database = db) {
      const [row] = await tx
        .select({ blocked: customers.isBlockedForSending })
        .from(customers)
        .where(eq(customers.id, customerId))
        .for('update');
      return row;
    },

    transfers: (customerId: string) =>
      db
        .select()
        .from(transfers)
        .where(eq(transfers.customerId, customerId))
        .orderBy(desc(transfers.createdAt))
        .limit(50),

    recipients: (customerId: string) =>
      db
        .select({ recipient: recipients, country: countries.commonName })
        .from(recipients)
        .innerJoin(countries, eq(countries.id, recipients.countryId))
        .where(and(eq(recipients.customerId, customerId), isNull(recipients.deletedAt)))
        .orderBy(recipients.fullName),

    /** Signed-in browsers that have not ended. */
    devices: (customerId: string) =>
      db
        .select()
        .from(sessions)
        .where(
          and(
            eq(sessions.customerId, customerId),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, new Date()),
          ),
        )
        .orderBy(desc(sessions.touchedAt)),

    securityEvents: (customerId: string) =>
      db
        .select()
        .from(securityEvents)
        .where(eq(securityEvents.customerId, customerId))
        .orderBy(desc(securityEvents.createdAt))
        .limit(50),

    notes: (customerId: string) =>
      db
        .select({ note: customerNotes, author: staffMembers.email })
        .from(customerNotes)
        .innerJoin(staffMembers, eq(staffMembers.id, customerNotes.staffId))
        .where(eq(customerNotes.customerId, customerId))
        .orderBy(desc(customerNotes.createdAt)),

    async addNote(values: typeof customerNotes.$inferInsert, tx: Database = db) {
      return firstRow(await tx.insert(customerNotes).values(values).returning(), 'note insert');
    },
  };
}
export type CustomerAdminRepository = ReturnType<typeof customerAdminRepository>;
