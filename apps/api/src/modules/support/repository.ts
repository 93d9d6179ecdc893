import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { SupportStatus, SupportTopic } from '@homeward/contract';
import type { Database } from '../../db/client';
import {
  accounts,
  customers,
  staffMembers,
  supportMessages,
  supportRequests,
  transfers,
} from '../../db/schema';

export type SupportRequestRow = typeof supportRequests.$inferSelect;

/** A request with what both ends show beside it: its customer and the transfer it is about. */
export interface SupportRequestView {
  request: SupportRequestRow;
  customer: { id: string; email: string; name: string | null };
  transfer: { id: string; trackingNumber: string } | null;
}

export interface SupportMessageView {
  id: string;
  body: string;
  staffId: string | null;
  staffEmail: string | null;
  createdAt: Date;
}

/** How many requests a list shows at most, newest first (the console filters open ones by default). */
const LIST_LIMIT = 200;

const fullName = (row: {
  name: string | null;
  secondName: string | null;
  thirdName: string | null;
}) => [row.name, row.secondName, row.thirdName].filter(Boolean).join(' ') || null;

export function supportRepository(db: Database) {
  const views = (tx: Database = db) =>
    tx
      .select({
        request: supportRequests,
        customerId: customers.id,
        email: accounts.email,
        name: customers.name,
        secondName: customers.secondName,
        thirdName: customers.thirdName,
        transferId: transfers.id,
        trackingNumber: transfers.trackingNumber,
      })
      .from(supportRequests)
      .innerJoin(customers, eq(customers.id, supportRequests.customerId))
      .innerJoin(accounts, eq(accounts.customerId, customers.id))
      .leftJoin(transfers, eq(transfers.id, supportRequests.transferId));

  type ViewRow = Awaited<ReturnType<ReturnType<typeof views>['execute']>>[number];
  const toView = (row: ViewRow): SupportRequestView => ({
    request: row.request,
    customer: { id: row.customerId, email: row.email, name: fullName(row) },
    transfer:
      row.transferId && row.trackingNumber
        ? { id: row.transferId, trackingNumber: row.trackingNumber }
        : null,
  });

  return {
    /** The customer's transfer by id; undefined when there is none or it is someone else's. */
    async customersTransfer(customerId: string, transferId: string) {
      const [row] = await db
        .select({ id: transfers.id })
        .from(transfers)
        .where(and(eq(transfers.id, transferId), eq(transfers.customerId, customerId)));
      return row;
    },

    /**
     * Creates the request with its first message, once per (customer, idempotency key): the
     * same key again (a double click) creates nothing. Answers the request's id, and whether
     * an earlier request of that key asked the same thing.
     */
    async create(input: {
      customerId: string;
      topic: SupportTopic;
      transferId: string | null;
      idempotencyKey: string;
      body: string;
    }) {
      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(supportRequests)
          .values({
            customerId: input.customerId,
            topic: input.topic,
            transferId: input.transferId,
            idempotencyKey: input.idempotencyKey,
          })
          .onConflictDoNothing()
          .returning();
        if (created) {
          await tx.insert(supportMessages).values({ requestId: created.id, body: input.body });
          return { id: created.id, created: true, same: true };
        }
        const [earlier] = await tx
          .select({
            id: supportRequests.id,
            topic: supportRequests.topic,
            transferId: supportRequests.transferId,
          })
          .from(supportRequests)
          .where(
            and(
              eq(supportRequests.customerId, input.customerId),
              eq(supportRequests.idempotencyKey, input.idempotencyKey),
            ),
          );
        if (!earlier) throw new Error('support request neither created nor found');
        const [first] = await tx
          .select({ body: supportMessages.body })
          .from(supportMessages)
          .where(eq(supportMessages.requestId, earlier.id))
          .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id))
          .limit(1);
        // The same key with another question is not a double click: the caller is told.
        const same =
          earlier.topic === input.topic &&
          earlier.transferId === input.transferId &&
          first?.body === input.body;
        return { id: earlier.id, created: false, same };
      });
    },

    /** One request with its customer and transfer; `customerId` limits it to theirs. */
    async get(id: string, customerId?: string, tx: Database = db) {
      const condition = customerId
        ? and(eq(supportRequests.id, id), eq(supportRequests.customerId, customerId))
        : eq(supportRequests.id, id);
      const [row] = await views(tx).where(condition);
      return row ? toView(row) : undefined;
    },

    /** The customer's requests, newest first. */
    async listForCustomer(customerId: string) {
      const rows = await views()
        .where(eq(supportRequests.customerId, customerId))
        .orderBy(desc(supportRequests.createdAt))
        .limit(LIST_LIMIT);
      return rows.map(toView);
    },

    /** Requests in these statuses, newest first, for the back office. */
    async listForStaff(statuses: readonly SupportStatus[]) {
      const rows = await views()
        .where(inArray(supportRequests.status, [...statuses]))
        .orderBy(desc(supportRequests.createdAt))
        .limit(LIST_LIMIT);
      return rows.map(toView);
    },

    /** The threads of these requests, oldest message first. */
    async messages(requestIds: string[]) {
      if (requestIds.length === 0) return new Map<string, SupportMessageView[]>();
      const rows = await db
        .select({
          requestId: supportMessages.requestId,
          id: supportMessages.id,
          body: supportMessages.body,
          staffId: supportMessages.staffId,
          staffEmail: staffMembers.email,
          createdAt: supportMessages.createdAt,
        })
        .from(supportMessages)
        .leftJoin(staffMembers, eq(staffMembers.id, supportMessages.staffId))
        .where(inArray(supportMessages.requestId, requestIds))
        .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id));
      const threads = new Map<string, SupportMessageView[]>();
      for (const { requestId, ...message } of rows) {
        threads.set(requestId, [...(threads.get(requestId) ?? []), message]);
      }
      return threads;
    },

    /**
     * A staff reply; the request becomes answered. Pass the transaction of its audit line. The
     * request is locked first, so two replies at once queue here and the second sees the first:
     * with `inReplyTo` no longer the thread's last message, nothing is stored (undefined).
     */
    async reply(
      tx: Database,
      requestId: string,
      staffId: string,
      body: string,
      inReplyTo: string | undefined,
    ) {
      const [request] = await tx
        .select({ status: supportRequests.status })
        .from(supportRequests)
        .where(eq(supportRequests.id, requestId))
        .for('update');
      if (!request) return undefined;
      if (inReplyTo) {
        const [last] = await tx
          .select({ id: supportMessages.id })
          .from(supportMessages)
          .where(eq(supportMessages.requestId, requestId))
          .orderBy(desc(supportMessages.createdAt), desc(supportMessages.id))
          .limit(1);
        if (last?.id !== inReplyTo) return undefined;
      }
      const [message] = await tx
        .insert(supportMessages)
        .values({ requestId, staffId, body })
        .returning();
      await tx
        .update(supportRequests)
        .set({ status: 'answered', updatedAt: new Date() })
        .where(eq(supportRequests.id, requestId));
      if (!message) throw new Error('reply not stored');
      return { message, statusBefore: request.status };
    },
  };
}
export type SupportRepository = ReturnType<typeof supportRepository>;
