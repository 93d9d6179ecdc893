import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { prepared } from '../../db/prepared';
import { firstRow } from '../../lib/first-row';
import {
  corridorPayoutMethods,
  corridors,
  countries,
  exchangeRateHistory,
  exchangeRates,
} from '../../db/schema';

export type CorridorRow = typeof corridors.$inferSelect;
export type PayoutMethodRow = typeof corridorPayoutMethods.$inferSelect;
export type RateRow = typeof exchangeRates.$inferSelect;
export type RateHistoryRow = typeof exchangeRateHistory.$inferSelect;
export interface CorridorWithMethods {
  corridor: CorridorRow;
  country: { id: number; iso2Alpha: string; commonName: string };
  methods: PayoutMethodRow[];
}

/** Corridors, their payout methods and the rates table: the pricing data operations change. */
export function pricingRepository(db: Database) {
  function selectCorridors(where?: SQL) {
    return db
      .select({
        corridor: corridors,
        country: {
          id: countries.id,
          iso2Alpha: countries.iso2Alpha,
          commonName: countries.commonName,
        },
        method: corridorPayoutMethods,
      })
      .from(corridors)
      .innerJoin(countries, eq(countries.id, corridors.destinationCountryId))
      .leftJoin(corridorPayoutMethods, eq(corridorPayoutMethods.corridorId, corridors.id))
      .where(where)
      .orderBy(asc(corridors.position), asc(corridors.id), asc(corridorPayoutMethods.method));
  }
  type CorridorJoinRow = Awaited<ReturnType<typeof selectCorridors>>[number];

  // The corridors list (every price screen reads it) and one corridor (every quote): prepared.
  const everyCorridor = () =>
    prepared(db, 'corridors_with_methods', (name) => selectCorridors().prepare(name));
  const corridorById = () =>
    prepared(db, 'corridor_with_methods', (name) =>
      selectCorridors(eq(corridors.id, sql.placeholder('id'))).prepare(name),
    );

  function withMethods(rows: CorridorJoinRow[]) {
    const byId = new Map<number, CorridorWithMethods>();
    for (const row of rows) {
      let entry = byId.get(row.corridor.id);
      if (!entry) {
        entry = { corridor: row.corridor, country: row.country, methods: [] };
        byId.set(row.corridor.id, entry);
      }
      if (row.method) entry.methods.push(row.method);
    }
    return [...byId.values()];
  }

  return {
    corridors: async () => withMethods(await everyCorridor().execute()),
    async corridor(id: number) {
      const [found] = withMethods(await corridorById().execute({ id }));
      return found;
    },
    async findCorridor(sourceCurrency: string, countryId: number, destinationCurrency: string) {
      const [found] = withMethods(
        await selectCorridors(
          and(
            eq(corridors.sourceCurrency, sourceCurrency),
            eq(corridors.destinationCountryId, countryId),
            eq(corridors.destinationCurrency, destinationCurrency),
          ),
        ),
      );
      return found;
    },
    async countryId(iso2: string) {
      const [row] = await db
        .select({ id: countries.id })
        .from(countries)
        .where(eq(countries.iso2Alpha, iso2));
      return row?.id;
    },
    async insertCorridor(values: typeof corridors.$inferInsert) {
      return firstRow(await db.insert(corridors).values(values).returning(), 'corridor insert');
    },
    async updateCorridor(id: number, values: Partial<typeof corridors.$inferInsert>) {
      await db
        .update(corridors)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(corridors.id, id));
    },
    async upsertPayoutMethod(values: typeof corridorPayoutMethods.$inferInsert) {
      await db
        .insert(corridorPayoutMethods)
        .values(values)
        .onConflictDoUpdate({
          target: [corridorPayoutMethods.corridorId, corridorPayoutMethods.method],
          set: { ...values, updatedAt: new Date() },
        });
    },
    /** Every quote reads one (two when the limits' currency differs): a prepared statement. */
    async rate(base: string, quote: string): Promise<RateRow | undefined> {
      const [row] = await prepared(db, 'exchange_rate', (name) =>
        db
          .select()
          .from(exchangeRates)
          .where(
            and(
              eq(exchangeRates.baseCurrency, sql.placeholder('base')),
              eq(exchangeRates.quoteCurrency, sql.placeholder('quote')),
            ),
          )
          .prepare(name),
      ).execute({ base, quote });
      return row;
    },
    rates: () =>
      db
        .select()
        .from(exchangeRates)
        .orderBy(asc(exchangeRates.baseCurrency), asc(exchangeRates.quoteCurrency)),
    /**
     * Sets a rate and appends it to the rates' history: call it inside a transaction, so the
     * history never misses a change nor shows one that rolled back.
     */
    async setRate(values: typeof exchangeRates.$inferInsert, changedBy: string) {
      await db.insert(exchangeRateHistory).values({
        baseCurrency: values.baseCurrency,
        quoteCurrency: values.quoteCurrency,
        rate: values.rate,
        source: values.source,
        changedBy,
        at: values.asOf,
      });
      await db
        .insert(exchangeRates)
        .values(values)
        .onConflictDoUpdate({
          target: [exchangeRates.baseCurrency, exchangeRates.quoteCurrency],
          set: { rate: values.rate, source: values.source, asOf: values.asOf },
        });
    },
    /** Newest first; either currency may be left out. */
    rateHistory(pair: { base?: string | undefined; quote?: string | undefined }, limit: number) {
      return db
        .select()
        .from(exchangeRateHistory)
        .where(
          and(
            pair.base ? eq(exchangeRateHistory.baseCurrency, pair.base) : undefined,
            pair.quote ? eq(exchangeRateHistory.quoteCurrency, pair.quote) : undefined,
          ),
        )
        .orderBy(desc(exchangeRateHistory.at), desc(exchangeRateHistory.id))
        .limit(limit);
    },
  };
}
export type PricingRepository = ReturnType<typeof pricingRepository>;
