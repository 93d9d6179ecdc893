import { and, asc, desc, eq, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import type { TransferStatus } from '@homeward/contract';
import type { Database } from '../../db/client';
import {
  accounts,
  ledgerEntries,
  ledgerJournals,
  payments,
  transferEvents,
  transfers,
  webhookEvents,
} from '../../db/schema';
import { likeEscape } from '../../lib/sql-text';
import type { TransferRow } from './repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AdminTransferFilter {
  /** A tracking number (exact), a customer's email (exact or its start), or a transfer id. */
  q: string;
  status?: TransferStatus | undefined;
  limit: number;
}

export type TransferWithEmail = TransferRow & { customerEmail: string };

/**
 * What staff read of transfers: any customer's, found by what a caller quotes, with everything
 * that happened to each (timeline, payments, journals, the provider's webhooks). Reads only:
 * the lifecycle alone changes a transfer.
 */
export function adminTransferRepository(db: Database) {
  const withEmail = { transfer: transfers, customerEmail: accounts.email };
  const flatten = (row: { transfer: TransferRow; customerEmail: string }): TransferWithEmail => ({
    ...row.transfer,
    customerEmail: row.customerEmail,
  });

  return {
    async search(filter: AdminTransferFilter): Promise<TransferWithEmail[]> {
      const conditions: (SQL | undefined)[] = [];
      if (filter.status) conditions.push(eq(transfers.status, filter.status));
      const q = filter.q.trim();
      if (q) {
        conditions.push(
          or(
            sql`upper(${transfers.trackingNumber}) = upper(${q})`,
            like(accounts.email, `${likeEscape(q.toLowerCase())}%`),
            UUID.test(q) ? eq(transfers.id, q.toLowerCase()) : undefined,
          ),
        );
      }
      const rows = await db
        .select(withEmail)
        .from(transfers)
        .innerJoin(accounts, eq(accounts.customerId, transfers.customerId))
        .where(and(...conditions))
        .orderBy(desc(transfers.createdAt), desc(transfers.id))
        .limit(filter.limit);
      return rows.map(flatten);
    },

    async find(id: string): Promise<TransferWithEmail | undefined> {
      const [row] = await db
        .select(withEmail)
        .from(transfers)
        .innerJoin(accounts, eq(accounts.customerId, transfers.customerId))
        .where(eq(transfers.id, id));
      return row && flatten(row);
    },

    events: (transferId: string) =>
      db
        .select()
        .from(transferEvents)
        .where(eq(transferEvents.transferId, transferId))
        .orderBy(asc(transferEvents.id)),

    payments: (transferId: string) =>
      db
        .select()
        .from(payments)
        .where(eq(payments.transferId, transferId))
        .orderBy(asc(payments.createdAt)),

    async journals(transferId: string) {
      const rows = await db
        .select({ journal: ledgerJournals, entry: ledgerEntries })
        .from(ledgerJournals)
        .innerJoin(ledgerEntries, eq(ledgerEntries.journalId, ledgerJournals.id))
        .where(eq(ledgerJournals.transferId, transferId))
        .orderBy(asc(ledgerJournals.createdAt), asc(ledgerEntries.id));
      const byId = new Map<
        string,
        typeof ledgerJournals.$inferSelect & { entries: (typeof ledgerEntries.$inferSelect)[] }
      >();
      for (const { journal, entry } of rows) {
        const found = byId.get(journal.id) ?? { ...journal, entries: [] };
        found.entries.push(entry);
        byId.set(journal.id, found);
      }
      return [...byId.values()];
    },

    /**
     * The provider's webhooks about the transfer's payments: events carry the payment's id
     * (`data.payment_id`) or the provider's checkout (`data.checkout`), as the sandbox sends.
     */
    async webhooks(paid: { id: string; provider: string; providerReference: string | null }[]) {
      if (paid.length === 0) return [];
      const ids = paid.map((payment) => payment.id);
      const references = paid.flatMap((payment) =>
        payment.providerReference ? [payment.providerReference] : [],
      );
      const providers = [...new Set(paid.map((payment) => payment.provider))];
      return db
        .select()
        .from(webhookEvents)
        .where(
          and(
            inArray(webhookEvents.provider, providers),
            or(
              inArray(sql<string>`${webhookEvents.payload} #>> '{data,payment_id}'`, ids),
              references.length > 0
                ? inArray(sql<string>`${webhookEvents.payload} #>> '{data,checkout}'`, references)
                : undefined,
            ),
          ),
        )
        .orderBy(asc(webhookEvents.receivedAt), asc(webhookEvents.id));
    },
  };
}
export type AdminTransferRepository = ReturnType<typeof adminTransferRepository>;
export type TransferEventRow = Awaited<ReturnType<AdminTransferRepository['events']>>[number];
export type PaymentRow = Awaited<ReturnType<AdminTransferRepository['payments']>>[number];
export type JournalWithEntries = Awaited<ReturnType<AdminTransferRepository['journals']>>[number];
export type WebhookEventRow = Awaited<ReturnType<AdminTransferRepository['webhooks']>>[number];
