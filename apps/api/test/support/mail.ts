import { desc, eq } from 'drizzle-orm';
import { devOutbox } from '../../src/db/schema';
import type { TestApp } from './test-app';

/** Runs every job that is due, batch after batch, until none is left. */
export async function drainJobs(t: TestApp): Promise<void> {
  while ((await t.app.deps.jobs.runDue()) > 0);
}

/** Delivers queued mail, then answers the newest outbox message to an address. */
export async function lastMailTo(t: TestApp, to: string) {
  await drainJobs(t);
  const [mail] = await t.database.db
    .select()
    .from(devOutbox)
    .where(eq(devOutbox.to, to))
    .orderBy(desc(devOutbox.createdAt))
    .limit(1);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

/**
 * The code in the newest mail that carries one (of a kind, when `kind` names it: "sign-in",
 * "confirmation"). Not simply the newest mail: a notice queued just before (a document
 * approved, say) can be delivered in the same batch with the same time.
 */
export async function lastCodeTo(t: TestApp, to: string, kind?: string): Promise<string> {
  await drainJobs(t);
  const mails = await t.database.db
    .select()
    .from(devOutbox)
    .where(eq(devOutbox.to, to))
    .orderBy(desc(devOutbox.createdAt))
    .limit(5);
  const code = mails
    .filter((mail) => !kind || mail.subject.includes(`Homeward ${kind} code`))
    .map((mail) => mail.text.match(/Your code: (\d{6})/)?.[1])
    .find(Boolean);
  if (!code) throw new Error(`no code in the last mails to ${to}: ${mails[0]?.text}`);
  return code;
}

let counter = 0;
export const uniqueEmail = (prefix = 'customer') =>
  `${prefix}${++counter}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;
