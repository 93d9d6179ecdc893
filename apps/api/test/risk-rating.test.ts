import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  monitoringRuleCodes,
  type CustomerRisk,
  type Limits,
  type MonitoringRule,
  type Task,
} from '@homeward/contract';
import { customerRiskRatings, staffAuditEvents } from '../src/db/schema';
import type { TestBrowser } from './support/browser';
import { countryIdsByCode } from './support/customers';
import { pendingDocument } from './support/documents';
import { philippineRecipient, sender } from './support/senders';
import { signedInStaff, type StaffBrowser } from './support/staff';
import { createTestApp, type TestApp } from './support/test-app';
import { paidTransfer as paidTransferOf, sendingMoney } from './support/transfers';

/**
 * The customer risk rating (issue 17): high from a listed nationality or from alerts; high lowers
 * the limits and asks for a source of funds until one is approved; officers override it, audited;
 * the customer never hears of it.
 */
let t: TestApp;
let officer: StaffBrowser;

beforeAll(async () => {
  t = await createTestApp({ ...sendingMoney });
  officer = await signedInStaff(t, ['compliance']);
  // Rules are global: only the ones a test proves are on.
  const rules = (await officer.get('monitoring/rules')).json().data as MonitoringRule[];
  for (const code of monitoringRuleCodes) {
    const rule = rules.find((row) => row.code === code);
    const off = await officer.request('PUT', `monitoring/rules/${code}`, {
      enabled: false,
      action: rule?.action,
      params: rule?.params,
    });
    expect(off.statusCode, off.body).toBe(200);
  }
});
afterAll(() => t.close());

/** A tier-2 sender whose nationality is `nationality` (ISO2), set before the ID locks it. */
async function senderOf(nationality: string, prefix: string) {
  const customer = await sender(t, 'profile', prefix);
  const ids = await countryIdsByCode(t);
  const identity = await customer.browser.post('/client/v1/update?category=identity', {
    name: 'Maria',
    second_name: '',
    third_name: 'Santos',
    birth_detail: { date_of_birth: '1990-07-25', place_of_birth: 'Cebu City' },
    nationality_id: String(ids[nationality]),
  });
  expect(identity.statusCode, identity.body).toBe(200);
  const id = await pendingDocument(t, customer.customerId, 'proof_of_identity', 'passport');
  const address = await pendingDocument(t, customer.customerId, 'proof_of_address', 'utility_bill');
  await t.app.deps.documents.approve(id, 'ops:test', {
    givenNames: 'Maria',
    surname: 'Santos',
    birthDate: '1990-07-25',
    documentNumber: 'P1234567',
    expiresOn: '2031-01-01',
  });
  await t.app.deps.documents.approve(address, 'ops:test');
  return customer;
}

