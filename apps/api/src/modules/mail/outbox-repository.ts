import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { devOutbox } from '../../db/schema';

/** The development outbox's table: mail and text messages kept instead of sent. */
export function outboxRepository(db: Database) {
  return {
    async keep(values: typeof devOutbox.$inferInsert) {
      await db.insert(devOutbox).values(values);
    },
    /** The newest 200 messages, or only those to one address or number. */
    latest(to?: string) {
      return db
        .select()
        .from(devOutbox)
        .where(to === undefined ? undefined : eq(devOutbox.to, to))
        .orderBy(desc(devOutbox.createdAt))
        .limit(200);
    },
  };
}
export type OutboxRepository = ReturnType<typeof outboxRepository>;
