import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCustomer } from '@/testing/fixtures';
import {
  csrfCookie,
  devices,
  liveResetLink,
  policy,
  settingsReads,
  signedIn,
  signedOut,
} from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

/**
 * Every route of spec section 2 with a sample URL, its exact document title and, where the page
 * heading is not the title, that heading (the sample ids name nothing: not-found headings).
 */
const signedInPages: [string, string, string?][] = [
  ['/workflow/onboarding', 'Complete Signup'],
  ['/dashboard', 'Dashboard'],
  ['/transfer/q-1', 'Send Money'],
  ['/pay/t-1', 'Make Payment'],
  // The heading follows the payment ("Processing your payment", "Delivered"…): none here.
  ['/payment/cb/t-1', 'Processing Payment', 'Transfer not found'],
  ['/transactions', 'Transactions'],
  ['/transaction/t-1', 'Transaction', 'Transfer not found'],
  ['/recipients', 'Recipients'],
  ['/recipient/7', 'Recipient', 'We couldn’t find that recipient'],
  ['/account-verification', 'Account verification'],
  ['/account-verification/upload/proof-of-identity', 'Upload documents'],
  ['/settings', 'Settings'],
  ['/devices', 'Devices'],
  ['/rate-alerts', 'Rate alerts'],
];

const publicPages: [string, string][] = [
  ['/', 'Sign in'],
  ['/sign-up', 'Sign up'],
  ['/forgot-password', 'Forgot Password'],
  ['/reset-password/YWJjZGVm', 'Reset Password'],
];

describe('route titles', () => {
  it.each(publicPages)('%s is titled "%s"', async (url, title) => {
    server.use(signedOut(), policy(), csrfCookie(), liveResetLink());
    renderApp(url);
    await waitFor(() => expect(document.title).toBe(title));
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it.each(signedInPages)('%s is titled "%s"', async (url, title, heading = title) => {
    server.use(signedIn(makeCustomer()), ...settingsReads(), devices());
    const { path } = renderApp(url);
    await waitFor(() => expect(document.title).toBe(title));
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(path()).toBe(url);
  });

  it('/mfa is titled "More authentication required"', async () => {
    server.use(signedIn(makeCustomer({ isEmailVerified: true, mfaMethod: 'email' })));
    renderApp('/mfa');
    await waitFor(() => expect(document.title).toBe('More authentication required'));
  });

  it('an unknown path shows "not found" under the fallback title', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Default Title'));
  });

  it('hands the URL-decoded reset token to the reset page', async () => {
    const checked: unknown[] = [];
    server.use(policy(), csrfCookie(), liveResetLink(checked));
    // base64("s3cret?>") is "czNjcmV0Pz4=": "=" arrives percent-encoded in the link.
    renderApp('/reset-password/czNjcmV0Pz4%3D');
    await screen.findByRole('heading', { name: 'Reset Password' });
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
    expect(checked).toEqual(['s3cret?>']);
    expect(screen.queryByText(/invalid or has expired/)).not.toBeInTheDocument();
  });
});
