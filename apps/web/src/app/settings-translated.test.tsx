import { apiPaths, type Device, type SecurityEvent } from '@homeward/contract';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeCustomer } from '@/testing/fixtures';
import { accountLanguage, policy, securityEvents, signedIn, url } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

/**
 * The settings and devices pages in the account's language: their words come from the account
 * catalog (lingui.config.ts), loaded with the route.
 */
const verified = () =>
  makeCustomer({ isEmailVerified: true, mfaMethod: 'email', isMfaCompleted: true });

/** The first page of a file waits for its code and three catalogs to compile. */
const firstLoad = { timeout: 15_000 };

const signedInEvent: SecurityEvent = {
  id: 'e1',
  type: 'signed_in',
  client: 'Chrome 131',
  ip_address: '198.51.100.4',
  created_at: '2025-03-01T08:00:00.000Z',
};

describe('settings in another language', () => {
  it('shows the security section in Urdu, right to left', async () => {
    server.use(
      signedIn(verified()),
      policy(),
      securityEvents([signedInEvent]),
      ...accountLanguage('ur'),
    );
    renderApp('/settings/security');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'ترتیبات' }, firstLoad),
    ).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const tabs = screen.getByRole('navigation', { name: 'ترتیبات کے حصے' });
    expect(within(tabs).getByRole('link', { name: 'سیکیورٹی' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Each card is a region named by its own heading, in any script.
    const twoStep = screen.getByRole('region', { name: 'دو مرحلہ تصدیق' });
    expect(
      within(twoStep).getByRole('button', { name: 'آتھنٹیکیٹر ایپ سیٹ کریں' }),
    ).toBeInTheDocument();
    const activity = screen.getByRole('region', { name: 'سیکیورٹی سرگرمی' });
    const events = await within(activity).findByRole('list', { name: 'سیکیورٹی واقعات' });
    expect(events).toHaveTextContent('سائن ان کیا گیا');
  });

  it('lists the devices in Hindi', async () => {
    const devices: Device[] = [
      {
        id: 'd-current',
        client_version: 'Chrome 131',
        os_version: 'macOS 14',
        ip_address: '198.51.100.4',
        created_at: '2025-03-01T08:00:00.000Z',
        last_active_at: new Date().toISOString(),
        is_current: true,
      },
      {
        id: 'd-phone',
        client_version: 'Safari 18',
        os_version: 'iOS 18',
        ip_address: null,
        created_at: '2025-02-20T08:00:00.000Z',
        last_active_at: new Date(Date.now() - 2 * 60_000).toISOString(),
        is_current: false,
      },
    ];
    server.use(
      signedIn(verified()),
      ...accountLanguage('hi'),
      http.get(url(apiPaths.devices), () => HttpResponse.json(devices)),
    );
    renderApp('/devices');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'डिवाइस' }, firstLoad),
    ).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'साइन इन किए हुए डिवाइस' });
    const [current, phone] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(current).toHaveTextContent('यह डिवाइस');
    expect(current).toHaveTextContent('अभी सक्रिय');
    expect(phone).toHaveTextContent('iOS 18 पर Safari 18');
    expect(phone).toHaveTextContent('आख़िरी बार सक्रिय: 2 मिनट पहले');
    expect(within(phone).getByRole('button', { name: 'Safari 18 हटाएँ' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'बाकी सभी डिवाइस से साइन आउट करें' }),
    ).toBeInTheDocument();
  });
});
