import {
  and,
  asc,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  lt,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { TransferStatus } from '@homeward/contract';
import type { Database } from '../../db/client';
import { prepared } from '../../db/prepared';
import { likeEscape } from '../../lib/sql-text';
import {
  customerSendingDays,
  customers,
  payouts,
  transferEvents,
  transfers,
} from '../../db/schema';
import { paymentRepository } from '../payments/repository';
import { quoteRepository } from '../quotes/repository';
import { recipientRepository } from '../recipients/repository';

export type TransferRow = typeof transfers.$inferSelect;
export type TransferInsert = typeof transfers.$inferInsert;
export type TransferEventRow = typeof transferEvents.$inferSelect;

/** Statuses whose money never left or came back: they do not count against limits. */
export const RELEASED_STATUSES: TransferStatus[] = ['cancelled', 'expired', 'refunded', 'failed'];

export interface TransferListFilter {
  statuses?: TransferStatus[];
  /** Inclusive start, exclusive end. */
  from?: Date;
  to?: Date;
  text?: string;
  recipientId?: string;
  /** Keyset: rows strictly older than this (created_at, id). */
  after?: { createdAt: Date; id: string };
  limit: number;
}

export function transferRepository(db: Database) {
  return {
    /**
     * Locks the customer's row for the rest of the database transaction: a customer's
     * confirmations run one at a time, so two of them cannot both fit under one limit.
     */
    async lockCustomer(customerId: string) {
      await db
        .select({ id: customers.id })
        .from(customers)
        .where(eq(customers.id, customerId))
        .for('update');
    },

    /**
     * What the customer sent since `since`, in the limits' currency minor units: the whole days
     * after `since` from the customer's sending days (kept by a trigger on transfers, migration
     * 0033), and the part of `since`'s own day (UTC) from its transfers. A heavy sender's month
     * is 30 rows and one day's transfers, not thousands of transfers (decision 0041).
     */
    async usedSince(customerId: string, since: Date): Promise<number> {
      const [row] = await prepared(db, 'transfers_used_since', (name) => {
        const customer = sql.placeholder('customerId');
        const from = sql`${sql.placeholder('since')}::timestamptz`;
        const firstDay = sql`(${from} at time zone 'UTC')::date`;
        const restOfFirstDay = db
          .select({ used: sql`coalesce(sum(${transfers.limitMinor}), 0)` })
          .from(transfers)
          .where(
            and(
              eq(transfers.customerId, customer),
              gte(transfers.createdAt, from),
              lt(transfers.createdAt, sql`(${firstDay} + 1)::timestamp at time zone 'UTC'`),
              notInArray(transfers.status, RELEASED_STATUSES),
            ),
          );
        return db
          .select({
            used: sql<string>`coalesce(sum(${customerSendingDays.limitMinor}), 0) + (${restOfFirstDay})`,
          })
          .from(customerSendingDays)
          .where(
            and(
              eq(customerSendingDays.customerId, customer),
              sql`${customerSendingDays.day} > ${firstDay}`,
            ),
          )
          .prepare(name);
      }).execute({ customerId, since: since.toISOString() });
      return Number(row?.used ?? 0);
    },

    /** Inserts unless the quote or the idempotency key already made one; null then. */
    async insert(values: TransferInsert): Promise<TransferRow | null> {
      const [row] = await db.insert(transfers).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    async byIdempotencyKey(customerId: string, key: string) {
      const [row] = await db
        .select()
        .from(transfers)
        .where(and(eq(transfers.customerId, customerId), eq(transfers.idempotencyKey, key)));
      return row;
    },

    async byQuote(quoteId: string) {
      const [row] = await db.select().from(transfers).where(eq(transfers.quoteId, quoteId));
      return row;
    },

    /** The customer's held transfers with why each is held (the reason of its latest move). */
    async onHold(customerId: string) {
      // One query: the task list is read on every dashboard visit.
      return db
        .select({
          transfer: transfers,
          // Written out qualified: Drizzle leaves single-table columns unqualified, and inside
          // the subquery "id" would mean the event's.
          reason: sql<string | null>`(select latest.reason from transfer_events latest
            where latest.transfer_id = "transfers"."id" order by latest.id desc limit 1)`,
        })
        .from(transfers)
        .where(and(eq(transfers.customerId, customerId), eq(transfers.status, 'on_hold')))
        .orderBy(desc(transfers.createdAt))
        .limit(20);
    },

    async findById(id: string) {
      const [row] = await db.select().from(transfers).where(eq(transfers.id, id));
      return row;
    },

    async find(customerId: string, id: string) {
      const [row] = await db
        .select()
        .from(transfers)
        .where(and(eq(transfers.customerId, customerId), eq(transfers.id, id)));
      return row;
    },

    /** The cash pickup code of the transfer's payout; null for other methods or before it. */
    async pickupCode(transferId: string): Promise<string | null> {
      const [row] = await db
        .select({ code: payouts.pickupCode })
        .from(payouts)
        .where(eq(payouts.transferId, transferId));
      return row?.code ?? null;
    },

    async addEvent(values: typeof transferEvents.$inferInsert) {
      await db.insert(transferEvents).values(values);
    },

    events(transferId: string) {
      return db
        .select()
        .from(transferEvents)
        .where(eq(transferEvents.transferId, transferId))
        .orderBy(asc(transferEvents.id));
    },

    /** Newest first, by the (customer, created_at, id) index; `limit + 1` tells if more follow. */
    list(customerId: string, filter: TransferListFilter) {
      const { statuses, from, to, recipientId, text, after, limit } = filter;
      // The pages nearly everyone reads (the dashboard's, the list's, scrolling on) are sent
      // by name; a search or a filter builds its statement as it comes.
      if (!statuses?.length && !from && !to && !recipientId && !text) {
        if (!after) {
          return prepared(db, 'transfers_first_page', (name) =>
            db
              .select()
              .from(transfers)
              .where(eq(transfers.customerId, sql.placeholder('customerId')))
              .orderBy(desc(transfers.createdAt), desc(transfers.id))
              .limit(sql.placeholder('limit'))
              .prepare(name),
          ).execute({ customerId, limit: limit + 1 });
        }
        return prepared(db, 'transfers_page_after', (name) =>
          db
            .select()
            .from(transfers)
            .where(
              and(
                eq(transfers.customerId, sql.placeholder('customerId')),
                sql`(${transfers.createdAt}, ${transfers.id}) < (${sql.placeholder('afterAt')}::timestamptz, ${sql.placeholder('afterId')}::uuid)`,
              ),
            )
            .orderBy(desc(transfers.createdAt), desc(transfers.id))
            .limit(sql.placeholder('limit'))
            .prepare(name),
        ).execute({
          customerId,
          afterAt: after.createdAt.toISOString(),
          afterId: after.id,
          limit: limit + 1,
        });
      }
      const conditions: (SQL | undefined)[] = [eq(transfers.customerId, customerId)];
      if (filter.statuses?.length) conditions.push(inArray(transfers.status, filter.statuses));
      if (filter.from) conditions.push(gte(transfers.createdAt, filter.from));
      if (filter.to) conditions.push(lt(transfers.createdAt, filter.to));
      if (filter.recipientId) conditions.push(eq(transfers.recipientId, filter.recipientId));
      if (filter.text) {
        const pattern = `%${likeEscape(filter.text)}%`;
        conditions.push(
          or(
            ilike(transfers.recipientName, pattern),
            ilike(transfers.reference, pattern),
            ilike(transfers.trackingNumber, pattern),
          ),
        );
      }
      if (filter.after) {
        conditions.push(
          sql`(${transfers.createdAt}, ${transfers.id}) < (${filter.after.createdAt.toISOString()}::timestamptz, ${filter.after.id}::uuid)`,
        );
      }
      return db
        .select()
        .from(transfers)
        .where(and(...conditions))
        .orderBy(desc(transfers.createdAt), desc(transfers.id))
        .limit(filter.limit + 1);
    },
  };
}
export type TransferRepository = ReturnType<typeof transferRepository>;

/** What confirming and reading transfers touches, bound to one database or transaction. */
export function transferRepositories(db: Database) {
  return {
    transfers: transferRepository(db),
    quotes: quoteRepository(db),
    recipients: recipientRepository(db),
    payments: paymentRepository(db),
  };
}
export type TransferRepositories = ReturnType<typeof transferRepositories>;
