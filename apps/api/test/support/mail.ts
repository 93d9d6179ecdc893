import { desc, eq } from 'drizzle-orm';
import { devOutbox } from '../../src/db/schema';
import type { TestApp } from './test-app';

/** Runs every job that is due, batch after batch, until none is left. */
export async function drainJobs(t: TestApp): Promise<void> {
  while ((await t.app.deps.jobs.runDue()) > 0);
}

/**
 * Delivers queued mail and reads the newest outbox messages to an address until `found` finds
 * what it looks for. Another process on the same database (the two-node suites) may have
 * claimed the mail's job and be writing it out still: it is waited for, up to five seconds.
 */
async function newestMailsTo<T>(
  t: TestApp,
  to: string,
  limit: number,
  found: (mails: (typeof devOutbox.$inferSelect)[]) => T | undefined,
): Promise<{ result: T | undefined; mails: (typeof devOutbox.$inferSelect)[] }> {
  const until = Date.now() + 5_000;
  for (;;) {
    await drainJobs(t);
    const mails = await t.database.db
      .select()
      .from(devOutbox)
      .where(eq(devOutbox.to, to))
      .orderBy(desc(devOutbox.createdAt))
      .limit(limit);
    const result = found(mails);
    if (result !== undefined || Date.now() > until) return { result, mails };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Delivers queued mail, then answers the newest outbox message to an address. */
export async function lastMailTo(t: TestApp, to: string) {
  const { result: mail } = await newestMailsTo(t, to, 1, (mails) => mails[0]);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

/**
 * The code in the newest mail that carries one (of a kind, when `kind` names it: "sign-in",
 * "confirmation"). Not simply the newest mail: a notice queued just before (a document
 * approved, say) can be delivered in the same batch with the same time.
 */
export async function lastCodeTo(t: TestApp, to: string, kind?: string): Promise<string> {
  const { result: code, mails } = await newestMailsTo(t, to, 5, (newest) =>
    newest
      .filter((mail) => !kind || mail.subject.includes(`Homeward ${kind} code`))
      .map((mail) => mail.text.match(/Your code: (\d{6})/)?.[1])
      .find(Boolean),
  );
  if (!code) throw new Error(`no code in the last mails to ${to}: ${mails[0]?.text}`);
  return code;
}

let counter = 0;
export const uniqueEmail = (prefix = 'customer') =>
  `${prefix}${++counter}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;
