import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from './support/browser';
import { PASSWORD, signedIn } from './support/customers';
import { philippineRecipient, quoteFor, sender } from './support/senders';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Every statement the API runs on its hot paths (signing in, the dashboard, pricing, the
 * transfers list at any depth and with its filters, confirming, paying, the webhook and the job
 * worker) is recorded as it runs, then EXPLAINed with sequential scans switched off. A table
 * that still has to be read whole, an index read from end to end without a condition, or rows
 * sorted after reading them all means no index serves that query: it would slow down as the
 * table grows. Only the small reference tables, bounded by the catalogue rather than by
 * customers, may be read whole or sorted.
 */
const REFERENCE_TABLES = new Set([
  'countries',
  'attribute_definitions',
  'document_categories',
  'document_types',
  'corridors',
  'corridor_payout_methods',
  'exchange_rates',
  // Development only (production sends mail); the test's own sign-in reads codes from it.
  'dev_outbox',
  // One row per monitoring rule (six), read at every payment.
  'monitoring_rules',
]);

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/**
 * Tables that grow with every transfer, payment or event, with no bound per customer: sorting
 * their rows means reading all that match first. A customer's documents, devices, recipients
 * and profile answers stay few enough to sort.
 */
const GROWING_TABLES = new Set([
  'transfers',
  'transfer_events',
  'payments',
  'webhook_events',
  'jobs',
  'ledger_journals',
  'ledger_entries',
  'security_events',
]);

const growingTablesUnder = (node: PlanNode) =>
  nodesOf(node)
    .map((n) => n['Relation Name'])
    .filter((table): table is string => table !== undefined && GROWING_TABLES.has(table));

/**
 * Why a plan node reads more than it needs, or undefined when it does not: a table read whole,
 * an index read end to end, or a sort of a growing table's rows (the index should give the
 * order, or every first page reads the customer's whole history).
 */
function wholeTableRead(node: PlanNode): string | undefined {
  if (/Sort$/.test(node['Node Type'])) {
    const sorted = growingTablesUnder(node);
    return sorted.length > 0 ? `a sort of ${sorted.join(', ')} rows` : undefined;
  }
  const table = node['Relation Name'];
  if (!table || REFERENCE_TABLES.has(table)) return undefined;
  if (node['Node Type'] === 'Seq Scan') return `sequential scan of ${table}`;
  if (/Index/.test(node['Node Type']) && !node['Index Cond'])
    return `${node['Index Name'] ?? 'an index'} read whole for ${table}`;
  return undefined;
}

const recorded = new Map<string, unknown[]>();
let recording = false;
let t: TestApp;
let explain: (statement: string, params: unknown[]) => Promise<PlanNode>;
let closeExplainer = async () => {};
let client: pg.Client;

beforeAll(async () => {
  t = await createTestApp(
    { SIGNUP_MAX_PER_IP: '1000', LOGIN_MAX_FAILURES_PER_IP: '1000' },
    {
      logQuery: (query, params) => {
        if (recording && /^\s*(select|insert|update|delete|with)\b/i.test(query))
          recorded.set(query, params);
      },
    },
  );
  // On PostgreSQL a connection of our own; the embedded database has only the one.
  client = t.databaseUrl
    ? new pg.Client({ connectionString: t.databaseUrl })
    : (t.database.db as unknown as { $client: pg.Client }).$client;
  if (t.databaseUrl) {
    await client.connect();
    closeExplainer = () => client.end();
  }
  await client.query('set enable_seqscan = off');
  explain = async (statement, params) => {
    const result = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      `explain (format json) ${statement}`,
      params,
    );
    const plan = result.rows[0]?.['QUERY PLAN'];
    return (typeof plan === 'string' ? JSON.parse(plan) : plan)[0].Plan;
  };
}, 60_000);
afterAll(async () => {
  await client.query('reset enable_seqscan').catch(() => {});
  await closeExplainer();
  await t.close();
});
async function confirm(browser: TestBrowser, recipientId: string) {
  const quote = await quoteFor(browser);
  const created = await browser.post(
    '/client/v1/transactions',
    { quote_id: quote.id, recipient_id: recipientId, purpose: 'gift', source_of_funds: 'salary' },
    { headers: { 'idempotency-key': randomUUID() } },
  );
  expect(created.statusCode, created.body).toBe(201);
  return created.json() as { id: string };
}

