import { eq, sql } from 'drizzle-orm';
import type { NotificationChannel, NotificationKind } from '@homeward/contract';
import type { Database } from '../../db/client';
import { notificationPreferences } from '../../db/schema';

export interface PreferenceChange {
  kind: NotificationKind;
  channel: NotificationChannel;
  enabled: boolean;
}

/** Only what a customer changed is stored; a pair with no row is on. */
export function notificationPreferenceRepository(db: Database) {
  return {
    /** The customer's stored choices (any kind or channel, including ones retired since). */
    async stored(customerId: string, executor: Pick<Database, 'select'> = db) {
      return executor
        .select({
          kind: notificationPreferences.kind,
          channel: notificationPreferences.channel,
          enabled: notificationPreferences.enabled,
        })
        .from(notificationPreferences)
        .where(eq(notificationPreferences.customerId, customerId));
    },

    async save(customerId: string, changes: readonly PreferenceChange[]): Promise<void> {
      await db
        .insert(notificationPreferences)
        .values(changes.map((change) => ({ customerId, ...change })))
        .onConflictDoUpdate({
          target: [
            notificationPreferences.customerId,
            notificationPreferences.kind,
            notificationPreferences.channel,
          ],
          set: { enabled: sql`excluded.enabled`, updatedAt: new Date() },
        });
    },
  };
}
export type NotificationPreferenceRepository = ReturnType<typeof notificationPreferenceRepository>;
