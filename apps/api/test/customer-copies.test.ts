import type { Customer } from '@homeward/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBrowser } from './support/browser';
import { pendingDocument } from './support/documents';
import { sender } from './support/senders';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Issue 21, decision 0040: a node answers the profile, the limits and a price from its copy of
 * the customer's record while the record's data version (moved by triggers on every write to
 * it, migration 0032) is the one the session lookup read. Nothing the customer, staff or anyone
 * else changes may be answered from an older copy.
 */
let t: TestApp;
let browser: TestBrowser;
let customerId: string;

beforeAll(async () => {
  t = await createTestApp({ SERVER_TIMING: 'true', SIGNUP_MAX_PER_IP: '1000' });
  ({ browser, customerId } = await sender(t, 'profile', 'copies'));
});
afterAll(() => t.close());

/** The statements an answer cost, from its Server-Timing header. */
const statementsOf = (answer: { headers: Record<string, unknown> }) =>
  Number(/statements=(\d+)/.exec(String(answer.headers['server-timing']))?.[1]);

async function profile() {
  const answer = await browser.get('/client/v1/profile');
  expect(answer.statusCode, answer.body).toBe(200);
  return { customer: answer.json() as Customer, statements: statementsOf(answer) };
}

describe("the customer's record, copied on each node", () => {
  it('answers a second read of the profile with the session lookup alone', async () => {
    const first = await profile();
    // The session; the customer with their account, address and birth details; their
    // documents, attribute values and the countries they name.
    expect(first.statements).toBe(5);
    const second = await profile();
    expect(second.statements).toBe(1);
    expect(second.customer).toEqual(first.customer);
  });

  it('serves the limits and a price from the copy too', async () => {
    // Any change moves the version: the next read loads the record again and copies it.
    await t.app.deps.db.execute(sql`update customers set name = name where id = ${customerId}`);
    const loaded = statementsOf(await browser.get('/client/v1/limits'));
    const copied = await browser.get('/client/v1/limits');
    expect(copied.statusCode).toBe(200);
    // Five fewer: the customer's row, attribute values, documents and countries, and the risk
    // rating in force. What is left: the session and the sending days.
    expect(loaded - statementsOf(copied)).toBe(5);
    expect(statementsOf(copied)).toBe(2);

    const quote = (await browser.get('/client/v1/corridors')).json() as { id: number }[];
    const priced = await browser.post('/client/v1/quotes', {
      corridor_id: quote[0]?.id,
      payout_method: 'bank_account',
      send_amount: '100',
    });
    expect(priced.statusCode, priced.body).toBe(201);
    expect(statementsOf(priced)).toBeLessThan(loaded);
  });

  it("shows the customer's own change at once", async () => {
    await profile();
    const changed = await browser.post('/client/v1/update?category=address', {
      address: { address_line_1: '9 Pitt St', city: 'Sydney', region: 'NSW', postcode: '2000' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await profile()).customer.address?.address_line_1).toBe('9 Pitt St');
  });

  it('shows a change made outside this request path at once: staff, a script, another node', async () => {
    await profile();
    // Written straight to the database, as a script or another node would.
    await t.app.deps.db.execute(
      sql`update addresses set city = 'Parramatta' where customer_id = ${customerId}`,
    );
    expect((await profile()).customer.address?.city).toBe('Parramatta');

    await t.app.deps.db.execute(
      sql`update customers set name = 'Mariana' where id = ${customerId}`,
    );
    expect((await profile()).customer.name).toBe('Mariana');

    // A document staff are yet to review, then its approval.
    const document = await pendingDocument(t, customerId, 'proof_of_identity', 'passport');
    const statusOf = (customer: Customer) =>
      customer.documents.find((d) => d.id === document)?.status_code;
    const pending = statusOf((await profile()).customer);
    expect(pending).toBeDefined();
    await t.app.deps.documents.approve(document, 'ops:test', {
      givenNames: 'Mariana',
      surname: 'Santos',
      birthDate: '1990-07-25',
      documentNumber: 'P7654321',
      expiresOn: '2031-01-01',
    });
    expect(statusOf((await profile()).customer)).not.toBe(pending);
  });

  it('answers from a rating recorded since the copy was made, whoever recorded it', async () => {
    const limits = async () => {
      const answer = await browser.get('/client/v1/limits');
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json() as { next_step: { code: string } | null; rolling_30_days: unknown };
    };
    const before = await limits();
    expect((await limits()).next_step?.code).not.toBe('document:source_of_funds');
    // A high rating, written straight to the database as another node's recompute or a script
    // would: the limits are lowered and a source of funds asked for on the very next read.
    await t.app.deps.db.execute(
      sql`insert into customer_risk_ratings (customer_id, level, factors, source, reason)
          values (${customerId}, 'high', '[]'::jsonb, 'computed', null)`,
    );
    const after = await limits();
    expect(after.next_step?.code).toBe('document:source_of_funds');
    expect(after.rolling_30_days).not.toEqual(before.rolling_30_days);
  });
});
