import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { philippineRecipient, sender } from './support/senders';
import { createTestApp, type TestApp } from './support/test-app';
import { paidTransfer, sendingMoney } from './support/transfers';
import { png, upload } from './support/uploads';

/**
 * Regulated records are kept at least seven years: the database itself refuses to delete a
 * customer's identity, documents, transfers, payments and payouts, or to rewrite the history of
 * their states, so neither a mistaken script nor a retention job can remove them early.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(sendingMoney);
  const customer = await sender(t, 2);
  const recipient = await philippineRecipient(customer.browser);
  await paidTransfer(t, customer.browser, recipient.id, '200');
  await uploadedPassport();
});
afterAll(() => t.close());

/** A new customer's passport, uploaded as the SPA does, so document_pages holds its page. */
async function uploadedPassport() {
  const { browser } = await sender(t, 'profile', 'passport');
  const catalogue = (await browser.get('/client/v1/document-categories')).json() as {
    id: number;
    code: string;
    document_types: { id: number; code: string }[];
  }[];
  const category = catalogue.find((c) => c.code === 'proof_of_identity');
  const type = category?.document_types.find((d) => d.code === 'passport');
  const uploaded = await upload(
    browser,
    `document_category_id=${category?.id}&document_type_id=${type?.id}`,
    [{ bytes: await png(800, 500), name: 'passport.png', type: 'image/png' }],
  );
  expect(uploaded.statusCode, uploaded.body).toBe(201);
}

/** What the database answered: 'accepted', or its refusal (drizzle wraps it as the cause). */
function attempt(statement: string): Promise<string> {
  return t.database.db.execute(sql.raw(statement)).then(
    () => 'accepted',
    (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
  );
}

const kept = [
  'customers',
  'documents',
  'document_pages',
  'document_status_events',
  'transfers',
  'transfer_events',
  'payments',
  'payouts',
] as const;

describe('regulated records', () => {
  it('each table holds the journey just made', async () => {
    for (const table of kept) {
      const result = await t.database.db.execute(
        sql.raw(`select count(*)::int as n from ${table}`),
      );
      const [row] = (result as unknown as { rows: { n: number }[] }).rows;
      expect(row?.n, table).toBeGreaterThan(0);
    }
  });

  it.each(kept)('%s: no row is deleted, and the table is not truncated', async (table) => {
    expect(await attempt(`delete from ${table}`)).toBe(
      `${table} is a regulated record: it is kept, not changed or deleted`,
    );
    expect(await attempt(`truncate ${table} cascade`)).toMatch(/is a regulated record/);
  });

  it('the history of a transfer and of a document is not rewritten', async () => {
    expect(await attempt(`update transfer_events set created_at = now()`)).toMatch(
      /transfer_events is a regulated record/,
    );
    expect(await attempt(`update document_status_events set created_at = now()`)).toMatch(
      /document_status_events is a regulated record/,
    );
  });

  it("a record's current state still moves on", async () => {
    expect(await attempt(`update transfers set updated_at = updated_at`)).toBe('accepted');
    expect(await attempt(`update customers set updated_at = updated_at`)).toBe('accepted');
  });
});
