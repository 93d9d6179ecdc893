import { apiPaths } from '@homeward/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeCustomer } from '@/testing/fixtures';
import { policy, securityEvents, signedIn, url } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

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

const stepUpAnswer = (method: 'email' | 'totp') =>
  HttpResponse.json(
    { message: 'Please confirm it is you before making this change.', step_up: { method } },
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
    const { user, router } = renderApp('/settings');
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
    const { user, router } = renderApp('/settings');
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

  it('cancelled, leaves the change undone and says why', async () => {
    server.use(
      signedIn(customer('totp')),
      policy(),
      securityEvents(),
      http.post(url(apiPaths.changePassword), () => stepUpAnswer('totp')),
    );
    const { user, path } = renderApp('/settings');
    const card = await changePassword(user);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it’s you' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      await within(card).findByText('Please confirm it is you before making this change.'),
    ).toBeInTheDocument();
    expect(path()).toBe('/settings');
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
    const { user, router } = renderApp('/settings');
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
    const { user, path } = renderApp('/settings');
    const card = await screen.findByRole('region', { name: 'Sign out everywhere' });
    await user.click(within(card).getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out everywhere?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    expect(
      await within(dialog).findByText('We could not sign you out everywhere. Please try again.'),
    ).toBeInTheDocument();
    expect(path()).toBe('/settings');
  });
});