async function walkTheHotPaths() {
  const customer = await sender(t, 2);
  const recipient = await philippineRecipient(customer.browser);
  await confirm(customer.browser, recipient.id);
  await confirm(customer.browser, recipient.id);
  await t.app.deps.jobs.runDue();
  await t.database.db.execute('analyze');

  recording = true;
  // Signing in: the password, then the emailed code.
  const browser = await signedIn(t, customer.email);
  const signedOut = new TestBrowser(t.app);
  await signedOut.logIn(customer.email, `${PASSWORD}-wrong`);
  // The dashboard and the screens a customer opens most.
  for (const url of [
    '/client/v1/profile',
    '/client/v1/tasks',
    '/client/v1/limits',
    '/client/v1/recipients',
    '/client/v1/devices',
    `/client/v1/recipients/${recipient.id}`,
  ]) {
    const answer = await browser.get(url);
    expect(answer.statusCode, `${url}: ${answer.body}`).toBe(200);
  }
  // The transfers list: first page, a later page, and each filter.
  const first = (await browser.get('/client/v1/transactions?limit=1')).json() as {
    data: { id: string }[];
    next_cursor: string;
  };
  for (const query of [
    `cursor=${first.next_cursor}`,
    'status=awaiting_payment',
    `recipient_id=${recipient.id}`,
    'q=Maria',
    'from=2026-01-01&to=2099-12-31',
  ]) {
    const answer = await browser.get(`/client/v1/transactions?${query}`);
    expect(answer.statusCode, `${query}: ${answer.body}`).toBe(200);
  }
  // Pricing, confirming and paying, then the webhook the provider sends and the worker's jobs.
  const transfer = await confirm(browser, recipient.id);
  expect((await browser.get(`/client/v1/transactions/${transfer.id}`)).statusCode).toBe(200);
  const payment = await browser.post(`/client/v1/transactions/${transfer.id}/payments`, {
    method: 'card',
  });
  expect(payment.statusCode, payment.body).toBe(201);
  const checkout = new URL((payment.json() as { checkout_url: string }).checkout_url).pathname;
  const paid = await t.app.inject({
    method: 'POST',
    url: checkout,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'name=Ana+Cruz&number=4242424242424242&expiry=12%2F39&cvc=123',
  });
  expect(paid.statusCode).toBeLessThan(400);
  await t.app.deps.jobs.runDue();
  await t.app.deps.jobs.runDue();
  recording = false;
}

describe('query plans on the hot paths', () => {
  it('never read a customer-sized table whole', async () => {
    await walkTheHotPaths();
    expect(recorded.size).toBeGreaterThan(40);
    const problems: string[] = [];
    for (const [statement, params] of recorded) {
      const reasons = nodesOf(await explain(statement, params))
        .map(wholeTableRead)
        .filter(Boolean);
      if (reasons.length > 0) problems.push(`${reasons.join(', ')}:\n    ${statement}`);
    }
    expect(problems, problems.join('\n')).toEqual([]);
  }, 120_000);

  it('serve the transfers list and the limits from the customer-and-date index and the sending days', async () => {
    const uses = async (pattern: RegExp) => {
      const entry = [...recorded].find(([statement]) => pattern.test(statement));
      if (!entry) throw new Error(`no statement recorded matches ${pattern}`);
      const [statement, params] = entry;
      return nodesOf(await explain(statement, params)).map((node) => node['Index Name']);
    };
    expect(await uses(/order by "transfers"."created_at" desc, "transfers"."id" desc/)).toContain(
      'transfers_customer_created_idx',
    );
    // The 30-day figure: the customer's sending days by key, the first day's rest by date.
    const limits = await uses(/"created_at" >= .* from "customer_sending_days"/);
    expect(limits).toContain('customer_sending_days_customer_id_day_pk');
    expect(limits).toContain('transfers_customer_created_idx');
    // The risk rating's 90 days of paid transfers, at payment: the paid index.
    expect(await uses(/sum\(("transfers"\.)?"limit_minor"\).*"paid_at" >=/)).toContain(
      'transfers_customer_paid_idx',
    );
  });
});
