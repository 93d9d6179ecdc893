import { apiPaths } from '@homeward/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { companyDetails, makeCustomer } from '@/testing/fixtures';
import { company, policy, signedIn, signedOut, url } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

describe('customer layout', () => {
  it('links every section and marks the current one', async () => {
    server.use(signedIn(makeCustomer()));
    const { user, path } = renderApp('/transactions');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const links = within(within(nav).getByRole('list')).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/dashboard'],
      ['Transactions', '/transactions'],
      ['Recipients', '/recipients'],
      ['Scheduled', '/schedules'],
      ['Rate alerts', '/rate-alerts'],
      ['Verification', '/account-verification'],
      ['Settings', '/settings'],
      ['Devices', '/devices'],
      ['Help', '/help'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Transactions' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
      'aria-current',
    );
    await user.click(within(nav).getByRole('link', { name: 'Recipients' }));
    await waitFor(() => expect(path()).toBe('/recipients'));
    // The link is marked once the new page has rendered, which may be a moment after the URL.
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Recipients' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
  });

  it('shows who the customer deals with at the foot of every page, from the server', async () => {
    server.use(signedIn(makeCustomer()), company({ ...companyDetails, name: 'Served Name Ltd' }));
    renderApp('/transactions');
    const footer = await screen.findByRole('contentinfo');
    await within(footer).findByText('Served Name Ltd');
    expect(footer).toHaveTextContent('(ABN 51 824 753 556), 1 Test Street, Sydney NSW 2000.');
    expect(footer).toHaveTextContent('AFSL 000000 (test). Regulated by ASIC and AUSTRAC (test).');
    expect(within(footer).getByRole('link', { name: 'help@homeward.test' })).toHaveAttribute(
      'href',
      'mailto:help@homeward.test',
    );
    expect(within(footer).getByRole('link', { name: '1300 000 000' })).toHaveAttribute(
      'href',
      'tel:1300000000',
    );
    expect(within(footer).getByRole('link', { name: 'complaints@homeward.test' })).toBeVisible();
    expect(within(footer).getByRole('link', { name: 'Questions and answers' })).toHaveAttribute(
      'href',
      '/help',
    );
  });

  it('shows the company on the signed-out screens too, below the card', async () => {
    server.use(signedOut(), policy(), company({ ...companyDetails, name: 'Served Name Ltd' }));
    renderApp('/');
    await screen.findByRole('heading', { name: 'Love to see you again' });
    const footer = await screen.findByRole('contentinfo');
    await within(footer).findByText('Served Name Ltd');
    expect(footer).toHaveTextContent('Regulated by ASIC and AUSTRAC (test).');
  });

  it('opens and closes the menu on small screens', async () => {
    server.use(signedIn(makeCustomer()));
    const { user } = renderApp('/dashboard');
    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('signs out: logs out, forgets the customer and goes to sign-in', async () => {
    let loggedOut = false;
    server.use(
      http.get(url(apiPaths.profile), () =>
        loggedOut
          ? HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })
          : HttpResponse.json(makeCustomer()),
      ),
      http.post(url(apiPaths.logOut), () => {
        loggedOut = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user, path, queryClient } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(
      await screen.findByRole('heading', { name: 'Love to see you again' }),
    ).toBeInTheDocument();
    expect(path()).toBe('/');
    expect(loggedOut).toBe(true);
    await waitFor(() => expect(queryClient.getQueryData(['customer', 'profile'])).toBeNull());
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey),
      // Nothing of the customer's is kept; the sign-in page's footer asks again for the
      // company's public details.
    ).toEqual([['customer', 'profile'], ['company']]);
  });

  it('sends the browser to sign-in when a call answers 401', async () => {
    server.use(signedIn(makeCustomer()));
    const { path } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });
    server.use(
      http.get(url(apiPaths.profile), () =>
        HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
      ),
    );
    const call = apiClient.get(apiPaths.profile);
    await act(async () => {
      await expect(call).rejects.toMatchObject({ status: 401 });
    });
    expect(
      await screen.findByRole('heading', { name: 'Love to see you again' }),
    ).toBeInTheDocument();
    expect(path()).toBe('/');
  });

  it('gives onboarding a focused layout with sign out and no way around the stages', async () => {
    server.use(signedIn(makeCustomer({ isEmailVerified: true })));
    renderApp('/workflow/onboarding');
    await screen.findByRole('heading', { name: 'Complete Signup' });
    expect(screen.getByRole('heading', { name: 'Where do you live?' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to the dashboard' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });
});
