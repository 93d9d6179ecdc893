import { apiPaths } from '@homeward/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeCustomer } from '@/testing/fixtures';
import { signedIn, url } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const otp = () => screen.getByLabelText('Verification code');

afterEach(() => vi.useRealTimers());

describe('onboarding: verify email', () => {
  it('lists the stages with "Verify email" as the current one', async () => {
    server.use(signedIn(makeCustomer()));
    renderApp('/workflow/onboarding');
    const progress = await screen.findByRole('navigation', { name: 'Signup progress' });
    const items = progress.querySelectorAll('li');
    expect([...items].map((item) => item.dataset.state)).toEqual([
      'current',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    expect(items[0]).toHaveAttribute('aria-current', 'step');
    expect(items[0]).toHaveTextContent('Verify email (current step)');
    expect(items[6]).toHaveTextContent('Done (not started)');
    expect(screen.getByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    expect(screen.getByText('maria@example.com')).toBeInTheDocument();
    expect(otp()).toHaveAttribute('inputmode', 'numeric');
    expect(otp()).toHaveAttribute('autocomplete', 'one-time-code');
    expect(otp()).toHaveAttribute('maxlength', '6');
  });

  it('shows the 422 message under the field', async () => {
    server.use(
      signedIn(makeCustomer()),
      http.post(url(apiPaths.verifyEmailAddress), () =>
        HttpResponse.json(
          {
            message: 'The code has expired. Ask for a new one.',
            errors: { otp: ['The code has expired. Ask for a new one.'] },
          },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderApp('/workflow/onboarding');
    await user.type(await screen.findByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code has expired. Ask for a new one.')).toBeInTheDocument();
    expect(otp()).toHaveAttribute('aria-invalid', 'true');
    expect(otp()).toHaveFocus();
  });

  it('asks for six digits before sending', async () => {
    server.use(signedIn(makeCustomer()));
    const { user } = renderApp('/workflow/onboarding');
    await user.type(await screen.findByLabelText('Verification code'), '12a');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code is 6 digits.')).toBeInTheDocument();
  });

  it('stores the verified customer and moves on to what comes next', async () => {
    let body: unknown;
    server.use(
      signedIn(makeCustomer()),
      http.post(url(apiPaths.verifyEmailAddress), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(makeCustomer({ isEmailVerified: true }));
      }),
    );
    const { user, queryClient } = renderApp('/workflow/onboarding');
    await user.type(await screen.findByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Where do you live?' })).toBeInTheDocument();
    expect(body).toEqual({ otp: '123456' });
    expect(
      queryClient.getQueryData<ReturnType<typeof makeCustomer>>(['customer', 'profile'])?.account
        .is_email_verified,
    ).toBe(true);
    const items = screen
      .getByRole('navigation', { name: 'Signup progress' })
      .querySelectorAll('li');
    expect(items[0]?.dataset.state).toBe('complete');
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    // Focus follows to the next stage's heading.
    expect(screen.getByRole('heading', { name: 'Where do you live?' })).toHaveFocus();
  });

  it('counts down 60 seconds after sending a new code, then allows another', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], shouldAdvanceTime: true });
    let sent = 0;
    server.use(
      signedIn(makeCustomer()),
      http.post(url(apiPaths.resendEmailVerification), () => {
        sent += 1;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderApp('/workflow/onboarding');
    await user.click(await screen.findByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('We sent a new code to maria@example.com.')).toBeInTheDocument();
    const waiting = screen.getByRole('button', { name: /Send a new code in 1:00/ });
    expect(waiting).toBeDisabled();
    expect(sent).toBe(1);
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByRole('button', { name: /Send a new code in 0:3\d/ })).toBeDisabled();
    act(() => vi.advanceTimersByTime(31_000));
    const again = screen.getByRole('button', { name: 'Send a new code' });
    expect(again).toBeEnabled();
    await user.click(again);
    await waitFor(() => expect(sent).toBe(2));
  });

  it('waits as long as Retry-After says after a 429', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], shouldAdvanceTime: true });
    server.use(
      signedIn(makeCustomer()),
      http.post(url(apiPaths.resendEmailVerification), () =>
        HttpResponse.json(
          { message: 'Please wait 42 seconds before asking for another code.' },
          { status: 429, headers: { 'Retry-After': '42' } },
        ),
      ),
    );
    const { user } = renderApp('/workflow/onboarding');
    await user.click(await screen.findByRole('button', { name: 'Send a new code' }));
    expect(
      await screen.findByText('Please wait 42 seconds before asking for another code.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Send a new code in 0:42/ })).toBeDisabled();
    act(() => vi.advanceTimersByTime(42_000));
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeEnabled();
  });

  it('starts with the cool-down left over from the code sign-up sent', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], shouldAdvanceTime: true });
    const createdAt = new Date(Date.now() - 20_000).toISOString();
    server.use(signedIn(makeCustomer({ createdAt })));
    renderApp('/workflow/onboarding');
    expect(await screen.findByRole('button', { name: /Send a new code in 0:4\d/ })).toBeDisabled();
  });
});
