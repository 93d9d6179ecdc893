import { STAFF_CSRF_HEADER } from '@homeward/contract';
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { NO_SESSION_CSRF } from '@/lib/api-client';
import { admin, json, signedOut, staffSession, workQueue } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

describe('sign-in', () => {
  it('takes the password, then the authenticator code, then opens the work queue', async () => {
    const codeHeaders: (string | null)[] = [];
    server.use(
      signedOut(),
      http.post(admin('/sign-in'), async ({ request }) => {
        // No session yet: the header is there all the same (the API refuses a POST without it).
        expect(request.headers.get(STAFF_CSRF_HEADER)).toBe(NO_SESSION_CSRF);
        expect(await request.json()).toEqual({
          email: 'ana@homeward.test',
          password: 'correct horse',
        });
        return json({ ...staffSession(['support'], 'second_factor'), csrf_token: 'pending-csrf' });
      }),
      http.post(admin('/sign-in/code'), async ({ request }) => {
        codeHeaders.push(request.headers.get(STAFF_CSRF_HEADER));
        const { code } = (await request.json()) as { code: string };
        if (code !== '123456') {
          return json(
            { message: 'That code is not right.', errors: { code: ['That code is not right.'] } },
            422,
          );
        }
        return json(staffSession(['support']));
      }),
      http.get(admin('/queue'), () => json(workQueue())),
    );
    const { user, path } = renderApp('/');

    await screen.findByRole('heading', { name: 'Staff sign-in' });
    expect(path()).toBe('/sign-in');
    expect(document.title).toBe('Sign in · Homeward back office');

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter your password.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Work email'), 'ana@homeward.test');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const code = await screen.findByLabelText('Authenticator code');
    await user.type(code, '12345');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText('Enter the 6-digit code from your authenticator app.'),
    ).toBeInTheDocument();

    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('That code is not right.')).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await screen.findByRole('heading', { name: 'Work queue', level: 1 });
    expect(path()).toBe('/');
    // The state-changing code step echoed the token of the session answer before it.
    expect(codeHeaders).toEqual(['pending-csrf', 'pending-csrf']);
    expect(screen.getAllByText('Ana Reyes')[0]).toBeInTheDocument();
  });

  it('shows the server message when the password is wrong', async () => {
    server.use(
      signedOut(),
      http.post(admin('/sign-in'), () =>
        json({ message: 'These credentials do not match our records.', errors: {} }, 422),
      ),
    );
    const { user } = renderApp('/sign-in');
    await user.type(await screen.findByLabelText('Work email'), 'ana@homeward.test');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'These credentials do not match our records.',
    );
  });

  it('sends a signed-out officer from a deep link to sign-in, and back there after', async () => {
    server.use(
      signedOut(),
      http.post(admin('/sign-in'), () => json(staffSession(['support'], 'second_factor'))),
      http.post(admin('/sign-in/code'), () => json(staffSession(['support']))),
      http.get(admin('/customers'), () => json({ data: [] })),
    );
    const { user, router, path } = renderApp('/customers?q=maria');
    await screen.findByRole('heading', { name: 'Staff sign-in' });
    expect(path()).toBe('/sign-in');
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/customers?q=maria')}`);

    await user.type(screen.getByLabelText('Work email'), 'ana@homeward.test');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText('Authenticator code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { name: 'Customers', level: 1 });
    expect(path()).toBe('/customers');
    expect(router.state.location.search).toBe('?q=maria');
  });

  it('goes to sign-in when a call answers 401 mid-session', async () => {
    server.use(
      http.get(admin('/session'), () => json(staffSession(['support']))),
      http.get(admin('/queue'), () => json({ message: 'Unauthenticated.' }, 401)),
    );
    const { path } = renderApp('/');
    await waitFor(() => expect(path()).toBe('/sign-in'));
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeInTheDocument();
  });
});
