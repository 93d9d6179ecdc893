import { apiPaths, messages } from '@homeward/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeCustomer } from '@/testing/fixtures';
import { csrfCookie, signedIn, signedOut, url } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

async function fillAndSubmit(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText('Email'), 'maria@example.com');
  await user.type(screen.getByLabelText('Password'), 'Sup3rSecret');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

/** The server's answer to a wrong email or password. */
const wrongPassword = () =>
  http.post(url(apiPaths.logIn), () =>
    HttpResponse.json(
      { message: messages.invalidCredentials, errors: { email: [messages.invalidCredentials] } },
      { status: 422 },
    ),
  );

describe('sign-in screen', () => {
  it('shows the heading, the remember-me box and the links', async () => {
    server.use(signedOut());
    renderApp('/');
    expect(
      await screen.findByRole('heading', { name: 'Love to see you again' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Sign up instead' })).toHaveAttribute(
      'href',
      '/sign-up',
    );
  });

  it('shows the server message in a "Login failed" box', async () => {
    server.use(signedOut(), csrfCookie(), wrongPassword());
    const { user, path } = renderApp('/');
    await fillAndSubmit(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Login failed');
    expect(alert).toHaveTextContent('These credentials do not match our records.');
    expect(path()).toBe('/');
  });

  it('shows the lock-out message of a 429 with a way out: resetting the password', async () => {
    const tooMany = 'Too many login attempts. Please try again in 15 minutes.';
    server.use(
      signedOut(),
      csrfCookie(),
      http.post(url(apiPaths.logIn), () =>
        HttpResponse.json({ message: tooMany }, { status: 429 }),
      ),
    );
    const { user, path } = renderApp('/');
    await fillAndSubmit(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(tooMany);
    await user.click(within(alert).getByRole('link', { name: 'Reset your password' }));
    await waitFor(() => expect(path()).toBe('/forgot-password'));
  });

  it('offers no reset link for a wrong password, only for a lock-out', async () => {
    server.use(signedOut(), csrfCookie(), wrongPassword());
    const { user } = renderApp('/');
    await fillAndSubmit(user);
    const alert = await screen.findByRole('alert');
    expect(within(alert).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says the server could not be reached when the network fails', async () => {
    server.use(
      signedOut(),
      csrfCookie(),
      http.post(url(apiPaths.logIn), () => HttpResponse.error()),
    );
    const { user } = renderApp('/');
    await fillAndSubmit(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Login failed');
    expect(alert).toHaveTextContent('We could not reach the server.');
  });

  it.each([
    [
      'change-password',
      'Your password has been successfully changed. Please log in using your new password.',
    ],
    [
      'reset-password',
      'Your password has been successfully reset. Please log in using your new password.',
    ],
  ])('shows the blue note for referer=%s', async (referer, note) => {
    server.use(signedOut());
    renderApp(`/?referer=${referer}`);
    const box = (await screen.findByText(note)).closest('[role="status"]');
    expect(box).toHaveAttribute('data-tone', 'info');
  });

  it('shows no note without a known referer', async () => {
    server.use(signedOut());
    renderApp('/?referer=elsewhere');
    await screen.findByRole('heading', { name: 'Love to see you again' });
    expect(screen.queryByText(/successfully/)).not.toBeInTheDocument();
  });

  it('fetches the CSRF cookie before logging in and sends email, password and remember', async () => {
    const calls: string[] = [];
    let body: unknown;
    server.use(
      signedOut(),
      http.get(url(apiPaths.csrfCookie), () => {
        calls.push('csrf');
        return new HttpResponse(null, { status: 204 });
      }),
      http.post(url(apiPaths.logIn), async ({ request }) => {
        calls.push('login');
        body = await request.json();
        return HttpResponse.json(makeCustomer());
      }),
    );
    const { user, path } = renderApp('/');
    await user.click(await screen.findByRole('checkbox', { name: 'Remember me' }));
    await fillAndSubmit(user);
    await waitFor(() => expect(path()).toBe('/workflow/onboarding'));
    expect(calls).toEqual(['csrf', 'login']);
    expect(body).toEqual({ email: 'maria@example.com', password: 'Sup3rSecret', remember: true });
  });

  it('goes to /mfa when the email is verified and the session has an MFA method', async () => {
    const customer = makeCustomer({ isEmailVerified: true, mfaMethod: 'email' });
    server.use(
      signedOut(),
      csrfCookie(),
      http.post(url(apiPaths.logIn), () => HttpResponse.json(customer)),
    );
    const { user, path, firstTarget } = renderApp('/');
    await fillAndSubmit(user);
    expect(
      await screen.findByRole('heading', { name: 'More authentication required' }),
    ).toBeInTheDocument();
    expect(path()).toBe('/mfa');
    // Login itself chose /mfa, not the onboarding guard redirecting there.
    expect(firstTarget()).toBe('/mfa');
  });

  it.each([
    ['the email is not verified', makeCustomer({ isEmailVerified: false, mfaMethod: 'email' })],
    ['no MFA method is set', makeCustomer({ isEmailVerified: true, mfaMethod: null })],
  ])('goes to onboarding when %s', async (_, customer) => {
    server.use(
      signedOut(),
      csrfCookie(),
      http.post(url(apiPaths.logIn), () => HttpResponse.json(customer)),
    );
    const { user, path, firstTarget } = renderApp('/');
    await fillAndSubmit(user);
    expect(await screen.findByRole('heading', { name: 'Complete Signup' })).toBeInTheDocument();
    expect(path()).toBe('/workflow/onboarding');
    expect(firstTarget()).toBe('/workflow/onboarding');
  });

  it('sends a signed-in visitor on without showing the form', async () => {
    server.use(signedIn(makeCustomer()));
    const { path } = renderApp('/');
    await waitFor(() => expect(path()).toBe('/workflow/onboarding'));
  });
});
