import { apiPaths, type Schedule } from '@homeward/contract';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { accountLanguage, signedIn, tasks, url } from '@/testing/handlers';
import { documentTasks, onboardedCustomer } from '@/testing/onboarding-fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const Y = new Date().getFullYear() + 1;

const schedule: Schedule = {
  id: 's-1',
  recipient: { id: 'r-1', full_name: 'Maria Santos Cruz', summary: 'BDO ····7890' },
  corridor_id: 1,
  payout_method: 'bank_account',
  destination_country: 'Philippines',
  amount_type: 'send',
  amount: { amount: '300.00', currency: 'AUD' },
  cadence: 'monthly',
  start_date: `${Y}-01-31`,
  next_date: `${Y}-02-28`,
  time_zone: 'Australia/Sydney',
  rate_threshold_percent: null,
  status: 'active',
  stopped_reason: null,
  prepared: null,
  occurrences: [],
  created_at: '2026-11-20T00:00:00Z',
};

const schedules = () =>
  http.get(url(apiPaths.schedules), () => HttpResponse.json({ data: [schedule] }));

/** The dashboard's route loads its cards' words (the dashboard catalog) beside its code. */
describe('the dashboard’s cards in Filipino', () => {
  it('says open tasks and scheduled transfers in the customer’s language', async () => {
    server.use(
      signedIn(onboardedCustomer()),
      ...accountLanguage('fil'),
      tasks(documentTasks),
      schedules(),
    );
    renderApp('/dashboard');

    const card = await screen.findByRole('region', { name: 'Mga dapat gawin' });
    expect(
      within(card).getByText(
        'Tapusin ang mga ito para makapagpadala ng pera at tumaas ang limitasyon mo.',
      ),
    ).toBeInTheDocument();
    const scheduled = await screen.findByRole('region', { name: 'Mga nakaiskedyul na padala' });
    expect(within(scheduled).getByText(/AUD\s?300\.00 ipapadala/)).toBeInTheDocument();
    expect(
      within(scheduled).getByRole('link', { name: 'Pamahalaan ang mga iskedyul' }),
    ).toHaveAttribute('href', '/schedules');
  });
});