const limitsOf = async (browser: TestBrowser) => {
  const answer = await browser.get('/client/v1/limits');
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as Limits;
};
const tasksOf = async (browser: TestBrowser) => {
  const answer = await browser.get('/client/v1/tasks');
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as Task[];
};
const riskOf = async (customerId: string) => {
  const answer = await officer.get(`customers/${customerId}/risk`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as CustomerRisk;
};
const quoteStop = async (browser: TestBrowser, amount: string) => {
  const answer = await browser.post('/client/v1/quotes', {
    corridor_id: await corridorId(browser),
    payout_method: 'bank_account',
    send_amount: amount,
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().limit_stop as { code: string; message: string; next_step: Task } | null;
};
async function corridorId(browser: TestBrowser) {
  const corridors = (await browser.get('/client/v1/corridors')).json() as {
    id: number;
    destination_country: { iso2_alpha: string };
  }[];
  const found = corridors.find((c) => c.destination_country.iso2_alpha === 'PH');
  if (!found) throw new Error('no corridor to PH');
  return found.id;
}

/** A paid transfer of `amount` AUD (the shared helper, with this suite's app). */
const paidTransfer = (browser: TestBrowser, recipientId: string, amount = '100') =>
  paidTransferOf(t, browser, recipientId, amount);

const sourceOfFundsTask = {
  code: 'document:source_of_funds',
  title: 'Tell us where your money comes from',
  description: 'A recent payslip or bank statement. It lets you send up to your usual limits.',
  route: '/account-verification/upload/source_of_funds',
};

describe('a customer rated high', () => {
  it('from a nationality on the high-risk list: lowered limits and a source-of-funds task until one is approved', async () => {
    const quiet = await senderOf('PH', 'risk-quiet');
    expect((await riskOf(quiet.customerId)).effective?.level).toBe('low');
    expect((await limitsOf(quiet.browser)).per_transfer.amount).toBe('10000.00');
    expect(await tasksOf(quiet.browser)).not.toContainEqual(sourceOfFundsTask);

    const customer = await senderOf('IR', 'risk-high');
    const risk = await riskOf(customer.customerId);
    expect(risk.effective).toMatchObject({ level: 'high', source: 'computed' });
    expect(risk.effective?.factors).toEqual([
      {
        code: 'high_risk_nationality',
        points: 50,
        explanation: 'Is a national of IR, a country on the high-risk list.',
      },
    ]);
    expect(risk.limits_lowered).toBe(true);

    // Half of tier 2's limits (RISK_HIGH_LIMIT_FACTOR's default), and the way to raise them.
    const limits = await limitsOf(customer.browser);
    expect(limits.per_transfer.amount).toBe('5000.00');
    expect(limits.rolling_30_days.limit.amount).toBe('25000.00');
    expect(limits.next_step).toEqual(sourceOfFundsTask);
    expect(await tasksOf(customer.browser)).toContainEqual(sourceOfFundsTask);

    const stop = await quoteStop(customer.browser, '6000');
    expect(stop).toEqual({
      code: 'per_transfer',
      message:
        'You can send up to AUD 5,000.00 in one transfer. Tell us where your money comes from (a payslip or bank statement) to raise your limit.',
      next_step: sourceOfFundsTask,
    });
    expect(await quoteStop(customer.browser, '5000')).toBeNull();

    // Given, the task waits for review; the limits stay lowered until it is approved.
    const document = await pendingDocument(t, customer.customerId, 'source_of_funds', 'payslip');
    expect(await tasksOf(customer.browser)).not.toContainEqual(sourceOfFundsTask);
    expect((await limitsOf(customer.browser)).per_transfer.amount).toBe('5000.00');

    const approved = await officer.post(`documents/${document}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    const restored = await limitsOf(customer.browser);
    expect(restored.per_transfer.amount).toBe('10000.00');
    expect(restored.rolling_30_days.limit.amount).toBe('50000.00');
    expect(restored.next_step).toBeNull();
    expect(await quoteStop(customer.browser, '6000')).toBeNull();
    // Still rated high: the document lifts the limits, not the rating.
    expect(await riskOf(customer.customerId)).toMatchObject({
      effective: { level: 'high' },
      limits_lowered: false,
    });
  });

  it('from monitoring alerts: each payment rates again, and a change is recorded once', async () => {
    const rules = (await officer.get('monitoring/rules')).json().data as MonitoringRule[];
    const velocity = rules.find((row) => row.code === 'velocity');
    const on = await officer.request('PUT', 'monitoring/rules/velocity', {
      enabled: true,
      action: 'alert',
      params: { transfers: 2, hours: 24 },
    });
    expect(on.statusCode, on.body).toBe(200);
    try {
      const customer = await senderOf('PH', 'risk-alerts');
      const recipient = await philippineRecipient(customer.browser);
      await paidTransfer(customer.browser, recipient.id);
      expect((await riskOf(customer.customerId)).effective?.level).toBe('low');
      await paidTransfer(customer.browser, recipient.id);
      expect((await riskOf(customer.customerId)).effective).toMatchObject({
        level: 'medium',
        factors: [
          { code: 'monitoring_alerts', explanation: '1 monitoring alert in the last 12 months.' },
        ],
      });
      await paidTransfer(customer.browser, recipient.id);
      expect((await riskOf(customer.customerId)).effective?.level).toBe('medium');
      await paidTransfer(customer.browser, recipient.id);
      const risk = await riskOf(customer.customerId);
      expect(risk.effective).toMatchObject({ level: 'high', source: 'computed' });
      expect(risk.effective?.factors[0]?.explanation).toBe(
        '3 monitoring alerts in the last 12 months.',
      );
      // low (onboarding), medium (1 alert), medium (2 alerts: the same factor's points), high.
      expect(risk.history.map((row) => row.level)).toEqual(['high', 'medium', 'low']);
      expect((await limitsOf(customer.browser)).per_transfer.amount).toBe('5000.00');
      expect(await tasksOf(customer.browser)).toContainEqual(sourceOfFundsTask);

      // A case decided rates again: a confirmed one is a factor of its own.
      const open = (await officer.get('cases?status=open')).json().data as {
        id: string;
        customer: { id: string };
      }[];
      const found = open.find((row) => row.customer.id === customer.customerId);
      if (!found) throw new Error('no monitoring case');
      const confirmed = await officer.post(`cases/${found.id}/confirm`, {
        note: 'Checked: the pattern is not explained.',
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const after = await riskOf(customer.customerId);
      expect(after.effective?.factors.map((factor) => factor.code)).toEqual([
        'monitoring_alerts',
        'confirmed_case',
      ]);
      expect(after.history).toHaveLength(4);
    } finally {
      await officer.request('PUT', 'monitoring/rules/velocity', {
        enabled: false,
        action: velocity?.action,
        params: velocity?.params,
      });
    }
  });
});

describe('a customer no event has rated yet', () => {
  it('is rated from the facts on the first read of their limits, and the rating is kept', async () => {
    const { browser, customerId } = await sender(t, 0, 'risk-unrated');
    const ratings = () =>
      t.database.db
        .select()
        .from(customerRiskRatings)
        .where(eq(customerRiskRatings.customerId, customerId));
    expect(await ratings()).toEqual([]);

    expect((await limitsOf(browser)).tier).toBe(0);
    const kept = await ratings();
    expect(kept).toMatchObject([{ level: 'low', source: 'computed' }]);
    // Read again: the rating kept is the one in force, and nothing new is recorded.
    await limitsOf(browser);
    await limitsOf(browser);
    expect(await ratings()).toEqual(kept);
  });
});

describe('an officer’s rating', () => {
  it('is recorded with its reason, audited, in force over the computed one, and lifts the lowered limits when low', async () => {
    const customer = await senderOf('IR', 'risk-override');
    expect((await limitsOf(customer.browser)).per_transfer.amount).toBe('5000.00');

    const answer = await officer.post(`customers/${customer.customerId}/risk`, {
      level: 'low',
      reason: 'Dual national, long-time resident; salary seen on file.',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const risk = answer.json() as CustomerRisk;
    expect(risk.effective).toMatchObject({
      level: 'low',
      source: 'officer',
      staff: officer.email,
      reason: 'Dual national, long-time resident; salary seen on file.',
      factors: [],
    });
    expect(risk.computed?.level).toBe('high');
    expect(risk.limits_lowered).toBe(false);
    // Onboarding rated the customer low before the nationality was saved, then high.
    expect(risk.history.map((row) => [row.source, row.level])).toEqual([
      ['officer', 'low'],
      ['computed', 'high'],
      ['computed', 'low'],
    ]);
    expect((await limitsOf(customer.browser)).per_transfer.amount).toBe('10000.00');
    expect(await tasksOf(customer.browser)).not.toContainEqual(sourceOfFundsTask);

    const audit = await t.database.db
      .select()
      .from(staffAuditEvents)
      .where(
        and(
          eq(staffAuditEvents.targetId, customer.customerId),
          eq(staffAuditEvents.action, 'customer.risk_rating'),
        ),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      targetType: 'customer',
      staffEmail: officer.email,
      before: { level: 'high' },
      after: { level: 'low', reason: 'Dual national, long-time resident; salary seen on file.' },
    });

    // An officer's high lowers them again.
    const high = await officer.post(`customers/${customer.customerId}/risk`, {
      level: 'high',
      reason: 'Adverse media found on a search.',
    });
    expect(high.statusCode, high.body).toBe(200);
    expect((await limitsOf(customer.browser)).per_transfer.amount).toBe('5000.00');
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const customer = await senderOf('PH', 'risk-bad');
    const before = await riskOf(customer.customerId);
    const rows = async () =>
      (
        await t.database.db
          .select()
          .from(customerRiskRatings)
          .where(eq(customerRiskRatings.customerId, customer.customerId))
      ).length;
    const count = await rows();

    const cases: [unknown, string, string][] = [
      [
        { level: 'extreme', reason: 'A reason long enough.' },
        'level',
        'Choose low, medium or high.',
      ],
      [
        { level: 'high', reason: 'short' },
        'reason',
        'Give the reason for the rating in a sentence (at least 10 characters).',
      ],
      [{ level: 'high' }, 'reason', 'Give the reason for the rating.'],
    ];
    for (const [body, field, message] of cases) {
      const answer = await officer.post(`customers/${customer.customerId}/risk`, body);
      expect(answer.statusCode, answer.body).toBe(422);
      expect(answer.json().errors[field]).toEqual([message]);
    }
    for (const id of [randomUUID(), 'not-an-id']) {
      const answer = await officer.post(`customers/${id}/risk`, {
        level: 'high',
        reason: 'A reason long enough.',
      });
      expect(answer.statusCode, answer.body).toBe(404);
      expect((await officer.get(`customers/${id}/risk`)).statusCode).toBe(404);
    }
    expect(await rows()).toBe(count);
    expect(await riskOf(customer.customerId)).toEqual(before);

    // Support reads customers but not their rating; only compliance decides it.
    const support = await signedInStaff(t, ['support']);
    expect((await support.get(`customers/${customer.customerId}/risk`)).statusCode).toBe(403);
  });
});

describe('the customer', () => {
  it('never hears of the rating: only of the source of funds', async () => {
    const customer = await senderOf('IR', 'silent');
    const answers = [
      await customer.browser.get('/client/v1/limits'),
      await customer.browser.get('/client/v1/tasks'),
      await customer.browser.get('/client/v1/profile'),
      await customer.browser.post('/client/v1/quotes', {
        corridor_id: await corridorId(customer.browser),
        payout_method: 'bank_account',
        send_amount: '6000',
      }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBeLessThan(300);
      expect(answer.body).not.toMatch(/risk|high_risk|suspicious/i);
    }
    expect(answers[3]?.body).toContain('Tell us where your money comes from');
    // And nothing of the rating answers the customer's own session on the admin path.
    expect(
      (await customer.browser.get(`/admin/v1/customers/${customer.customerId}/risk`)).statusCode,
    ).toBe(401);
  });
});
