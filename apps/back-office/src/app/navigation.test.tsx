import type { StaffRole } from '@homeward/contract';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { admin, json, signedInAs, workQueue } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

async function navFor(roles: StaffRole[]) {
  server.use(
    signedInAs(roles),
    http.get(admin('/queue'), () => json(workQueue())),
  );
  renderApp('/');
  // The sidebar (1280 px); the phone menu shows the same list when opened.
  const nav = (await screen.findAllByRole('navigation', { name: 'Back office' }))[0] as HTMLElement;
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('navigation by role', () => {
  it('shows support what support may use', async () => {
    expect(await navFor(['support'])).toEqual([
      'Work queue',
      'Customers',
      'Support',
      'Transfers',
      'Pricing',
      'Failed jobs',
      'API tokens',
    ]);
  });

  it('shows compliance documents, cases, approvals, the sanctions lists, IFTI reports, monitoring rules and the audit log', async () => {
    expect(await navFor(['compliance'])).toEqual([
      'Work queue',
      'Customers',
      'Documents',
      'Cases',
      'Support',
      'Transfers',
      'Approvals',
      'Pricing',
      'Failed jobs',
      'Sanctions lists',
      'IFTI reports',
      'Monitoring rules',
      'Audit log',
      'API tokens',
    ]);
  });

  it('shows finance the exports, not the regulator’s reports', async () => {
    expect(await navFor(['finance'])).toEqual([
      'Work queue',
      'Customers',
      'Transfers',
      'Approvals',
      'Pricing',
      'Failed jobs',
      'Exports',
      'API tokens',
    ]);
  });

  it('shows an admin staff, the sanctions lists and the audit log, not customers or cases', async () => {
    expect(await navFor(['admin'])).toEqual([
      'Work queue',
      'Failed jobs',
      'Sanctions lists',
      'Audit log',
      'Staff',
      'API tokens',
    ]);
  });

  it('names the officer and their roles, and signs out', async () => {
    let signedOut = false;
    server.use(
      http.post(admin('/sign-out'), () => {
        signedOut = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await navFor(['support', 'finance']);
    expect(screen.getByText('Support · Finance')).toBeInTheDocument();
    server.use(http.get(admin('/session'), () => json({ message: 'Unauthenticated.' }, 401)));
    const { user } = { user: (await import('@testing-library/user-event')).default.setup() };
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await screen.findByRole('heading', { name: 'Staff sign-in' });
    expect(signedOut).toBe(true);
  });

  it('refuses a page the roles do not allow, keeping the navigation', async () => {
    server.use(signedInAs(['support']));
    renderApp('/audit');
    expect(await screen.findByRole('heading', { name: 'Not for your roles' })).toBeInTheDocument();
    expect(screen.getAllByRole('navigation', { name: 'Back office' })[0]).toBeInTheDocument();
  });

  it('opens the phone menu with the same sections', async () => {
    server.use(
      signedInAs(['admin']),
      http.get(admin('/queue'), () => json(workQueue())),
    );
    const { user } = renderApp('/');
    const menu = await screen.findByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('navigation', { name: 'Back office' })).toHaveLength(2);
  });
});
