import { apiPaths, type SecurityEvent } from '@homeward/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { verifiedCustomer } from '@/testing/fixtures';
import { policy, securityEvents, signedIn, url } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const section = (name: string) => screen.findByRole('region', { name });

describe('settings: change password', () => {
  async function submit(user: ReturnType<typeof renderApp>['user']) {
    const card = await section('Change password');
    await user.type(within(card).getByLabelText('Current Password'), 'OldPassw0rd');
    await user.type(within(card).getByLabelText('New Password'), 'NewPassw0rd');
    await user.type(within(card).getByLabelText('Confirm Password'), 'NewPassw0rd');
    await user.click(within(card).getByRole('button', { name: 'Change password' }));
    return card;
  }

  it('shows a wrong current password under its field', async () => {
    server.use(
      signedIn(verifiedCustomer()),
      policy(),
      securityEvents(),
      http.post(url(apiPaths.changePassword), () =>
        HttpResponse.json(
          {
            message: 'The current password is incorrect.',
            errors: { current_password: ['The current password is incorrect.'] },
          },
          { status: 422 },
        ),
      ),
    );
    const { user, path } = renderApp('/settings/security');
    const card = await submit(user);
    expect(await within(card).findByText('The current password is incorrect.')).toBeInTheDocument();
    expect(within(card).getByLabelText('Current Password')).toHaveAttribute('aria-invalid', 'true');
    expect(path()).toBe('/settings/security');
  });

  it('on success forgets the session and goes to sign-in with the "changed" note', async () => {
    let body: unknown;
    server.use(
      signedIn(verifiedCustomer()),
      policy(),
      securityEvents(),
      http.post(url(apiPaths.changePassword), async ({ request }) => {
        body = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user, router, queryClient } = renderApp('/settings/security');
    await submit(user);
    expect(
      await screen.findByText(
        'Your password has been successfully changed. Please log in using your new password.',
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('?referer=change-password');
    expect(queryClient.getQueryData(['customer', 'profile'])).toBeNull();
    expect(body).toEqual({
      current_password: 'OldPassw0rd',
      password: 'NewPassw0rd',
      confirm_password: 'NewPassw0rd',
    });
  });
});

describe('settings: authenticator app', () => {
  const codes = Array.from({ length: 10 }, (_, i) => `CODE-${String(i).padStart(4, '0')}`);

  it('enrols: QR and key, a wrong code, then the recovery codes once', async () => {
    let customer = verifiedCustomer('email');
    let confirmed: unknown;
    server.use(
      http.get(url(apiPaths.profile), () => HttpResponse.json(customer)),
      policy(),
      securityEvents(),
      http.post(url(apiPaths.totp), () =>
        HttpResponse.json({
          secret: 'JBSWY3DPEHPK3PXP',
          otpauth_url: 'otpauth://totp/Homeward:maria@example.com?secret=JBSWY3DPEHPK3PXP',
          qr_code: 'data:image/svg+xml;base64,PHN2Zy8+',
        }),
      ),
      http.post(url(apiPaths.totpConfirm), async ({ request }) => {
        const { otp } = (await request.json()) as { otp: string };
        if (otp !== '654321') {
          return HttpResponse.json(
            { message: 'The code is incorrect.', errors: { otp: ['The code is incorrect.'] } },
            { status: 422 },
          );
        }
        confirmed = otp;
        customer = verifiedCustomer('totp');
        return HttpResponse.json({ recovery_codes: codes });
      }),
    );
    const { user } = renderApp('/settings/security');
    const card = await section('Two-step verification');
    expect(card).toHaveTextContent('Codes by email');
    await user.click(within(card).getByRole('button', { name: 'Set up an authenticator app' }));

    const qr = await within(card).findByRole('img', { name: /QR code/ });
    expect(qr).toHaveAttribute('src', 'data:image/svg+xml;base64,PHN2Zy8+');
    expect(within(card).getByLabelText('Set-up key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');

    await user.type(within(card).getByLabelText('Code from the app'), '111111');
    await user.click(within(card).getByRole('button', { name: 'Turn on' }));
    expect(await within(card).findByText('The code is incorrect.')).toBeInTheDocument();

    await user.clear(within(card).getByLabelText('Code from the app'));
    await user.type(within(card).getByLabelText('Code from the app'), '654321');
    await user.click(within(card).getByRole('button', { name: 'Turn on' }));

    const list = await within(card).findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(codes);
    expect(confirmed).toBe('654321');

    await user.click(within(card).getByRole('button', { name: 'Copy all' }));
    expect(await navigator.clipboard.readText()).toBe(codes.join('\n'));
    expect(within(card).getByText('Codes copied')).toBeInTheDocument();

    // Downloaded as a text file, from memory: the server never shows them again.
    const saved: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:recovery-codes';
    });
    const revokeObjectURL = vi.fn();
    const jsdomUrl = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    await user.click(within(card).getByRole('button', { name: 'Download' }));
    expect(clicked[0]?.download).toBe('homeward-recovery-codes.txt');
    expect(clicked[0]?.href).toBe('blob:recovery-codes');
    const text = await saved[0]?.text();
    for (const code of codes) expect(text).toContain(code);
    click.mockRestore();
    Object.assign(URL, jsdomUrl);

    await user.click(within(card).getByRole('button', { name: 'I have saved them' }));
    expect(within(card).queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
    expect(within(card).queryByText('CODE-0000')).not.toBeInTheDocument();
    // The profile was fetched again: the app is now the method in use.
    await waitFor(() => expect(card).toHaveTextContent('Authenticator app'));
    expect(within(card).getByRole('button', { name: 'Turn off' })).toBeInTheDocument();
  });

  it('turns the app off with the current password', async () => {
    let customer = verifiedCustomer('totp');
    let body: unknown;
    server.use(
      http.get(url(apiPaths.profile), () => HttpResponse.json(customer)),
      policy(),
      securityEvents(),
      http.delete(url(apiPaths.totp), async ({ request }) => {
        body = await request.json();
        if ((body as { current_password: string }).current_password !== 'Right0ne') {
          return HttpResponse.json(
            {
              message: 'The current password is incorrect.',
              errors: { current_password: ['The current password is incorrect.'] },
            },
            { status: 422 },
          );
        }
        customer = verifiedCustomer('email');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderApp('/settings/security');
    const card = await section('Two-step verification');
    expect(card).toHaveTextContent('Authenticator app');
    await user.click(within(card).getByRole('button', { name: 'Turn off' }));
    const password = within(card).getByLabelText('Current Password');
    await user.type(password, 'Wrong0ne');
    await user.click(within(card).getByRole('button', { name: 'Turn off' }));
    expect(await within(card).findByText('The current password is incorrect.')).toBeInTheDocument();
    await user.clear(password);
    await user.type(password, 'Right0ne');
    await user.click(within(card).getByRole('button', { name: 'Turn off' }));
    expect(
      await within(card).findByText('Authenticator app turned off. Codes come by email again.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(card).toHaveTextContent('Codes by email'));
    expect(body).toEqual({ current_password: 'Right0ne' });
  });
});

describe('settings: security activity', () => {
  it('lists the events with labels, client, IP and time', async () => {
    const events: SecurityEvent[] = [
      {
        id: 'e2',
        type: 'sign_in_failed',
        ip_address: '203.0.113.9',
        client: 'Firefox 133 on Windows 11',
        created_at: '2025-03-02T10:15:00.000Z',
      },
      {
        id: 'e1',
        type: 'signed_in',
        ip_address: '198.51.100.4',
        client: 'Chrome 131 on macOS 14',
        created_at: '2025-03-01T08:00:00.000Z',
      },
      { id: 'e0', type: 'totp_enabled', ip_address: null, client: null, created_at: 'soon' },
    ];
    server.use(signedIn(verifiedCustomer()), policy(), securityEvents(events));
    renderApp('/settings/security');
    const list = await screen.findByRole('list', { name: 'Security events' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Wrong password');
    expect(rows[0]).toHaveTextContent('Firefox 133 on Windows 11 · 203.0.113.9');
    const time = rows[0]?.querySelector('time');
    expect(time).toHaveAttribute('datetime', '2025-03-02T10:15:00.000Z');
    expect(time?.textContent).toBe(
      new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date('2025-03-02T10:15:00.000Z'),
      ),
    );
    expect(rows[1]).toHaveTextContent('Signed in');
    expect(rows[2]).toHaveTextContent('Authenticator app turned on');
  });

  it('offers to try again when the log cannot be loaded', async () => {
    let fail = true;
    server.use(
      signedIn(verifiedCustomer()),
      policy(),
      http.get(url(apiPaths.securityEvents), () =>
        fail
          ? HttpResponse.json({ message: 'Nope' }, { status: 500 })
          : HttpResponse.json([
              {
                id: 'e1',
                type: 'password_changed',
                ip_address: null,
                client: null,
                created_at: '2025-03-01T08:00:00.000Z',
              },
            ]),
      ),
    );
    const { user } = renderApp('/settings/security');
    expect(
      await screen.findByText('We could not load your security activity.', undefined, {
        timeout: 4000,
      }),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
  });
});
