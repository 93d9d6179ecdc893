import { apiPaths } from '@homeward/contract';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { csrfCookie, url } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const signedOutAnswer = 'That device is signed out. If it was not you, change your password now.';

describe('the new-device email’s page', () => {
  it('signs the device out only when asked, after fetching the CSRF cookie', async () => {
    const calls: string[] = [];
    let body: unknown;
    server.use(
      http.get(url(apiPaths.csrfCookie), () => {
        calls.push('csrf');
        return new HttpResponse(null, { status: 204 });
      }),
      http.post(url(apiPaths.deviceSignOutLink), async ({ request }) => {
        calls.push('sign out');
        body = await request.json();
        return HttpResponse.json({ message: signedOutAnswer });
      }),
    );
    const { user } = renderApp('/device-sign-out?session=s-1&token=t%2B1');
    const button = await screen.findByRole('button', { name: 'Sign that device out' });
    // Opening the link (as a mail scanner would) changes nothing.
    expect(calls).toEqual([]);
    await user.click(button);
    expect(await screen.findByRole('heading', { name: 'Device signed out' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(signedOutAnswer);
    expect(screen.getByRole('link', { name: 'Choose a new password' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(calls).toEqual(['csrf', 'sign out']);
    expect(body).toEqual({ session_id: 's-1', token: 't+1' });
  });

  it('shows the server’s words for a link that is not valid', async () => {
    server.use(
      csrfCookie(),
      http.post(url(apiPaths.deviceSignOutLink), () =>
        HttpResponse.json(
          {
            message: 'This link is not valid. Open it from the email.',
            errors: { token: ['This link is not valid. Open it from the email.'] },
          },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderApp('/device-sign-out?session=s-1&token=wrong');
    await user.click(await screen.findByRole('button', { name: 'Sign that device out' }));
    expect(
      await screen.findByText('This link is not valid. Open it from the email.'),
    ).toBeInTheDocument();
  });

  it('says so when the link is cut short', async () => {
    renderApp('/device-sign-out?session=s-1');
    expect(
      await screen.findByText('This link is not complete. Open it from the email again.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign that device out' })).not.toBeInTheDocument();
  });
});
