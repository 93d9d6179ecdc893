import { apiPaths, type Schedule } from '@homeward/contract';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeCustomer } from '@/testing/fixtures';
import { accountLanguage, settingsReads, signedIn, url } from '@/testing/handlers';
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

describe('the schedules page in Urdu', () => {
  it('shows the schedules page in Urdu, mirrored (the tools and dashboard catalogs)', async () => {
    server.use(
      signedIn(makeCustomer({ isEmailVerified: true, mfaMethod: 'email', isMfaCompleted: true })),
      ...settingsReads(),
      ...accountLanguage('ur'),
      schedules(),
    );
    renderApp('/schedules');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'شیڈول شدہ ٹرانسفرز' }),
    ).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const item = within(await screen.findByRole('list', { name: 'آپ کے شیڈول' })).getByRole(
      'listitem',
    );
    // The amount's words (the dashboard's catalog) and the cadence in running text.
    expect(item).toHaveTextContent(/AUD\s?300\.00 بھیجے جائیں گے · ہر مہینے/);
    expect(item).toHaveTextContent(/اگلا:/);
    expect(within(item).getByRole('button', { name: 'اگلا چھوڑ دیں' })).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'رقم تبدیل کریں' })).toBeInTheDocument();
  });
});
