import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  monitoringRuleCodes,
  type CaseSummary,
  type ComplianceCase,
  type MonitoringRule,
  type MonitoringRuleCode,
  type MonitoringRuleVersion,
} from '@homeward/contract';
import { monitoringAlerts, staffAuditEvents, transfers } from '../src/db/schema';
import { CHECKING_MESSAGE } from '../src/modules/compliance/screening';
import type { TestBrowser } from './support/browser';
import { philippineBankDetails, philippineRecipient, sender } from './support/senders';
import { signedInStaff, type StaffBrowser } from './support/staff';
import { createTestApp, type TestApp } from './support/test-app';
import {
  sendingMoney,
  settle,
  viewTransfer,
  paidTransfer as paidTransferOf,
} from './support/transfers';

/**
 * Transaction monitoring: each rule's pattern made with real transfers paid at the sandbox, the
 * alert and its case, hold against alert only, rule changes and both decisions. Rules are global,
 * so each test turns on only the rule it proves.
 */
let t: TestApp;
let officer: StaffBrowser;
let seeded: MonitoringRule[];

beforeAll(async () => {
  t = await createTestApp({ ...sendingMoney });
  officer = await signedInStaff(t, ['compliance']);
  seeded = (await officer.get('monitoring/rules')).json().data as MonitoringRule[];
});
afterAll(() => t.close());

beforeEach(async () => {
  for (const code of monitoringRuleCodes) await setRule(code, { enabled: false });
});

