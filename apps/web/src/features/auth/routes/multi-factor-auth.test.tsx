import { apiPaths, messages } from '@homeward/contract';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeCustomer } from '@/testing/fixtures';
import { signedIn, url } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const pending = (mfaMethod: 'email' | 'totp') =>
  makeCustomer({ isEmailVerified: true, mfaMethod, isMfaCompleted: false });

describe('MFA screen', () => {
  it('asks for the emailed code, with a resend button', async () => {
    server.use(signedIn(pending('email')));
    renderApp('/mfa');
    expect(
      await screen.findByRole('heading', { name: 'More authentication required' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Enter the code we emailed to/)).toHaveTextContent(
      'Enter the code we emailed to maria@example.com',
    );
    expect(screen.getByLabelText('Code from the email')).toHaveAttribute(
      'autocomplete',
      'one-time-code',
    );
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /recovery code/ })).not.toBeInTheDocument();
  });

  it('asks for the authenticator code, and can take a recovery code instead', async () => {
    let body: unknown;
    server.use(
      signedIn(pending('totp')),
      http.post(url(apiPaths.mfa), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          makeCustomer({ isEmailVerified: true, mfaMethod: 'totp', isMfaCompleted: true }),
        );
      }),
    );
    const { user, path } = renderApp('/mfa');
    expect(
      await screen.findByText('Enter the 6-digit code from your authenticator app'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Send a new code/ })).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Use a recovery code instead' });
    await user.click(toggle);
    expect(screen.queryByLabelText('Code from the app')).not.toBeInTheDocument();
    const recovery = screen.getByLabelText('Recovery code');
    await waitFor(() => expect(recovery).toHaveFocus());
    await user.type(recovery, 'ABCD-EFGH');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(path()).toBe('/workflow/onboarding'));
    expect(body).toEqual({ otp: 'ABCD-EFGH' });
  });

  it('goes back from the recovery code to the app code', async () => {
    server.use(signedIn(pending('totp')));
    const { user } = renderApp('/mfa');
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    await user.click(screen.getByRole('button', { name: 'Use the authenticator app instead' }));
    expect(screen.getByLabelText('Code from the app')).toBeInTheDocument();
  });

  it('shows a wrong code under the field and stays', async () => {
    server.use(
      signedIn(pending('email')),
      http.post(url(apiPaths.mfa), () =>
        HttpResponse.json(
          { message: 'The code is incorrect.', errors: { otp: ['The code is incorrect.'] } },
          { status: 422 },
        ),
      ),
    );
    const { user, path } = renderApp('/mfa');
    await user.type(await screen.findByLabelText('Code from the email'), '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code is incorrect.')).toBeInTheDocument();
    expect(screen.getByLabelText('Code from the email')).toHaveAttribute('aria-invalid', 'true');
    expect(path()).toBe('/mfa');
  });

  it('goes to onboarding with the completed session stored', async () => {
    const done = makeCustomer({ isEmailVerified: true, mfaMethod: 'email', isMfaCompleted: true });
    server.use(
      signedIn(pending('email')),
      http.post(url(apiPaths.mfa), () => HttpResponse.json(done)),
    );
    const { user, path } = renderApp('/mfa');
    await user.type(await screen.findByLabelText('Code from the email'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Complete Signup' })).toBeInTheDocument();
    expect(path()).toBe('/workflow/onboarding');
  });

  it('after too many wrong codes, says so on the sign-in screen', async () => {
    const lockout = 'Too many wrong codes. Please sign in again.';
    server.use(
      signedIn(pending('email')),
      http.post(url(apiPaths.mfa), () => HttpResponse.json({ message: lockout }, { status: 429 })),
    );
    const { user, path } = renderApp('/mfa');
    await user.type(await screen.findByLabelText('Code from the email'), '999999');
    // The session is gone now: any later profile read would answer 401.
    server.use(
      http.get(url(apiPaths.profile), () =>
        HttpResponse.json({ message: messages.unauthenticated }, { status: 401 }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByRole('heading', { name: 'Love to see you again' }),
    ).toBeInTheDocument();
    expect(path()).toBe('/');
    expect(screen.getByRole('alert')).toHaveTextContent(lockout);
  });

  it('uses Retry-After when a new code was asked for too soon', async () => {
    server.use(
      signedIn(pending('email')),
      http.post(url(apiPaths.resendMfaOtp), () =>
        HttpResponse.json(
          { message: 'Please wait 30 seconds before asking for another code.' },
          { status: 429, headers: { 'Retry-After': '30' } },
        ),
      ),
    );
    const { user } = renderApp('/mfa');
    await user.click(await screen.findByRole('button', { name: 'Send a new code' }));
    expect(
      await screen.findByRole('button', { name: /Send a new code in 0:(30|29)/ }),
    ).toBeDisabled();
  });

  it('signs out from the MFA screen', async () => {
    server.use(
      signedIn(pending('email')),
      http.post(url(apiPaths.logOut), () => new HttpResponse(null, { status: 204 })),
    );
    const { user, path } = renderApp('/mfa');
    await screen.findByRole('heading', { name: 'More authentication required' });
    const buttons = screen.getAllByRole('button', { name: 'Sign out' });
    await user.click(buttons.at(-1) as HTMLElement);
    await waitFor(() => expect(path()).toBe('/'));
  });
});
