import { apiPaths } from '@homeward/contract';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { makeCustomer } from '@/testing/fixtures';
import { csrfCookie, policy, signedOut, url } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

type User = ReturnType<typeof renderApp>['user'];

async function fill(user: User, password = 'Sup3rSecret') {
  await user.type(await screen.findByLabelText('Email'), 'Maria@Example.com');
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm Password'), password);
}

const submit = () => screen.getByRole('button', { name: 'Continue' });

describe('sign-up screen', () => {
  it('shows the heading, the links and the close icon', async () => {
    server.use(signedOut(), policy());
    renderApp('/sign-up');
    expect(
      await screen.findByRole('heading', { name: 'Adventure starts here' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/easy and fun/i)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByRole('link', { name: 'Sign in instead' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Close' })).toHaveAttribute(
      'href',
      'https://homeward.example',
    );
  });

  it('opens the privacy policy and terms in a new tab', async () => {
    server.use(signedOut(), policy());
    renderApp('/sign-up');
    const privacy = await screen.findByRole('link', { name: 'privacy policy' });
    const terms = screen.getByRole('link', { name: 'terms of service' });
    expect(privacy).toHaveAttribute('href', 'https://homeward.example/privacy');
    expect(terms).toHaveAttribute('href', 'https://homeward.example/terms');
    for (const link of [privacy, terms]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(
      screen.getByRole('checkbox', { name: 'I agree to privacy policy & terms of service' }),
    ).toBeRequired();
  });

  it('keeps Continue disabled until the terms box is ticked', async () => {
    server.use(signedOut(), policy());
    const { user } = renderApp('/sign-up');
    await fill(user);
    expect(submit()).toBeDisabled();
    const box = screen.getByRole('checkbox', { name: /I agree to/ });
    await user.click(box);
    expect(submit()).toBeEnabled();
    await user.click(box);
    expect(submit()).toBeDisabled();
  });

  it('reveals and hides each password with its toggle', async () => {
    server.use(signedOut(), policy());
    const { user } = renderApp('/sign-up');
    const password = await screen.findByLabelText('Password');
    const confirm = screen.getByLabelText('Confirm Password');
    const [first, second] = screen.getAllByRole('button', { name: 'Show password' }) as [
      HTMLElement,
      HTMLElement,
    ];
    expect(password).toHaveAttribute('type', 'password');
    await user.click(first);
    expect(password).toHaveAttribute('type', 'text');
    expect(confirm).toHaveAttribute('type', 'password');
    expect(first).toHaveAttribute('aria-pressed', 'true');
    expect(first).toHaveAccessibleName('Hide password');
    await user.click(second);
    expect(confirm).toHaveAttribute('type', 'text');
    await user.click(first);
    expect(password).toHaveAttribute('type', 'password');
    expect(first).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows the live checklist only once the policy has loaded', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      signedOut(),
      http.get(url(apiPaths.passwordPolicy), async () => {
        await gate;
        return HttpResponse.json((await import('@/testing/fixtures')).passwordPolicy);
      }),
    );
    const { user } = renderApp('/sign-up');
    await screen.findByRole('heading', { name: 'Adventure starts here' });
    expect(screen.getByText('Loading the password rules')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Password requirements' })).not.toBeInTheDocument();
    release();
    const list = await screen.findByRole('list', { name: 'Password requirements' });
    expect(screen.queryByText('Loading the password rules')).not.toBeInTheDocument();
    const state = (rule: string) =>
      list.querySelector(`[data-rule="${rule}"]`)?.getAttribute('data-state');
    expect(state('length')).toBe('idle');
    await user.type(screen.getByLabelText('Password'), 'abc1');
    expect(state('length')).toBe('unmet');
    expect(state('digits')).toBe('met');
    expect(state('uppercase')).toBe('unmet');
  });

  it('still shows the form, without a checklist, when the policy fails (only logged)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(
      signedOut(),
      http.get(url(apiPaths.passwordPolicy), () =>
        HttpResponse.json({ message: 'x' }, { status: 500 }),
      ),
    );
    renderApp('/sign-up');
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Password requirements' })).not.toBeInTheDocument();
    expect(screen.queryByText('Loading the password rules')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('puts the first 422 message of each field under it and marks it invalid', async () => {
    server.use(
      signedOut(),
      policy(),
      csrfCookie(),
      http.post(url(apiPaths.signUp), () =>
        HttpResponse.json(
          {
            message: 'The email has already been taken. (and 2 more errors)',
            errors: {
              email: ['The email has already been taken.', 'second email message'],
              password: ['The password has appeared in a data leak.'],
              confirm_password: ['The confirm password field must match password.'],
            },
          },
          { status: 422 },
        ),
      ),
    );
    const { user, path } = renderApp('/sign-up');
    await fill(user);
    await user.click(screen.getByRole('checkbox', { name: /I agree to/ }));
    await user.click(submit());

    const expectations: [string, string][] = [
      ['Email', 'The email has already been taken.'],
      ['Password', 'The password has appeared in a data leak.'],
      ['Confirm Password', 'The confirm password field must match password.'],
    ];
    for (const [label, message] of expectations) {
      const input = await screen.findByLabelText(label);
      await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
      expect(input).toHaveAccessibleDescription(message);
      expect(input).toHaveClass('border-danger');
    }
    expect(screen.queryByText('second email message')).not.toBeInTheDocument();
    expect(path()).toBe('/sign-up');
  });

  it('only logs other sign-up errors', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(
      signedOut(),
      policy(),
      csrfCookie(),
      http.post(url(apiPaths.signUp), () =>
        HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
      ),
    );
    const { user, path } = renderApp('/sign-up');
    await fill(user);
    await user.click(screen.getByRole('checkbox', { name: /I agree to/ }));
    await user.click(submit());
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Sign-up failed', expect.anything()));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(path()).toBe('/sign-up');
    expect(submit()).toBeEnabled();
  });

  it('gets the CSRF cookie, signs up and goes to onboarding', async () => {
    const calls: string[] = [];
    let body: unknown;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      signedOut(),
      policy(),
      http.get(url(apiPaths.csrfCookie), () => {
        calls.push('csrf');
        return new HttpResponse(null, { status: 204 });
      }),
      http.post(url(apiPaths.signUp), async ({ request }) => {
        calls.push('signup');
        body = await request.json();
        await gate;
        return HttpResponse.json(makeCustomer(), { status: 201 });
      }),
    );
    const { user, path } = renderApp('/sign-up');
    await fill(user);
    await user.click(screen.getByRole('checkbox', { name: /I agree to/ }));
    await user.click(submit());
    // While the request runs the button is blocked and shows a spinner.
    await waitFor(() => expect(submit()).toBeDisabled());
    expect(submit()).toHaveAttribute('aria-busy', 'true');
    release();
    expect(await screen.findByRole('heading', { name: 'Complete Signup' })).toBeInTheDocument();
    expect(path()).toBe('/workflow/onboarding');
    expect(calls).toEqual(['csrf', 'signup']);
    expect(body).toEqual({
      email: 'maria@example.com',
      password: 'Sup3rSecret',
      confirm_password: 'Sup3rSecret',
    });
  });

  it('checks the policy in the browser before sending', async () => {
    server.use(signedOut(), policy());
    const { user } = renderApp('/sign-up');
    await screen.findByRole('list', { name: 'Password requirements' });
    await fill(user, 'short');
    await user.click(screen.getByRole('checkbox', { name: /I agree to/ }));
    await user.click(submit());
    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription(/does not meet the requirements/);
  });
});
