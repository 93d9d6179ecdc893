import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { firstRow } from '../../lib/first-row';
import { corridors, countries, quotes } from '../../db/schema';

export type QuoteRow = typeof quotes.$inferSelect;
export interface QuoteWithCountry {
  quote: QuoteRow;
  country: { iso2Alpha: string; commonName: string };
}

export function quoteRepository(db: Database) {
  return {
    async insert(values: typeof quotes.$inferInsert): Promise<QuoteRow> {
      return firstRow(await db.insert(quotes).values(values).returning(), 'quote insert');
    },

    /** The customer's quote with its destination country; another customer's is not found. */
    async find(customerId: string, id: string): Promise<QuoteWithCountry | undefined> {
      const [row] = await db
        .select({
          quote: quotes,
          country: { iso2Alpha: countries.iso2Alpha, commonName: countries.commonName },
        })
        .from(quotes)
        .innerJoin(corridors, eq(corridors.id, quotes.corridorId))
        .innerJoin(countries, eq(countries.id, corridors.destinationCountryId))
        .where(and(eq(quotes.customerId, customerId), eq(quotes.id, id)));
      return row;
    },
  };
}
export type QuoteRepository = ReturnType<typeof quoteRepository>;
