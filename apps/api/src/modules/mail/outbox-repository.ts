import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { devOutbox } from '../../db/schema';

/** The development outbox's table: mail and text messages kept instead of sent. */
export function outboxRepository(db: Database) {
  return {
    async keep(values: typeof devOutbox.$inferInsert) {
      await db.insert(devOutbox).values(values);
    },
    latest() {
      return db.select().from(devOutbox).orderBy(desc(devOutbox.createdAt)).limit(200);
    },
  };
}
export type OutboxRepository = ReturnType<typeof outboxRepository>;
