import { apiPaths } from '@homeward/contract';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { csrfCookie, liveResetLink, policy, signedOut, url } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

// base64("???>>>") holds "/" and "+", so the link carries them percent-encoded.
const secret = '???>>>';
const link = `/reset-password/${encodeURIComponent(btoa(secret))}`;

async function fill(user: ReturnType<typeof renderApp>['user'], password = 'NewPassw0rd') {
  await user.type(await screen.findByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm Password'), password);
  await user.click(screen.getByRole('button', { name: 'Reset password' }));
}

const DEAD = 'This password reset link is invalid or has expired.';

describe('reset password screen', () => {
  // The link is checked as the page opens; a live one by default.
  beforeEach(() => {
    server.use(csrfCookie(), liveResetLink());
  });

  it('checks the link as it opens: a used one says so at once, with no form', async () => {
    let checked: unknown;
    server.use(
      policy(),
      http.post(url(apiPaths.checkResetLink), async ({ request }) => {
        checked = await request.json();
        return HttpResponse.json({ message: DEAD, errors: { token: [DEAD] } }, { status: 422 });
      }),
    );
    const { path } = renderApp(link);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This link cannot be used');
    expect(alert).toHaveTextContent(DEAD);
    expect(alert.querySelector('a')).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(checked).toEqual({ token: secret });
    expect(path()).toMatch(/^\/reset-password\//);
  });

  it('shows the form when the check cannot reach the server', async () => {
    server.use(
      policy(),
      http.post(url(apiPaths.checkResetLink), () => HttpResponse.error()),
    );
    renderApp(link);
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
  });

  it('posts the base64-decoded token after the CSRF cookie, then goes to sign-in', async () => {
    const calls: string[] = [];
    let body: unknown;
    server.use(
      policy(),
      signedOut(),
      http.get(url(apiPaths.csrfCookie), () => {
        calls.push('csrf');
        return new HttpResponse(null, { status: 204 });
      }),
      http.post(url(apiPaths.resetPassword), async ({ request }) => {
        calls.push('reset');
        body = await request.json();
        return HttpResponse.json({ message: 'Your password has been reset.' });
      }),
    );
    expect(link).toContain('%2F');
    const { user, router } = renderApp(link);
    await fill(user);
    expect(
      await screen.findByText(
        'Your password has been successfully reset. Please log in using your new password.',
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('?referer=reset-password');
    // The link's check as the page opened, then the reset: each after the CSRF cookie.
    expect(calls).toEqual(['csrf', 'csrf', 'reset']);
    expect(body).toEqual({
      token: secret,
      password: 'NewPassw0rd',
      confirm_password: 'NewPassw0rd',
    });
  });

  it('shows the live checklist of the password policy', async () => {
    server.use(policy());
    const { user } = renderApp(link);
    await user.type(await screen.findByLabelText('Password'), 'abc');
    const list = await screen.findByRole('list', { name: 'Password requirements' });
    expect(list.querySelector('[data-rule="lowercase"]')).toHaveAttribute('data-state', 'met');
    expect(list.querySelector('[data-rule="digits"]')).toHaveAttribute('data-state', 'unmet');
  });

  it('says when the passwords do not match, without calling the server', async () => {
    server.use(policy());
    const { user } = renderApp(link);
    await user.type(await screen.findByLabelText('Password'), 'NewPassw0rd');
    await user.type(screen.getByLabelText('Confirm Password'), 'NewPassw0rx');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(
      await screen.findByText('The confirm password field must match password.'),
    ).toBeInTheDocument();
  });

  it('shows an expired token prominently, with a way to ask for a new link', async () => {
    const expired = 'This password reset link is invalid or has expired.';
    server.use(
      policy(),
      csrfCookie(),
      http.post(url(apiPaths.resetPassword), () =>
        HttpResponse.json({ message: expired, errors: { token: [expired] } }, { status: 422 }),
      ),
    );
    const { user, path } = renderApp(link);
    await fill(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(expired);
    expect(alert.querySelector('a')).toHaveAttribute('href', '/forgot-password');
    expect(path()).toMatch(/^\/reset-password\//);
  });

  it('shows the password rules the server rejected under the field', async () => {
    const message = 'The password does not meet the requirements: one number.';
    server.use(
      policy(),
      csrfCookie(),
      http.post(url(apiPaths.resetPassword), () =>
        HttpResponse.json({ message, errors: { password: [message] } }, { status: 422 }),
      ),
    );
    const { user } = renderApp(link);
    await fill(user);
    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus());
  });

  it.each(['not%20base64!', '%2Fw%3D%3D'])(
    'shows the invalid-link state for the token %s, without a form',
    async (token) => {
      renderApp(`/reset-password/${token}`);
      expect(await screen.findByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent(
        'This password reset link is invalid or has expired.',
      );
      expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
        'href',
        '/forgot-password',
      );
      expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    },
  );
});
