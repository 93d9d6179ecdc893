import type { MonitoringRule, MonitoringRuleVersion } from '@homeward/contract';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { admin, json, signedInAs, withCsrf } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const velocity = (overrides: Partial<MonitoringRule> = {}): MonitoringRule =>
  ({
    code: 'velocity',
    title: 'Many transfers in a short time',
    enabled: true,
    action: 'alert',
    params: { transfers: 5, hours: 24 },
    in_words: '5 transfers or more by one customer within 24 hours.',
    updated_by: null,
    updated_at: '2026-11-25T05:00:00Z',
    ...overrides,
  }) as MonitoringRule;

const highRisk: MonitoringRule = {
  code: 'high_risk_country',
  title: 'High-risk country',
  enabled: true,
  action: 'hold',
  params: { countries: ['KP', 'IR', 'MM'] },
  in_words: 'Sent to, or by a national of: KP, IR, MM.',
  updated_by: 'ana@homeward.test',
  updated_at: '2026-11-25T06:00:00Z',
};

function rulesPage(rules: MonitoringRule[] = [velocity(), highRisk]) {
  server.use(
    signedInAs(['compliance']),
    http.get(admin('/monitoring/rules'), () => json({ data: rules })),
  );
  return renderApp('/monitoring');
}

describe('monitoring rules', () => {
  it('lists each rule on or off, hold or alert, and its thresholds in words', async () => {
    rulesPage();
    const card = await screen.findByRole('region', { name: 'Many transfers in a short time' });
    expect(within(card).getByText('On')).toBeInTheDocument();
    expect(within(card).getByText('Alert only')).toBeInTheDocument();
    expect(
      within(card).getByText('5 transfers or more by one customer within 24 hours.'),
    ).toBeInTheDocument();
    expect(within(card).getByText('As first set up')).toBeInTheDocument();
    const other = screen.getByRole('region', { name: 'High-risk country' });
    expect(within(other).getByText('Holds the payout')).toBeInTheDocument();
    expect(within(other).getByText(/Changed by ana@homeward.test/)).toBeInTheDocument();
  });

  it('edits a rule: the thresholds go as numbers, the server’s messages show by their field', async () => {
    const sent: unknown[] = [];
    let refuse = true;
    server.use(
      withCsrf('put', '/monitoring/rules/velocity', async (request) => {
        sent.push(await request.json());
        if (refuse) {
          return json(
            {
              message: 'The number of hours must be at least 1.',
              errors: { 'params.hours': ['The number of hours must be at least 1.'] },
            },
            422,
          );
        }
        return json(velocity({ params: { transfers: 4, hours: 12 } }));
      }),
    );
    const { user } = rulesPage();
    const card = await screen.findByRole('region', { name: 'Many transfers in a short time' });
    await user.click(within(card).getByRole('button', { name: 'Edit rule' }));
    const form = within(card).getByRole('form', { name: 'Edit Many transfers in a short time' });
    const transfers = within(form).getByLabelText('Transfers');
    await user.clear(transfers);
    await user.type(transfers, '4');
    const hours = within(form).getByLabelText('Within (hours)');
    await user.clear(hours);
    await user.type(hours, '0');
    await user.selectOptions(within(form).getByLabelText('When it fires'), 'Holds the payout');
    await user.click(within(form).getByRole('button', { name: 'Save rule' }));
    expect(
      await within(form).findByText('The number of hours must be at least 1.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ enabled: true, action: 'hold', params: { transfers: 4, hours: 0 } }]);

    refuse = false;
    await user.clear(hours);
    await user.type(hours, '12');
    await user.click(within(form).getByRole('button', { name: 'Save rule' }));
    expect(await within(card).findByRole('button', { name: 'Edit rule' })).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({
      enabled: true,
      action: 'hold',
      params: { transfers: 4, hours: 12 },
    });
  });

  it('sends countries as a list of codes', async () => {
    const sent: unknown[] = [];
    server.use(
      withCsrf('put', '/monitoring/rules/high_risk_country', async (request) => {
        sent.push(await request.json());
        return json(highRisk);
      }),
    );
    const { user } = rulesPage();
    const card = await screen.findByRole('region', { name: 'High-risk country' });
    await user.click(within(card).getByRole('button', { name: 'Edit rule' }));
    const countries = within(card).getByLabelText(/Countries/);
    await user.clear(countries);
    await user.type(countries, 'KP, IR,MM SY');
    await user.click(within(card).getByRole('checkbox', { name: 'Rule is on' }));
    await user.click(within(card).getByRole('button', { name: 'Save rule' }));
    await within(card).findByRole('button', { name: 'Edit rule' });
    expect(sent).toEqual([
      { enabled: false, action: 'hold', params: { countries: ['KP', 'IR', 'MM', 'SY'] } },
    ]);
  });

  it('shows a rule’s history, before and after, in words', async () => {
    const history: MonitoringRuleVersion[] = [
      {
        id: 2,
        changed_by: 'ana@homeward.test',
        before: { enabled: true, action: 'alert', params: { transfers: 5, hours: 24 } },
        after: { enabled: true, action: 'hold', params: { transfers: 4, hours: 12 } },
        changed_at: '2026-11-25T07:00:00Z',
      },
    ];
    server.use(
      http.get(admin('/monitoring/rules/velocity/history'), () => json({ data: history })),
    );
    const { user } = rulesPage();
    const card = await screen.findByRole('region', { name: 'Many transfers in a short time' });
    await user.click(within(card).getByRole('button', { name: 'Show history' }));
    const table = await within(card).findByRole('table', {
      name: 'History of Many transfers in a short time',
    });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByText('ana@homeward.test')).toBeInTheDocument();
    expect(
      within(row).getByText(
        'On · Alert only · 5 transfers or more by one customer within 24 hours.',
      ),
    ).toBeInTheDocument();
    expect(
      within(row).getByText(
        'On · Holds the payout · 4 transfers or more by one customer within 12 hours.',
      ),
    ).toBeInTheDocument();
  });
});
