import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCustomer } from '@/testing/fixtures';
import { accountLanguage, settingsReads, signedIn } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { schedulesList } from '@/testing/schedule-fixtures';
import { server } from '@/testing/server';

describe('the schedules page in Urdu', () => {
  it('shows the schedules page in Urdu, mirrored (the tools and dashboard catalogs)', async () => {
    server.use(
      signedIn(makeCustomer({ isEmailVerified: true, mfaMethod: 'email', isMfaCompleted: true })),
      ...settingsReads(),
      ...accountLanguage('ur'),
      schedulesList(),
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
