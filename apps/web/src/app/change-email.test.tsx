import { apiPaths } from '@homeward/contract';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeCustomer } from '@/testing/fixtures';
import { policy, securityEvents, signedIn, url } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const customer = () =>
  makeCustomer({ isEmailVerified: true, mfaMethod: 'email', isMfaCompleted: true });

const card = () => screen.findByRole('region', { name: 'Email address' });

describe('settings: email address', () => {
  it('sends a code to the new address and shows the new address once it comes back', async () => {
    const bodies: unknown[] = [];
    server.use(
      signedIn(customer()),
      policy(),
      securityEvents(),
      http.post(url(apiPaths.changeEmail), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: 'We sent a code.', email: 'new@example.com' });
      }),
      http.post(url(apiPaths.verifyNewEmail), async ({ request }) => {
        const { otp } = (await request.json()) as { otp: string };
        if (otp !== '246810') {
          return HttpResponse.json(
            { message: 'The code is incorrect.', errors: { otp: ['The code is incorrect.'] } },
            { status: 422 },
          );
        }
        const changed = customer();
        return HttpResponse.json({
          ...changed,
          account: { ...changed.account, email: 'new@example.com' },
        });
      }),
    );
    const { user } = renderApp('/settings');
    const section = await card();
    expect(section).toHaveTextContent('maria@example.com');
    await user.type(within(section).getByLabelText('New email address'), 'new@example.com');
    await user.click(within(section).getByRole('button', { name: 'Send code' }));
    expect(await within(section).findByText('new@example.com')).toBeInTheDocument();
    expect(bodies).toEqual([{ email: 'new@example.com' }]);

    const code = within(section).getByLabelText('Code from the new address');
    await user.type(code, '111111');
    await user.click(within(section).getByRole('button', { name: 'Verify' }));
    expect(await within(section).findByText('The code is incorrect.')).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, '246810');
    await user.click(within(section).getByRole('button', { name: 'Verify' }));
    expect(await within(section).findByRole('status')).toHaveTextContent(
      'Your email address is now new@example.com.',
    );
    expect(section).toHaveTextContent('Now new@example.com');
  });

  it('shows a taken or invalid address under the field', async () => {
    server.use(
      signedIn(customer()),
      policy(),
      securityEvents(),
      http.post(url(apiPaths.changeEmail), () =>
        HttpResponse.json(
          {
            message: 'The email has already been taken.',
            errors: { email: ['The email has already been taken.'] },
          },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderApp('/settings');
    const section = await card();
    const field = within(section).getByLabelText('New email address');
    await user.type(field, 'not an email');
    await user.click(within(section).getByRole('button', { name: 'Send code' }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(
      within(section).getByText('The email field must be a valid email address.'),
    ).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'taken@example.com');
    await user.click(within(section).getByRole('button', { name: 'Send code' }));
    expect(
      await within(section).findByText('The email has already been taken.'),
    ).toBeInTheDocument();
  });
});
