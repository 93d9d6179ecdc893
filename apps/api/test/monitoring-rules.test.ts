import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  monitoringRuleCodes,
  type MonitoringRule,
  type MonitoringRuleCode,
  type MonitoringRuleVersion,
} from '@homeward/contract';
import { staffAuditEvents } from '../src/db/schema';
import { signedInStaff, type StaffBrowser } from './support/staff';
import { createTestApp, type TestApp } from './support/test-app';
import { sendingMoney } from './support/transfers';

/**
 * Transaction monitoring's rules as compliance changes them: versions kept, audited, and checked
 * (monitoring.test.ts proves what each rule catches). Rules are global, so each test starts with
 * every rule off.
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
