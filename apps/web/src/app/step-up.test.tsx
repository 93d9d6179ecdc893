import { apiPaths } from '@homeward/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeCustomer } from '@/testing/fixtures';
import { policy, securityEvents, signedIn, url } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

/** The browser's passkey prompt, as @simplewebauthn/browser opens it. */
const browserLibrary = vi.hoisted(() => ({ startAuthentication: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => browserLibrary);
afterEach(() => {
  vi.unstubAllGlobals();
  browserLibrary.startAuthentication.mockReset();
});

/**
 * Step-up as the customer meets it: a sensitive change answered 423 opens "Confirm it's you",
 * and once the factor is given the change goes through without being asked for again.
 */

const customer = (mfa: 'email' | 'totp' = 'email') =>
  makeCustomer({
    isEmailVerified: true,
    mfaMethod: mfa,
    accountMfaMethod: mfa,
    isMfaCompleted: true,
  });

const stepUpAnswer = (method: 'email' | 'totp', passkey = false) =>
  HttpResponse.json(
    {
      message: 'Please confirm it is you before making this change.',
      step_up: { method, passkey },
    },
    { status: 423 },
  );

async function changePassword(user: ReturnType<typeof renderApp>['user']) {
  const card = await screen.findByRole('region', { name: 'Change password' });
  await user.type(within(card).getByLabelText('Current Password'), 'OldPassw0rd');
  await user.type(within(card).getByLabelText('New Password'), 'NewPassw0rd');
  await user.type(within(card).getByLabelText('Confirm Password'), 'NewPassw0rd');
  await user.click(within(card).getByRole('button', { name: 'Change password' }));
  return card;
}

describe('step-up', () => {
  it('mails a code, takes it, then makes the change it held', async () => {
    let confirmed = false;
    let mailed = 0;
    let changes = 0;
    server.use(
      signedIn(customer()),
      policy(),
      securityEvents(),
      http.post(url(apiPaths.changePassword), () => {
        if (!confirmed) return stepUpAnswer('email');
        changes += 1;
        return new HttpResponse(null, { status: 204 });
      }),
      http.post(url(apiPaths.stepUpCode), () => {
        mailed += 1;
        return new HttpResponse(null, { status: 204 });
      }),
      http.post(url(apiPaths.stepUp), async ({ request }) => {
        const { otp } = (await request.json()) as { otp: string };
        if (otp !== '123456') {
          return HttpResponse.json(
            { message: 'The code is incorrect.', errors: { otp: ['The code is incorrect.'] } },
            { status: 422 },
          );
        }
        confirmed = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user, router } = renderApp('/settings/security');
    await changePassword(user);

    const dialog = await screen.findByRole('dialog', { name: 'Confirm it’s you' });
    expect(dialog).toHaveTextContent('maria@example.com');
    await waitFor(() => expect(mailed).toBe(1));
    const field = within(dialog).getByLabelText('Code from the email');
    await waitFor(() => expect(field).toHaveFocus());

    await user.type(field, '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('The code is incorrect.')).toBeInTheDocument();
    expect(changes).toBe(0);

    await user.clear(field);
    await user.type(field, '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(changes).toBe(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks an authenticator user for the app, with a recovery code as the way out', async () => {
    let mailed = 0;
    let given: string | undefined;
    server.use(
      signedIn(customer('totp')),
      policy(),
      securityEvents(),
      http.post(url(apiPaths.changePassword), () =>
        given ? new HttpResponse(null, { status: 204 }) : stepUpAnswer('totp'),
      ),
      http.post(url(apiPaths.stepUpCode), () => {
        mailed += 1;
        return new HttpResponse(null, { status: 204 });
      }),
      http.post(url(apiPaths.stepUp), async ({ request }) => {
        given = ((await request.json()) as { otp: string }).otp;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user, router } = renderApp('/settings/security');
    await changePassword(user);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it’s you' });
    expect(dialog).toHaveTextContent('authenticator app');
    await user.click(within(dialog).getByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(within(dialog).getByLabelText('Recovery code'), 'ABCD-EFGH');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(given).toBe('ABCD-EFGH');
    expect(mailed).toBe(0);
  });

  it('takes a passkey instead of the code when the account has one', async () => {
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    const assertion = { id: 'b2xk', rawId: 'b2xk', type: 'public-key', response: {} };
    browserLibrary.startAuthentication
      .mockRejectedValueOnce(Object.assign(new Error('Not allowed.'), { name: 'NotAllowedError' }))
      .mockResolvedValueOnce(assertion);
    let proved: unknown;
    server.use(
      signedIn(customer()),
      policy(),
      securityEvents(),
      http.post(url(apiPaths.changePassword), () =>
        proved ? new HttpResponse(null, { status: 204 }) : stepUpAnswer('email', true),
      ),
      http.post(url(apiPaths.stepUpCode), () => new HttpResponse(null, { status: 204 })),
      // Settings lists the passkeys where the browser has them.
      http.get(url(apiPaths.passkeys), () => HttpResponse.json([])),
      http.post(url(apiPaths.passkeyStepUpOptions), () =>
        HttpResponse.json({ challenge: 'Y2hhbGxlbmdl', rpId: 'localhost' }),
      ),
      http.post(url(apiPaths.passkeyStepUp), async ({ request }) => {
        proved = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user, router } = renderApp('/settings/security');
    await changePassword(user);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it’s you' });
    // The first prompt is closed: the dialog says so and stays.
    await user.click(within(dialog).getByRole('button', { name: 'Use a passkey' }));
    expect(await within(dialog).findByText(/cancelled or timed out/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Use a passkey' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(proved).toEqual({ credential: assertion });
  });

  it('offers no passkey where the browser has none', async () => {
    vi.stubGlobal('PublicKeyCredential', undefined);
    server.use(
      signedIn(customer('totp')),
      policy(),
      securityEvents(),
      http.post(url(apiPaths.changePassword), () => stepUpAnswer('totp', true)),
    );
    const { user } = renderApp('/settings/security');
    await changePassword(user);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it’s you' });
    expect(within(dialog).queryByRole('button', { name: 'Use a passkey' })).not.toBeInTheDocument();
    // The change waits on the dialog: cancelled, it ends, and the test need not wait for it.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  });

  it('cancelled, leaves the change undone and says why', async () => {
    server.use(
      signedIn(customer('totp')),
      policy(),
      securityEvents(),
      http.post(url(apiPaths.changePassword), () => stepUpAnswer('totp')),
    );
    const { user, path } = renderApp('/settings/security');
    const card = await changePassword(user);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it’s you' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      await within(card).findByText('Please confirm it is you before making this change.'),
    ).toBeInTheDocument();
    expect(path()).toBe('/settings/security');
  });
});

describe('sign out everywhere', () => {
  it('asks first, then ends every session and goes to sign-in', async () => {
    let calls = 0;
    server.use(
      signedIn(customer()),
      policy(),
      securityEvents(),
      http.post(url(apiPaths.logOutEverywhere), () => {
        calls += 1;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user, router } = renderApp('/settings/security');
    const card = await screen.findByRole('region', { name: 'Sign out everywhere' });
    await user.click(within(card).getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out everywhere?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls).toBe(1);
  });

  it('keeps the customer signed in when it fails, and says so', async () => {
    server.use(
      signedIn(customer()),
      policy(),
      securityEvents(),
      http.post(url(apiPaths.logOutEverywhere), () =>
        HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
      ),
    );
    const { user, path } = renderApp('/settings/security');
    const card = await screen.findByRole('region', { name: 'Sign out everywhere' });
    await user.click(within(card).getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out everywhere?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    expect(
      await within(dialog).findByText('We could not sign you out everywhere. Please try again.'),
    ).toBeInTheDocument();
    expect(path()).toBe('/settings/security');
  });
});
