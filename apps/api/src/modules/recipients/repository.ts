import { and, asc, eq, ilike, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { firstRow } from '../../lib/first-row';
import { likeEscape } from '../../lib/sql-text';
import { countries, recipients } from '../../db/schema';

export type { TransferRecipientSnapshot } from '../../db/schema';

export type RecipientRow = typeof recipients.$inferSelect;
export interface RecipientWithCountry {
  recipient: RecipientRow;
  country: { iso2Alpha: string; commonName: string };
}

export interface RecipientFilter {
  text?: string | undefined;
  countryId?: number | undefined;
  currency?: string | undefined;
  payoutMethod?: string | undefined;
}

/** A customer's recipients; deleted ones are hidden but kept for the transfers that name them. */
export function recipientRepository(db: Database) {
  function select(where: SQL | undefined) {
    return db
      .select({
        recipient: recipients,
        country: { iso2Alpha: countries.iso2Alpha, commonName: countries.commonName },
      })
      .from(recipients)
      .innerJoin(countries, eq(countries.id, recipients.countryId))
      .where(where);
  }

  return {
    list(customerId: string, filter: RecipientFilter): Promise<RecipientWithCountry[]> {
      return select(
        and(
          eq(recipients.customerId, customerId),
          isNull(recipients.deletedAt),
          filter.text ? ilike(recipients.fullName, `%${likeEscape(filter.text)}%`) : undefined,
          filter.countryId ? eq(recipients.countryId, filter.countryId) : undefined,
          filter.currency ? eq(recipients.currency, filter.currency) : undefined,
          filter.payoutMethod ? eq(recipients.payoutMethod, filter.payoutMethod) : undefined,
        ),
      )
        .orderBy(asc(recipients.fullName), asc(recipients.createdAt))
        .limit(500);
    },

    async find(customerId: string, id: string): Promise<RecipientWithCountry | undefined> {
      const [row] = await select(
        and(
          eq(recipients.customerId, customerId),
          eq(recipients.id, id),
          isNull(recipients.deletedAt),
        ),
      );
      return row;
    },

    async insert(values: typeof recipients.$inferInsert) {
      return firstRow(await db.insert(recipients).values(values).returning(), 'recipient insert');
    },

    async update(customerId: string, id: string, values: Partial<typeof recipients.$inferInsert>) {
      const [row] = await db
        .update(recipients)
        .set({ ...values, updatedAt: new Date() })
        .where(
          and(
            eq(recipients.customerId, customerId),
            eq(recipients.id, id),
            isNull(recipients.deletedAt),
          ),
        )
        .returning();
      return row;
    },

    async softDelete(customerId: string, id: string): Promise<boolean> {
      const rows = await db
        .update(recipients)
        .set({ deletedAt: new Date() })
        .where(
          and(
            eq(recipients.customerId, customerId),
            eq(recipients.id, id),
            isNull(recipients.deletedAt),
          ),
        )
        .returning({ id: recipients.id });
      return rows.length > 0;
    },
  };
}
export type RecipientRepository = ReturnType<typeof recipientRepository>;
