import { desc, eq } from 'drizzle-orm';
import { devOutbox } from '../../src/db/schema';
import type { TestApp } from './test-app';

/** Delivers queued mail, then answers the newest outbox message to an address. */
export async function lastMailTo(t: TestApp, to: string) {
  await t.app.deps.jobs.runDue();
  const [mail] = await t.database.db
    .select()
    .from(devOutbox)
    .where(eq(devOutbox.to, to))
    .orderBy(desc(devOutbox.createdAt))
    .limit(1);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

export async function lastCodeTo(t: TestApp, to: string): Promise<string> {
  const mail = await lastMailTo(t, to);
  const code = mail.text.match(/Your code: (\d{6})/)?.[1];
  if (!code) throw new Error(`no code in: ${mail.text}`);
  return code;
}

let counter = 0;
export const uniqueEmail = (prefix = 'customer') =>
  `${prefix}${++counter}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;