async function setRule(
  code: MonitoringRuleCode,
  change: { enabled?: boolean; action?: 'hold' | 'alert'; params?: Record<string, unknown> },
) {
  const rule = seeded.find((row) => row.code === code);
  if (!rule) throw new Error(`no rule ${code}`);
  const answer = await officer.request('PUT', `monitoring/rules/${code}`, {
    enabled: change.enabled ?? true,
    action: change.action ?? rule.action,
    params: change.params ?? rule.params,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as MonitoringRule;
}

/** A paid transfer of `amount` AUD (the shared helper, with this suite's app). */
const paidTransfer = (browser: TestBrowser, recipientId: string, amount = '100') =>
  paidTransferOf(t, browser, recipientId, amount);

async function casesOf(customerId: string, status = 'open') {
  const answer = await officer.get(`cases?status=${status}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return (answer.json().data as CaseSummary[]).filter(
    (row) => row.customer.id === customerId && row.kind === 'monitoring',
  );
}

async function monitoringCase(customerId: string, status = 'open') {
  const [found] = await casesOf(customerId, status);
  if (!found) throw new Error('no monitoring case for the customer');
  const answer = await officer.get(`cases/${found.id}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as ComplianceCase;
}

const status = async (browser: TestBrowser, id: string) => (await viewTransfer(browser, id)).status;

describe('each rule, made with real transfers', () => {
  it('velocity, alert only: the third transfer in a day raises an alert, and every transfer still goes out', async () => {
    await setRule('velocity', { action: 'alert', params: { transfers: 3, hours: 24 } });
    const customer = await sender(t, 2, 'velocity');
    const recipient = await philippineRecipient(customer.browser);
    const ids = [];
    for (let i = 0; i < 2; i += 1) ids.push(await paidTransfer(customer.browser, recipient.id));
    expect(await casesOf(customer.customerId)).toEqual([]);
    ids.push(await paidTransfer(customer.browser, recipient.id));

    const opened = await monitoringCase(customer.customerId);
    expect(opened).toMatchObject({
      kind: 'monitoring',
      subject_type: 'customer',
      trigger: 'velocity',
      stops_payout: false,
      alert_count: 1,
      hits: [],
    });
    expect(opened.alerts).toEqual([
      expect.objectContaining({
        rule: 'velocity',
        action: 'alert',
        params: { transfers: 3, hours: 24 },
        explanation: '3 transfers in 24 hours (rule: 3)',
        transfer_id: ids[2],
      }),
    ]);
    expect(opened.alerts[0]?.transfers.map((row) => row.id).sort()).toEqual([...ids].sort());
    for (const id of ids) expect(await status(customer.browser, id)).toBe('completed');

    // A fourth adds its own alert to the same case.
    await paidTransfer(customer.browser, recipient.id);
    const again = await monitoringCase(customer.customerId);
    expect(again.id).toBe(opened.id);
    expect(again.alerts.map((alert) => alert.explanation)).toEqual([
      '3 transfers in 24 hours (rule: 3)',
      '4 transfers in 24 hours (rule: 3)',
    ]);
  });

  it('structuring, hold: the third amount just under 5,000 AUD is held with the neutral message; clearing releases it without a new alert', async () => {
    await setRule('structuring', { action: 'hold' });
    const customer = await sender(t, 2, 'structuring');
    const recipient = await philippineRecipient(customer.browser);
    const first = await paidTransfer(customer.browser, recipient.id, '4600');
    await paidTransfer(customer.browser, recipient.id, '3000'); // outside the band
    const second = await paidTransfer(customer.browser, recipient.id, '4700');
    expect(await casesOf(customer.customerId)).toEqual([]);
    const third = await paidTransfer(customer.browser, recipient.id, '4999');

    const seen = await viewTransfer(customer.browser, third);
    expect(seen.status).toBe('on_hold');
    expect(seen.timeline.at(-1)?.reason).toBe(CHECKING_MESSAGE);
    expect(await status(customer.browser, first)).toBe('completed');
    const opened = await monitoringCase(customer.customerId);
    expect(opened.stops_payout).toBe(true);
    expect(opened.alerts).toHaveLength(1);
    expect(opened.alerts[0]?.explanation).toBe(
      '3 transfers in 7 days each between AUD 4,500.00 and just under AUD 5,000.00 (rule: 3)',
    );
    expect(opened.alerts[0]?.transfers.map((row) => row.id).sort()).toEqual(
      [first, second, third].sort(),
    );
    expect(opened.transfers).toEqual([expect.objectContaining({ id: third, status: 'on_hold' })]);

    const cleared = await officer.post(`cases/${opened.id}/clear`, {
      note: 'Salary paid in three parts by the employer; payslips on file.',
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    await settle(t);
    expect(await status(customer.browser, third)).toBe('completed');
    const alerts = await t.database.db
      .select()
      .from(monitoringAlerts)
      .where(eq(monitoringAlerts.transferId, third));
    expect(alerts).toHaveLength(1);
    expect(await casesOf(customer.customerId)).toEqual([]);
  });

  it('many to one: the third customer paying the same account raises an alert on that customer', async () => {
    await setRule('many_to_one', { action: 'alert', params: { customers: 3, days: 30 } });
    const account = String(Math.floor(Math.random() * 1e12)).padStart(12, '7');
    const customers = [];
    for (let i = 0; i < 3; i += 1) {
      const customer = await sender(t, 2, `many-to-one-${i}`);
      const recipient = await customer.browser.post('/client/v1/recipients', {
        country: 'PH',
        currency: 'PHP',
        payout_method: 'bank_account',
        details: { ...philippineBankDetails, account_number: account },
      });
      expect(recipient.statusCode, recipient.body).toBe(201);
      const id = await paidTransfer(customer.browser, (recipient.json() as { id: string }).id);
      customers.push({ ...customer, transferId: id });
    }
    expect(await casesOf(customers[0]?.customerId ?? '')).toEqual([]);
    const last = customers[2];
    if (!last) throw new Error('no third customer');
    const opened = await monitoringCase(last.customerId);
    expect(opened.alerts[0]).toMatchObject({
      rule: 'many_to_one',
      explanation: `3 customers paid the same account (PH, bank account ending ${account.slice(-4)}) in 30 days (rule: 3)`,
      transfer_id: last.transferId,
    });
    expect(opened.alerts[0]?.transfers.map((row) => row.id).sort()).toEqual(
      customers.map((row) => row.transferId).sort(),
    );
    expect(await status(last.browser, last.transferId)).toBe('completed');
  });

  it('one to many: paying the third recipient added this week raises an alert', async () => {
    await setRule('one_to_many', { action: 'alert', params: { recipients: 3, days: 7 } });
    const customer = await sender(t, 2, 'one-to-many');
    const ids = [];
    for (const name of ['Ana Reyes', 'Jose Cruz', 'Liza Soriano']) {
      const recipient = await philippineRecipient(customer.browser, name);
      ids.push(await paidTransfer(customer.browser, recipient.id));
    }
    const opened = await monitoringCase(customer.customerId);
    expect(opened.alerts).toEqual([
      expect.objectContaining({
        rule: 'one_to_many',
        explanation: '3 recipients added and paid in 7 days (rule: 3)',
        transfer_id: ids[2],
      }),
    ]);
  });

  it('large first transfer, hold: held; confirmed, the customer is blocked and the money stays', async () => {
    await setRule('large_first', { action: 'hold', params: { amount_aud: 2000 } });
    const regular = await sender(t, 2, 'large-later');
    const known = await philippineRecipient(regular.browser);
    await paidTransfer(regular.browser, known.id, '100');
    const later = await paidTransfer(regular.browser, known.id, '2500');
    expect(await status(regular.browser, later)).toBe('completed');
    expect(await casesOf(regular.customerId)).toEqual([]);

    const customer = await sender(t, 2, 'large-first');
    const recipient = await philippineRecipient(customer.browser);
    const id = await paidTransfer(customer.browser, recipient.id, '2500');
    expect(await status(customer.browser, id)).toBe('on_hold');
    const opened = await monitoringCase(customer.customerId);
    expect(opened.alerts[0]?.explanation).toBe(
      'First transfer of AUD 2,500.00 (rule: AUD 2,000.00 or more)',
    );

    const confirmed = await officer.post(`cases/${opened.id}/confirm`, {
      note: 'Customer could not explain the source of the funds when called.',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await settle(t);
    expect(await status(customer.browser, id)).toBe('on_hold');
    const profile = (await customer.browser.get('/client/v1/profile')).json();
    expect(profile.is_blocked_for_sending ?? profile.data?.is_blocked_for_sending).toBe(true);

    // The suspicious matter report's draft gives the alert as grounds, and its transfer only.
    const draft = await officer.get(`cases/${opened.id}/smr-draft`);
    expect(draft.statusCode, draft.body).toBe(200);
    const smr = draft.json();
    expect(smr.grounds).toBe(
      'Transaction monitoring raised: Large first transfer: First transfer of AUD 2,500.00 (rule: AUD 2,000.00 or more). ' +
        'Compliance confirmed the suspicion: Customer could not explain the source of the funds when called.',
    );
    expect(smr.listed_entries).toEqual([]);
    expect(smr.transactions.map((row: { tracking_number: string }) => row.tracking_number)).toEqual(
      [opened.alerts[0]?.transfers[0]?.tracking_number],
    );
  });

  it('high-risk country, hold: a destination or nationality on the list holds the transfer', async () => {
    await setRule('high_risk_country', {
      action: 'hold',
      params: { countries: ['KP', 'IR', 'MM'] },
    });
    const customer = await sender(t, 2, 'high-risk');
    const recipient = await philippineRecipient(customer.browser);
    const passes = await paidTransfer(customer.browser, recipient.id);
    expect(await status(customer.browser, passes)).toBe('completed');

    // The sandbox's corridors are not on the FATF list: the list is changed to reach them.
    await setRule('high_risk_country', { action: 'hold', params: { countries: ['ir', 'PH'] } });
    const held = await paidTransfer(customer.browser, recipient.id);
    expect(await status(customer.browser, held)).toBe('on_hold');
    const opened = await monitoringCase(customer.customerId);
    expect(opened.alerts[0]).toMatchObject({
      rule: 'high_risk_country',
      params: { countries: ['IR', 'PH'] },
      explanation: 'Sent to Philippines (PH); Customer’s nationality is PH (rule: IR, PH)',
    });
  });
});

describe('evaluation', () => {
  it('runs once per rule and transfer: evaluating a paid transfer again adds nothing, and alerts are kept', async () => {
    await setRule('velocity', { action: 'alert', params: { transfers: 2, hours: 1 } });
    const customer = await sender(t, 2, 'twice');
    const recipient = await philippineRecipient(customer.browser);
    await paidTransfer(customer.browser, recipient.id);
    const id = await paidTransfer(customer.browser, recipient.id);
    const [row] = await t.database.db.select().from(transfers).where(eq(transfers.id, id));
    if (!row) throw new Error('no transfer');
    await t.database.db.transaction((tx) => t.app.deps.monitoring.evaluate(tx, row));
    const alerts = await t.database.db
      .select()
      .from(monitoringAlerts)
      .where(eq(monitoringAlerts.customerId, customer.customerId));
    expect(alerts).toHaveLength(1);
    await expect(
      t.database.db.delete(monitoringAlerts).where(eq(monitoringAlerts.transferId, id)),
    ).rejects.toThrow();
  });

  it('a disabled rule raises nothing', async () => {
    await setRule('velocity', { enabled: false, params: { transfers: 2, hours: 24 } });
    const customer = await sender(t, 2, 'disabled');
    const recipient = await philippineRecipient(customer.browser);
    await paidTransfer(customer.browser, recipient.id);
    await paidTransfer(customer.browser, recipient.id);
    expect(await casesOf(customer.customerId)).toEqual([]);

    // The same pattern, the rule on: the next payment raises it.
    await setRule('velocity', { enabled: true, params: { transfers: 2, hours: 24 } });
    await paidTransfer(customer.browser, recipient.id);
    expect((await monitoringCase(customer.customerId)).alerts[0]?.explanation).toBe(
      '3 transfers in 24 hours (rule: 2)',
    );
  });
});

describe('changing the rules', () => {
  it('are seeded with the issue’s defaults, in words', () => {
    const velocity = seeded.find((rule) => rule.code === 'velocity');
    expect(velocity).toMatchObject({
      params: { transfers: 5, hours: 24 },
      in_words: '5 transfers or more by one customer within 24 hours.',
    });
    expect(seeded.find((rule) => rule.code === 'high_risk_country')?.params).toEqual({
      countries: ['KP', 'IR', 'MM'],
    });
    expect(seeded.map((rule) => rule.code).sort()).toEqual([...monitoringRuleCodes].sort());
  });

  it('refuses bad thresholds with clear messages, and keeps the rule as it was', async () => {
    const bad = await officer.request('PUT', 'monitoring/rules/structuring', {
      enabled: true,
      action: 'freeze',
      params: { transfers: 1.5, days: 7, threshold_aud: 5000 },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({ action: ['Choose hold or alert.'] });

    const params = await officer.request('PUT', 'monitoring/rules/structuring', {
      enabled: true,
      action: 'hold',
      params: { transfers: 1.5, days: 0, threshold_aud: 5000, extra: 1 },
    });
    expect(params.statusCode).toBe(422);
    const errors = params.json().errors as Record<string, string[]>;
    expect(errors['params.transfers']).toEqual(['Give the number of transfers as a whole number.']);
    expect(errors['params.days']).toEqual(['The number of days must be at least 1.']);
    expect(errors['params.margin_percent']).toEqual(['Give the margin as a number.']);

    const countries = await officer.request('PUT', 'monitoring/rules/high_risk_country', {
      enabled: true,
      action: 'hold',
      params: { countries: ['Iran'] },
    });
    expect(countries.statusCode).toBe(422);
    expect(countries.json().errors['params.countries.0']).toEqual([
      'Give each country as a two-letter code, like IR.',
    ]);

    const unknown = await officer.request('PUT', 'monitoring/rules/smurfing', {
      enabled: true,
      action: 'hold',
      params: {},
    });
    expect(unknown.statusCode).toBe(422);
  });

  it('a change is audited and kept in the rule’s history, before and after', async () => {
    await setRule('large_first', { enabled: true, action: 'alert', params: { amount_aud: 3000 } });
    const history = (await officer.get('monitoring/rules/large_first/history')).json()
      .data as MonitoringRuleVersion[];
    expect(history[0]).toMatchObject({
      changed_by: officer.email,
      after: { enabled: true, action: 'alert', params: { amount_aud: 3000 } },
    });
    expect(history[1]?.after).toEqual(history[0]?.before);
    // In the order they were written: without an order, PostgreSQL may return them in any.
    const audit = await t.database.db
      .select()
      .from(staffAuditEvents)
      .where(eq(staffAuditEvents.targetId, 'large_first'))
      .orderBy(staffAuditEvents.id);
    expect(audit.at(-1)).toMatchObject({
      action: 'monitoring_rule.change',
      targetType: 'monitoring_rule',
      staffEmail: officer.email,
      after: { action: 'alert', params: { amount_aud: 3000 } },
    });
    const listed = (await officer.get('monitoring/rules')).json().data as MonitoringRule[];
    expect(listed.find((rule) => rule.code === 'large_first')).toMatchObject({
      enabled: true,
      updated_by: officer.email,
      in_words: 'A customer’s first transfer of 3,000 AUD or more.',
    });
  });

  it('only compliance reads or changes the rules', async () => {
    const support = await signedInStaff(t, ['support']);
    expect((await support.get('monitoring/rules')).statusCode).toBe(403);
    expect((await support.get('monitoring/rules/velocity/history')).statusCode).toBe(403);
    const change = await support.request('PUT', 'monitoring/rules/velocity', {
      enabled: false,
      action: 'alert',
      params: { transfers: 5, hours: 24 },
    });
    expect(change.statusCode).toBe(403);
  });
});
