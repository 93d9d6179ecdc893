import type { SecurityEventType } from '@homeward/contract';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, securityEvents } from '../../db/schema';

export interface SecurityEventInput {
  customerId: string | null;
  type: SecurityEventType;
  ipAddress: string | null;
  userAgent: string | undefined;
  client: string | null;
}

export function securityEventRepository(db: Database) {
  return {
    async record(event: SecurityEventInput): Promise<void> {
      await db.insert(securityEvents).values({
        ...event,
        userAgent: event.userAgent?.slice(0, 512) ?? null,
      });
    },
    /** The newest events of every customer (and of failed sign-ins to no account): operations. */
    listRecent(options: { email?: string | undefined; limit: number }) {
      return db
        .select({ event: securityEvents, email: accounts.email })
        .from(securityEvents)
        .leftJoin(accounts, eq(accounts.customerId, securityEvents.customerId))
        .where(options.email ? eq(accounts.email, options.email) : undefined)
        .orderBy(desc(securityEvents.createdAt))
        .limit(options.limit);
    },

    listForCustomer(customerId: string, limit = 50) {
      return db
        .select()
        .from(securityEvents)
        .where(eq(securityEvents.customerId, customerId))
        .orderBy(desc(securityEvents.createdAt))
        .limit(limit);
    },
  };
}
export type SecurityEventRepository = ReturnType<typeof securityEventRepository>;
