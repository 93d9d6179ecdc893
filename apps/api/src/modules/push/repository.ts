import { and, eq, gt, inArray, isNull, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pushSubscriptions, sessions } from '../../db/schema';

/** What a push service needs to reach one browser (RFC 8030 endpoint, RFC 8291 keys). */
export interface DeviceSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

export function pushSubscriptionRepository(db: Database) {
  return {
    /**
     * This device's subscription, replacing its earlier one and any row with the same endpoint
     * (the browser's subscription, left by another session or customer on it), in one transaction.
     */
    async save(customerId: string, sessionId: string, subscription: DeviceSubscription) {
      await db.transaction(async (tx) => {
        await tx
          .delete(pushSubscriptions)
          .where(
            or(
              eq(pushSubscriptions.sessionId, sessionId),
              eq(pushSubscriptions.endpoint, subscription.endpoint),
            ),
          );
        await tx.insert(pushSubscriptions).values({ customerId, sessionId, ...subscription });
      });
    },

    async ofSession(sessionId: string): Promise<PushSubscriptionRow | undefined> {
      const [row] = await db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.sessionId, sessionId));
      return row;
    },

    async find(id: string): Promise<PushSubscriptionRow | undefined> {
      const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
      return row;
    },

    /**
     * The subscriptions of the customer's live devices: a session that ended or expired is no
     * longer a device of theirs, even before its row is deleted.
     */
    async ofLiveDevices(
      customerId: string,
      executor: Pick<Database, 'select'> = db,
    ): Promise<{ id: string }[]> {
      // Two small reads, each through an index with a condition (the customer's sessions, then
      // their subscriptions by session): a join let the planner read a whole index
      // (query-plans.test.ts).
      const live = await executor
        .select({ id: sessions.id })
        .from(sessions)
        .where(
          and(
            eq(sessions.customerId, customerId),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, new Date()),
          ),
        );
      if (live.length === 0) return [];
      return executor
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(
          and(
            inArray(
              pushSubscriptions.sessionId,
              live.map((session) => session.id),
            ),
            eq(pushSubscriptions.customerId, customerId),
          ),
        );
    },

    async remove(id: string): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    },

    async removeOfSession(sessionId: string): Promise<boolean> {
      const rows = await db
        .delete(pushSubscriptions)
        .where(eq(pushSubscriptions.sessionId, sessionId))
        .returning({ id: pushSubscriptions.id });
      return rows.length > 0;
    },

    /** Every device of the customer's, or every one but `exceptSessionId`. */
    async removeOfCustomer(customerId: string, exceptSessionId?: string): Promise<void> {
      await db
        .delete(pushSubscriptions)
        .where(
          and(
            eq(pushSubscriptions.customerId, customerId),
            exceptSessionId ? ne(pushSubscriptions.sessionId, exceptSessionId) : undefined,
          ),
        );
    },
  };
}
export type PushSubscriptionRepository = ReturnType<typeof pushSubscriptionRepository>;
