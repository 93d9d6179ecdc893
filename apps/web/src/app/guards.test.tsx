import { apiPaths } from '@homeward/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { makeCustomer } from '@/testing/fixtures';
import { policy, settingsReads, signedIn, signedOut, url } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const signedInUrls = [
  '/mfa',
  '/workflow/onboarding',
  '/dashboard',
  '/transfer/q-1',
  '/pay/t-1',
  '/payment/cb/t-1',
  '/transactions',
  '/transaction/t-1',
  '/recipients',
  '/recipient/7',
  '/account-verification',
  '/account-verification/upload/poi',
  '/settings',
  '/devices',
];

const mfaPending = () =>
  makeCustomer({ isEmailVerified: true, mfaMethod: 'email', isMfaCompleted: false });

describe('guards', () => {
  it.each(signedInUrls)('%s sends a signed-out visitor to sign-in', async (target) => {
    server.use(signedOut());
    const { path } = renderApp(target);
    expect(
      await screen.findByRole('heading', { name: 'Love to see you again' }),
    ).toBeInTheDocument();
    expect(path()).toBe('/');
  });

  it.each(['/', '/sign-up'])('%s sends a signed-in customer to onboarding', async (target) => {
    server.use(signedIn(makeCustomer()), policy());
    const { path } = renderApp(target);
    expect(await screen.findByRole('heading', { name: 'Complete Signup' })).toBeInTheDocument();
    expect(path()).toBe('/workflow/onboarding');
  });

  it.each(['/', '/sign-up', '/dashboard', '/workflow/onboarding'])(
    '%s sends a customer who owes the second factor to /mfa',
    async (target) => {
      server.use(signedIn(mfaPending()), policy());
      const { path } = renderApp(target);
      expect(
        await screen.findByRole('heading', { name: 'More authentication required' }),
      ).toBeInTheDocument();
      expect(path()).toBe('/mfa');
    },
  );

  it('lets a customer past MFA into the signed-in pages, and not back to /mfa', async () => {
    server.use(
      signedIn(makeCustomer({ isEmailVerified: true, mfaMethod: 'email', isMfaCompleted: true })),
    );
    const { path, router } = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    await act(() => router.navigate('/mfa'));
    await waitFor(() => expect(path()).toBe('/workflow/onboarding'));
  });

  it('keeps the public pages open to everyone without asking for the profile', async () => {
    // No profile handler: an unexpected request would fail the test.
    const { path } = renderApp('/forgot-password');
    expect(await screen.findByRole('heading', { name: 'Forgot Password' })).toBeInTheDocument();
    expect(path()).toBe('/forgot-password');
  });

  it('shows sign-in on a first visit without asking for the profile', async () => {
    // No anti-forgery cookie: the browser has no session. No profile handler either, so a
    // request for it would fail the test.
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    const { path } = renderApp('/dashboard');
    expect(
      await screen.findByRole('heading', { name: 'Love to see you again' }),
    ).toBeInTheDocument();
    expect(path()).toBe('/');
  });

  it('asks for the profile once when many guards need it', async () => {
    let count = 0;
    server.use(
      ...settingsReads(),
      http.get(url(apiPaths.profile), () => {
        count += 1;
        return HttpResponse.json(makeCustomer());
      }),
    );
    const { router } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });
    await act(() => router.navigate('/settings'));
    await screen.findByRole('heading', { name: 'Settings' });
    expect(count).toBe(1);
  });

  it('shows the error page when the profile cannot be loaded for another reason', async () => {
    server.use(
      http.get(url(apiPaths.profile), () =>
        HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
      ),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp('/dashboard');
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
  });
});
