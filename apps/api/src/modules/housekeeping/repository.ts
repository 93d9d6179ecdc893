import { and, isNotNull, lt, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  devOutbox,
  oneTimeCodes,
  passwordResetTokens,
  quotes,
  scheduleOccurrences,
  sessions,
  staffSessions,
  throttleBuckets,
  transfers,
  uploadTokens,
  webauthnChallenges,
  webhookEvents,
} from '../../db/schema';

/** How long each kind of short-lived row is kept after it stopped mattering (days). */
export interface RetentionSettings {
  sessionsDays: number;
  codesDays: number;
  quotesDays: number;
  webhookEventsDays: number;
  outboxDays: number;
}

export interface RetentionRule {
  /** What is pruned, in the log and the job's answer. */
  name: string;
  table: PgTable;
  where: SQL | undefined;
}

const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`;

/**
 * What housekeeping deletes, and when. Only rows that serve a moment: a session, a code, a
 * price, a provider's message once handled, a development mail. Regulated records (customers,
 * documents, transfers, payments, payouts, their histories, the compliance tables) are not here,
 * and the database refuses their deletion anyway (migrations 0017 and 0023). Finished jobs are
 * pruned by the queue itself (JOB_RETENTION_DAYS).
 */
export function retentionRules(settings: RetentionSettings): RetentionRule[] {
  const codes = daysAgo(settings.codesDays);
  return [
    {
      // A device's sign-in, once it ended: the security activity keeps what happened on it.
      name: 'sessions',
      table: sessions,
      where: or(
        lt(sessions.expiresAt, daysAgo(settings.sessionsDays)),
        and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, daysAgo(settings.sessionsDays))),
      ),
    },
    {
      name: 'staff sessions',
      table: staffSessions,
      where: or(
        lt(staffSessions.expiresAt, daysAgo(settings.sessionsDays)),
        and(
          isNotNull(staffSessions.endedAt),
          lt(staffSessions.endedAt, daysAgo(settings.sessionsDays)),
        ),
      ),
    },
    // Codes and tokens: useless once expired; a used one expires like the rest.
    { name: 'one-time codes', table: oneTimeCodes, where: lt(oneTimeCodes.expiresAt, codes) },
    {
      name: 'password reset links',
      table: passwordResetTokens,
      where: lt(passwordResetTokens.expiresAt, codes),
    },
    {
      name: 'passkey challenges',
      table: webauthnChallenges,
      where: lt(webauthnChallenges.expiresAt, codes),
    },
    { name: 'upload links', table: uploadTokens, where: lt(uploadTokens.expiresAt, codes) },
    { name: 'throttle counters', table: throttleBuckets, where: lt(throttleBuckets.expire, codes) },
    {
      // A price nobody sent: a quote a transfer used is part of that transfer's record, and a
      // scheduled transfer's occurrence keeps the price it offered (and what it was compared to).
      name: 'unused quotes',
      table: quotes,
      where: and(
        lt(quotes.expiresAt, daysAgo(settings.quotesDays)),
        notExists(sql`(select 1 from ${transfers} where ${transfers.quoteId} = ${quotes.id})`),
        notExists(
          sql`(select 1 from ${scheduleOccurrences} where ${scheduleOccurrences.quoteId} = ${quotes.id})`,
        ),
      ),
    },
    {
      // Handled messages from the payment provider; the payment keeps what they said.
      name: 'webhook events',
      table: webhookEvents,
      where: lt(webhookEvents.receivedAt, daysAgo(settings.webhookEventsDays)),
    },
    {
      name: 'development outbox',
      table: devOutbox,
      where: lt(devOutbox.createdAt, daysAgo(settings.outboxDays)),
    },
  ];
}

/** Rows deleted per statement: short transactions that never hold a table for long. */
const SLICE = 5000;

/** Deletes what the rules name, slice by slice; how many rows of each rule went. */
export function housekeepingRepository(db: Database) {
  async function pruneRule({ table, where }: RetentionRule): Promise<number> {
    let deleted = 0;
    for (;;) {
      // By ctid: every table has one, whatever its key (the throttle's is text). Both drivers
      // answer raw SQL with `rows`.
      const result = (await db.execute(sql`
        delete from ${table} where ctid in (
          select ctid from ${table} where ${where ?? sql`false`} limit ${SLICE}
        ) returning 1
      `)) as unknown as { rows: unknown[] };
      deleted += result.rows.length;
      if (result.rows.length < SLICE) return deleted;
    }
  }

  return {
    async prune(settings: RetentionSettings): Promise<Record<string, number>> {
      const counts: Record<string, number> = {};
      for (const rule of retentionRules(settings)) counts[rule.name] = await pruneRule(rule);
      return counts;
    },
  };
}
