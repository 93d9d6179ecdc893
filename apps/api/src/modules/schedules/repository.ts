import { and, asc, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  corridors,
  countries,
  quotes,
  recipients,
  scheduleOccurrences,
  schedules,
  transfers,
} from '../../db/schema';
import { firstRow } from '../../lib/first-row';

export type ScheduleRow = typeof schedules.$inferSelect;
export type OccurrenceRow = typeof scheduleOccurrences.$inferSelect;

/** A schedule with what its screens name: the recipient and the destination country. */
export interface ScheduleWithNames {
  schedule: ScheduleRow;
  recipient: {
    id: string;
    fullName: string;
    summary: string;
    deletedAt: Date | null;
    blockedAt: Date | null;
  };
  country: string;
}

export function scheduleRepository(db: Database) {
  const withNames = () =>
    db
      .select({
        schedule: schedules,
        recipient: {
          id: recipients.id,
          fullName: recipients.fullName,
          summary: recipients.summary,
          deletedAt: recipients.deletedAt,
          blockedAt: recipients.blockedAt,
        },
        country: countries.commonName,
      })
      .from(schedules)
      .innerJoin(recipients, eq(recipients.id, schedules.recipientId))
      .innerJoin(corridors, eq(corridors.id, schedules.corridorId))
      .innerJoin(countries, eq(countries.id, corridors.destinationCountryId));

  return {
    /** Each corridor's destination country code, by corridor id: a schedule names it by code. */
    async destinationCodes(): Promise<ReadonlyMap<number, string>> {
      const rows = await db
        .select({ corridorId: corridors.id, code: countries.iso2Alpha })
        .from(corridors)
        .innerJoin(countries, eq(countries.id, corridors.destinationCountryId));
      return new Map(rows.map((row) => [row.corridorId, row.code]));
    },

    /** The transfer a schedule repeats, with how its price was asked for (send or receive). */
    async transferToRepeat(customerId: string, transferId: string) {
      const [row] = await db
        .select({ transfer: transfers, quote: quotes })
        .from(transfers)
        .innerJoin(quotes, eq(quotes.id, transfers.quoteId))
        .where(and(eq(transfers.customerId, customerId), eq(transfers.id, transferId)));
      return row;
    },

    async byIdempotencyKey(customerId: string, key: string) {
      const [row] = await db
        .select()
        .from(schedules)
        .where(and(eq(schedules.customerId, customerId), eq(schedules.idempotencyKey, key)));
      return row;
    },

    /** Inserts, or answers undefined when another request took the key first. */
    async insert(values: typeof schedules.$inferInsert) {
      const [row] = await db.insert(schedules).values(values).onConflictDoNothing().returning();
      return row;
    },

    list: (customerId: string) =>
      withNames().where(eq(schedules.customerId, customerId)).orderBy(desc(schedules.createdAt)),

    async find(customerId: string, id: string): Promise<ScheduleWithNames | undefined> {
      const [row] = await withNames().where(
        and(eq(schedules.customerId, customerId), eq(schedules.id, id)),
      );
      return row;
    },

    /** Active schedules whose next day is `day` or earlier, oldest day first. */
    due: (day: string) =>
      withNames()
        .where(and(eq(schedules.status, 'active'), lte(schedules.nextDate, day)))
        .orderBy(asc(schedules.nextDate)),

    async update(id: string, values: Partial<typeof schedules.$inferInsert>) {
      return firstRow(
        await db
          .update(schedules)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(schedules.id, id))
          .returning(),
        'schedule update',
      );
    },

    /** The latest occurrences first. */
    occurrences: (scheduleIds: string[]) =>
      scheduleIds.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(scheduleOccurrences)
            .where(inArray(scheduleOccurrences.scheduleId, scheduleIds))
            .orderBy(desc(scheduleOccurrences.sequence)),

    /** One row per (schedule, sequence): a second run for the same day adds nothing. */
    async addOccurrence(values: typeof scheduleOccurrences.$inferInsert) {
      const [row] = await db
        .insert(scheduleOccurrences)
        .values(values)
        .onConflictDoNothing()
        .returning();
      return row;
    },

    /**
     * The schedule row, locked until the caller's transaction ends: the day's run, a skip and
     * a stop take their turns on it (decision 0029).
     */
    async lock(id: string) {
      const [row] = await db.select().from(schedules).where(eq(schedules.id, id)).for('update');
      return row;
    },

    /** The occurrence of this sequence, whatever became of it. */
    async occurrenceAt(scheduleId: string, sequence: number) {
      const [row] = await db
        .select()
        .from(scheduleOccurrences)
        .where(
          and(
            eq(scheduleOccurrences.scheduleId, scheduleId),
            eq(scheduleOccurrences.sequence, sequence),
          ),
        );
      return row;
    },

    /** One occurrence, locked until the caller's transaction ends (a confirm's turn). */
    async lockOccurrence(id: string) {
      const [row] = await db
        .select()
        .from(scheduleOccurrences)
        .where(eq(scheduleOccurrences.id, id))
        .for('update');
      return row;
    },

    /**
     * Claims a 'due' occurrence for pricing: its `updated_at` becomes the claim's time. A row
     * never claimed (updated_at = created_at), released, or claimed longer than `claimFor` ago
     * (a run that crashed while pricing) can be claimed; answers undefined when another run
     * holds it.
     */
    async claim(id: string, claimFor: string) {
      const [row] = await db
        .update(scheduleOccurrences)
        .set({ updatedAt: sql`clock_timestamp()` })
        .where(
          and(
            eq(scheduleOccurrences.id, id),
            eq(scheduleOccurrences.status, 'due'),
            or(
              eq(scheduleOccurrences.updatedAt, scheduleOccurrences.createdAt),
              sql`${scheduleOccurrences.updatedAt} < clock_timestamp() - ${claimFor}::interval`,
            ),
          ),
        )
        .returning();
      return row;
    },

    /** Gives a claim back (pricing failed for a reason a retry may not have): claimable at once. */
    async release(id: string) {
      await db
        .update(scheduleOccurrences)
        .set({ updatedAt: sql`${scheduleOccurrences.createdAt}` })
        .where(and(eq(scheduleOccurrences.id, id), eq(scheduleOccurrences.status, 'due')));
    },

    async updateOccurrence(id: string, values: Partial<typeof scheduleOccurrences.$inferInsert>) {
      await db
        .update(scheduleOccurrences)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(scheduleOccurrences.id, id));
    },

    /** Prepared occurrences still waiting: the next one's day makes them expire. */
    async expirePrepared(scheduleId: string) {
      await db
        .update(scheduleOccurrences)
        .set({ status: 'expired', updatedAt: new Date() })
        .where(
          and(
            eq(scheduleOccurrences.scheduleId, scheduleId),
            eq(scheduleOccurrences.status, 'prepared'),
          ),
        );
    },
  };
}
export type ScheduleRepository = ReturnType<typeof scheduleRepository>;
