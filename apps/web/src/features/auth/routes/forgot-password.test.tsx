import { apiPaths } from '@homeward/contract';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { url } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const answer = 'If an account exists for that email, we have sent a link to reset the password.';

describe('forgot password screen', () => {
  it.each(['maria@example.com', 'nobody@example.com'])(
    'shows the same confirmation for %s, after fetching the CSRF cookie',
    async (email) => {
      const calls: string[] = [];
      let body: unknown;
      server.use(
        http.get(url(apiPaths.csrfCookie), () => {
          calls.push('csrf');
          return new HttpResponse(null, { status: 204 });
        }),
        http.post(url(apiPaths.forgotPassword), async ({ request }) => {
          calls.push('forgot');
          body = await request.json();
          return HttpResponse.json({ message: answer });
        }),
      );
      const { user } = renderApp('/forgot-password');
      await user.type(await screen.findByLabelText('Email'), email);
      await user.click(screen.getByRole('button', { name: 'Send reset link' }));
      expect(await screen.findByRole('heading', { name: 'Check your email' })).toHaveFocus();
      expect(screen.getByRole('status')).toHaveTextContent(answer);
      expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/');
      expect(calls).toEqual(['csrf', 'forgot']);
      expect(body).toEqual({ email });
    },
  );

  it('checks the email before sending', async () => {
    const { user } = renderApp('/forgot-password');
    await user.type(await screen.findByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(
      await screen.findByText('The email field must be a valid email address.'),
    ).toBeInTheDocument();
  });

  it('shows a throttling answer', async () => {
    server.use(
      http.get(url(apiPaths.csrfCookie), () => new HttpResponse(null, { status: 204 })),
      http.post(url(apiPaths.forgotPassword), () =>
        HttpResponse.json({ message: 'Too Many Attempts.' }, { status: 429 }),
      ),
    );
    const { user } = renderApp('/forgot-password');
    await user.type(await screen.findByLabelText('Email'), 'maria@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too Many Attempts.');
    await waitFor(() => expect(screen.queryByText(answer)).not.toBeInTheDocument());
  });
});
