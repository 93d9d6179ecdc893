import { PROOF_OF_IDENTITY_CATEGORY } from '@homeward/contract';
import { and, asc, desc, eq, gte, inArray, lt, lte, max, min, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  addresses,
  birthDetails,
  countries,
  customers,
  documentCategories,
  documentStatusEvents,
  documents,
  documentTypes,
  payouts,
  regulatorReportItems,
  regulatorReports,
  transferEvents,
  transfers,
} from '../../db/schema';
import type { ReportedTransfer } from './format';

/** The status a transfer reaches when its money is sent out: the instruction is sent. */
const SENT = 'processing';
const AVAILABLE = 'completed';
/** How many transfers one read asks for by id. */
const CHUNK = 500;

const chunks = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) =>
    items.slice(i * CHUNK, (i + 1) * CHUNK),
  );

export type ReportRow = typeof regulatorReports.$inferSelect;
export type NewReport = Omit<typeof regulatorReports.$inferInsert, 'id' | 'status'>;

/** A transfer sent in a period, and the report of `format` that carries it, if any. */
export interface SentTransfer {
  transferId: string;
  sourceCurrency: string;
  sentAt: Date;
  reportId: string | null;
  reportStatus: string | null;
}

const fullName = (customer: typeof customers.$inferSelect) =>
  customer.wholeName?.trim() ||
  [customer.name, customer.secondName, customer.thirdName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');

/** What the regulator's reports read and write. */
export function reportRepository(db: Database) {
  /** The identity document compliance last approved for each customer, with when. */
  async function identities(tx: Database, customerIds: string[]) {
    if (customerIds.length === 0) return new Map<string, Identity>();
    const rows = await tx
      .select({
        customerId: documents.customerId,
        type: documentTypes.code,
        title: documentTypes.title,
        number: documents.documentNumber,
        verifiedAt: max(documentStatusEvents.createdAt),
        updatedAt: documents.updatedAt,
      })
      .from(documents)
      .innerJoin(documentCategories, eq(documentCategories.id, documents.documentCategoryId))
      .innerJoin(documentTypes, eq(documentTypes.id, documents.documentTypeId))
      .leftJoin(
        documentStatusEvents,
        and(
          eq(documentStatusEvents.documentId, documents.id),
          eq(documentStatusEvents.statusCode, 'approved'),
        ),
      )
      .where(
        and(
          inArray(documents.customerId, customerIds),
          eq(documents.statusCode, 'approved'),
          eq(documentCategories.code, PROOF_OF_IDENTITY_CATEGORY),
        ),
      )
      .groupBy(documents.id, documentTypes.code, documentTypes.title)
      .orderBy(desc(documents.updatedAt));
    const found = new Map<string, Identity>();
    for (const row of rows) {
      if (found.has(row.customerId)) continue;
      found.set(row.customerId, {
        type: row.type,
        title: row.title,
        number: row.number,
        verifiedAt: row.verifiedAt ?? row.updatedAt,
      });
    }
    return found;
  }

  /** When each transfer was sent and made available (its first processing, completed events). */
  async function milestones(tx: Database, ids: string[]) {
    const rows = await tx
      .select({
        transferId: transferEvents.transferId,
        status: transferEvents.status,
        at: min(transferEvents.createdAt),
      })
      .from(transferEvents)
      .where(
        and(
          inArray(transferEvents.transferId, ids),
          inArray(transferEvents.status, [SENT, AVAILABLE]),
        ),
      )
      .groupBy(transferEvents.transferId, transferEvents.status);
    const key = (id: string, status: string) => `${id}|${status}`;
    const at = new Map(rows.map((row) => [key(row.transferId, row.status), row.at]));
    return (id: string, status: string) => at.get(key(id, status)) ?? null;
  }

  async function detailsOf(tx: Database, ids: string[]): Promise<ReportedTransfer[]> {
    const rows = await tx
      .select({
        transfer: transfers,
        customer: customers,
        dateOfBirth: birthDetails.dateOfBirth,
        address: addresses,
        countryIso2: countries.iso2Alpha,
        payout: { provider: payouts.provider, reference: payouts.reference },
      })
      .from(transfers)
      .innerJoin(customers, eq(customers.id, transfers.customerId))
      .leftJoin(birthDetails, eq(birthDetails.customerId, customers.id))
      .leftJoin(addresses, eq(addresses.customerId, customers.id))
      .leftJoin(countries, eq(countries.id, customers.countryId))
      .leftJoin(payouts, eq(payouts.transferId, transfers.id))
      .where(inArray(transfers.id, ids));
    const when = await milestones(tx, ids);
    const verified = await identities(tx, [...new Set(rows.map((row) => row.customer.id))]);
    return rows.map(({ transfer, customer, address, ...row }) => ({
      id: transfer.id,
      trackingNumber: transfer.trackingNumber,
      acceptedAt: transfer.createdAt,
      sentAt: when(transfer.id, SENT) ?? transfer.updatedAt,
      availableAt: when(transfer.id, AVAILABLE),
      sourceCurrency: transfer.sourceCurrency,
      sendMinor: transfer.sendMinor,
      destinationCurrency: transfer.destinationCurrency,
      receiveMinor: transfer.receiveMinor,
      purpose: transfer.purpose,
      reference: transfer.reference,
      transferor: {
        customerNumber: customer.crn,
        fullName: fullName(customer),
        dateOfBirth: row.dateOfBirth,
        address: address && {
          line1: address.addressLine1,
          line2: address.addressLine2,
          city: address.city,
          region: address.region,
          postcode: address.postcode,
          countryIso2: row.countryIso2,
        },
        identification: verified.get(customer.id) ?? null,
      },
      transferee: {
        fullName: transfer.recipient.fullName,
        countryIso2: transfer.recipient.countryIso2,
        payoutMethod: transfer.payoutMethod,
        details: transfer.recipient.display,
      },
      payout: row.payout?.provider ? row.payout : null,
    }));
  }

  return {
    /** Transfers sent in [start, end), with the report of `format` that carries each. */
    async sentBetween(format: string, start: Date, end: Date, tx = db): Promise<SentTransfer[]> {
      return tx
        .select({
          transferId: transfers.id,
          sourceCurrency: transfers.sourceCurrency,
          sentAt: sql<Date>`min(${transferEvents.createdAt})`.mapWith(transferEvents.createdAt),
          reportId: regulatorReportItems.reportId,
          reportStatus: regulatorReports.status,
        })
        .from(transferEvents)
        .innerJoin(transfers, eq(transfers.id, transferEvents.transferId))
        .leftJoin(
          regulatorReportItems,
          and(
            eq(regulatorReportItems.transferId, transfers.id),
            eq(regulatorReportItems.format, format),
          ),
        )
        .leftJoin(regulatorReports, eq(regulatorReports.id, regulatorReportItems.reportId))
        .where(
          and(
            eq(transferEvents.status, SENT),
            gte(transferEvents.createdAt, start),
            lt(transferEvents.createdAt, end),
          ),
        )
        .groupBy(transfers.id, regulatorReportItems.reportId, regulatorReports.status);
    },

    /** Everything the report says of each transfer, oldest sent first. */
    async details(ids: string[], tx = db): Promise<ReportedTransfer[]> {
      const read: ReportedTransfer[] = [];
      for (const chunk of chunks(ids)) read.push(...(await detailsOf(tx, chunk)));
      return read.sort(
        (a, b) =>
          a.sentAt.getTime() - b.sentAt.getTime() ||
          a.trackingNumber.localeCompare(b.trackingNumber),
      );
    },

    /** Holds off every other generation of `format` until the transaction ends. */
    async lockFormat(tx: Database, format: string) {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`regulator-report:${format}`}))`,
      );
    },

    async nextSequence(tx: Database, format: string, day: string): Promise<number> {
      const [row] = await tx
        .select({ last: max(regulatorReports.sequence) })
        .from(regulatorReports)
        .where(and(eq(regulatorReports.format, format), eq(regulatorReports.day, day)));
      return (row?.last ?? 0) + 1;
    },

    async insert(tx: Database, report: NewReport, transferIds: string[]): Promise<ReportRow> {
      const [row] = await tx.insert(regulatorReports).values(report).returning();
      if (!row) throw new Error('the report was not stored');
      for (const chunk of chunks(transferIds)) {
        await tx
          .insert(regulatorReportItems)
          .values(
            chunk.map((transferId) => ({ reportId: row.id, format: report.format, transferId })),
          );
      }
      return row;
    },

    async find(id: string, tx = db): Promise<ReportRow | undefined> {
      const [row] = await tx.select().from(regulatorReports).where(eq(regulatorReports.id, id));
      return row;
    },

    /** Reports of `format` covering the days `from` to `to`, newest day first. */
    list(format: string, from: string, to: string) {
      return db
        .select()
        .from(regulatorReports)
        .where(
          and(
            eq(regulatorReports.format, format),
            gte(regulatorReports.day, from),
            lte(regulatorReports.day, to),
          ),
        )
        .orderBy(desc(regulatorReports.day), asc(regulatorReports.sequence));
    },

    /** Generated → submitted, once: the condition makes a second call change nothing. */
    async markSubmitted(
      tx: Database,
      id: string,
      submission: { by: string; receipt: string; at: Date },
    ): Promise<ReportRow | undefined> {
      const [row] = await tx
        .update(regulatorReports)
        .set({
          status: 'submitted',
          submittedAt: submission.at,
          submittedBy: submission.by,
          receipt: submission.receipt,
        })
        .where(and(eq(regulatorReports.id, id), eq(regulatorReports.status, 'generated')))
        .returning();
      return row;
    },
  };
}
export type ReportRepository = ReturnType<typeof reportRepository>;

interface Identity {
  type: string;
  title: string;
  number: string | null;
  verifiedAt: Date;
}
