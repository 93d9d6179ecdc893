import { STAFF_CSRF_HEADER } from '@homeward/contract';
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { NO_SESSION_CSRF } from '@/lib/api-client';
import { admin, json, signedOut, staffSession, workQueue } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const TOKEN = 'invitation-token-1234567890';

describe('an invitation', () => {
  it('enrols the authenticator, sets the password and signs the new member in', async () => {
    let accepted: unknown;
    server.use(
      signedOut(),
      http.get(admin(`/invitations/${TOKEN}`), () =>
        json({
          email: 'ben@homeward.test',
          name: 'Ben Ito',
          roles: ['finance'],
          totp_secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
          otpauth_url:
            'otpauth://totp/Homeward:ben%40homeward.test?secret=JBSWY3DPEHPK3PXPJBSWY3DP',
          expires_at: '2026-11-28T10:00:00Z',
        }),
      ),
      http.post(admin(`/invitations/${TOKEN}/accept`), async ({ request }) => {
        expect(request.headers.get(STAFF_CSRF_HEADER)).toBe(NO_SESSION_CSRF);
        accepted = await request.json();
        return json(staffSession(['finance']));
      }),
      http.get(admin('/queue'), () => json(workQueue())),
    );
    const { user, path } = renderApp(`/invitation/${TOKEN}`);
    await screen.findByRole('heading', { name: 'Join the back office' });
    expect(await screen.findByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP')).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: /QR code to add Homeward back office/ }),
    ).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
    expect(screen.getByRole('link', { name: /Open in an authenticator app/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^otpauth:\/\/totp\//),
    );

    await user.type(screen.getByLabelText('Choose a password'), 'short');
    await user.type(screen.getByLabelText('Code from your authenticator app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Set up my account' }));
    expect(await screen.findByText('Use at least 12 characters.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Choose a password'));
    await user.type(screen.getByLabelText('Choose a password'), 'a long enough password');
    await user.click(screen.getByRole('button', { name: 'Set up my account' }));
    await screen.findByRole('heading', { name: 'Work queue', level: 1 });
    expect(path()).toBe('/');
    expect(accepted).toEqual({ password: 'a long enough password', code: '123456' });
  });

  it('says so when the invitation is no longer valid', async () => {
    server.use(
      signedOut(),
      http.get(admin(`/invitations/${TOKEN}`), () =>
        json({ message: 'This invitation has expired. Ask an admin for a new one.' }, 404),
      ),
    );
    renderApp(`/invitation/${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This invitation has expired. Ask an admin for a new one.',
    );
  });
});
