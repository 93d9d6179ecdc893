import { apiPaths, type Passkey } from '@homeward/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCustomer } from '@/testing/fixtures';
import { policy, securityEvents, signedIn, signedOut, url } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { confirmWithPasskey } from './api/assert';

/** The browser's passkey prompts, as @simplewebauthn/browser opens them. */
const browserLibrary = vi.hoisted(() => ({
  startRegistration: vi.fn(),
  startAuthentication: vi.fn(),
}));
vi.mock('@simplewebauthn/browser', () => browserLibrary);

const registrationOptions = {
  challenge: 'Y2hhbGxlbmdl',
  rp: { id: 'localhost', name: 'Homeward' },
  user: { id: 'dXNlcg', name: 'maria@example.com', displayName: 'maria@example.com' },
  pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
  excludeCredentials: [],
};
const requestOptions = {
  challenge: 'Y2hhbGxlbmdl',
  rpId: 'localhost',
  userVerification: 'required',
};
const registration = { id: 'bmV3', rawId: 'bmV3', type: 'public-key', response: {} };
const assertion = { id: 'b2xk', rawId: 'b2xk', type: 'public-key', response: {} };
const cancelled = () =>
  Object.assign(new Error('The operation either timed out or was not allowed.'), {
    name: 'NotAllowedError',
  });

const makePasskey = (overrides: Partial<Passkey> = {}): Passkey => ({
  id: '0190a6d4-0000-7000-8000-00000000aaaa',
  name: 'Chrome on Android',
  backed_up: true,
  device_type: 'multiDevice',
  created_at: '2025-03-01T10:00:00.000Z',
  last_used_at: null,
  ...overrides,
});

const complete = () =>
  makeCustomer({ isEmailVerified: true, mfaMethod: 'email', isMfaCompleted: true });
const pending = () =>
  makeCustomer({ isEmailVerified: true, mfaMethod: 'email', isMfaCompleted: false });

beforeEach(() => {
  vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  browserLibrary.startRegistration.mockReset();
  browserLibrary.startAuthentication.mockReset();
});

const section = () => screen.findByRole('region', { name: 'Passkeys' });

describe('settings: passkeys', () => {
  it('lists passkeys with when they were added and last used', async () => {
    server.use(
      signedIn(complete()),
      policy(),
      securityEvents(),
      http.get(url(apiPaths.passkeys), () =>
        HttpResponse.json([
          makePasskey(),
          makePasskey({
            id: '0190a6d4-0000-7000-8000-00000000bbbb',
            name: 'Work laptop',
            backed_up: false,
            last_used_at: new Date(Date.now() - 3 * 3600_000).toISOString(),
          }),
        ]),
      ),
    );
    renderApp('/settings/security');
    const region = await section();
    const list = await within(region).findByRole('list', { name: 'Your passkeys' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Chrome on Android');
    expect(first).toHaveTextContent('Synced between your devices');
    expect(first).toHaveTextContent('Not used yet');
    expect(second).toHaveTextContent('Work laptop');
    expect(second).toHaveTextContent('Last used 3 hours ago');
  });

  it('is not shown in a browser without passkeys', async () => {
    vi.stubGlobal('PublicKeyCredential', undefined);
    server.use(signedIn(complete()), policy(), securityEvents());
    renderApp('/settings/security');
    await screen.findByRole('region', { name: 'Security activity' });
    expect(screen.queryByRole('region', { name: 'Passkeys' })).not.toBeInTheDocument();
  });

  it('adds a passkey under the name given', async () => {
    let saved: unknown;
    const list: Passkey[] = [];
    server.use(
      signedIn(complete()),
      policy(),
      securityEvents(),
      http.get(url(apiPaths.passkeys), () => HttpResponse.json(list)),
      http.post(url(apiPaths.passkeyRegistrationOptions), () =>
        HttpResponse.json(registrationOptions),
      ),
      http.post(url(apiPaths.passkeys), async ({ request }) => {
        saved = await request.json();
        const added = makePasskey({ name: 'My phone' });
        list.push(added);
        return HttpResponse.json(added, { status: 201 });
      }),
    );
    browserLibrary.startRegistration.mockResolvedValue(registration);
    const { user } = renderApp('/settings/security');
    const region = await section();
    expect(await within(region).findByText(/You have no passkeys yet/)).toBeInTheDocument();
    await user.type(within(region).getByLabelText(/Name of the new passkey/), ' My phone ');
    await user.click(within(region).getByRole('button', { name: 'Add a passkey' }));
    expect(await within(region).findByRole('status')).toHaveTextContent('My phone has been added.');
    expect(browserLibrary.startRegistration).toHaveBeenCalledWith({
      optionsJSON: registrationOptions,
    });
    expect(saved).toEqual({ name: 'My phone', credential: registration });
    expect(await within(region).findByRole('list', { name: 'Your passkeys' })).toHaveTextContent(
      'My phone',
    );
  });

  it('says so when the prompt is cancelled, and saves nothing', async () => {
    const saved = vi.fn();
    server.use(
      signedIn(complete()),
      policy(),
      securityEvents(),
      http.get(url(apiPaths.passkeys), () => HttpResponse.json([])),
      http.post(url(apiPaths.passkeyRegistrationOptions), () =>
        HttpResponse.json(registrationOptions),
      ),
      http.post(url(apiPaths.passkeys), () => {
        saved();
        return HttpResponse.json(makePasskey(), { status: 201 });
      }),
    );
    browserLibrary.startRegistration.mockRejectedValue(cancelled());
    const { user } = renderApp('/settings/security');
    const region = await section();
    await user.click(await within(region).findByRole('button', { name: 'Add a passkey' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'The passkey request was cancelled or timed out. Nothing was changed',
    );
    expect(saved).not.toHaveBeenCalled();
  });

  it('shows the server refusal, such as the limit of ten', async () => {
    server.use(
      signedIn(complete()),
      policy(),
      securityEvents(),
      http.get(url(apiPaths.passkeys), () => HttpResponse.json([makePasskey()])),
      http.post(url(apiPaths.passkeyRegistrationOptions), () =>
        HttpResponse.json(
          {
            message: 'You can keep up to 10 passkeys. Remove one before adding another.',
            errors: {
              passkey: ['You can keep up to 10 passkeys. Remove one before adding another.'],
            },
          },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderApp('/settings/security');
    const region = await section();
    await user.click(await within(region).findByRole('button', { name: 'Add a passkey' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'You can keep up to 10 passkeys.',
    );
    expect(browserLibrary.startRegistration).not.toHaveBeenCalled();
  });

  it('renames a passkey, refusing an empty name in the browser', async () => {
    let body: unknown;
    let name = 'Chrome on Android';
    server.use(
      signedIn(complete()),
      policy(),
      securityEvents(),
      http.get(url(apiPaths.passkeys), () => HttpResponse.json([makePasskey({ name })])),
      http.put(url('/client/v1/passkeys/:id'), async ({ request }) => {
        body = await request.json();
        name = (body as { name: string }).name;
        return HttpResponse.json(makePasskey({ name }));
      }),
    );
    const { user } = renderApp('/settings/security');
    const region = await section();
    await user.click(
      await within(region).findByRole('button', { name: 'Rename Chrome on Android' }),
    );
    const field = within(region).getByLabelText('New name for Chrome on Android');
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.click(within(region).getByRole('button', { name: 'Save name' }));
    expect(await within(region).findByText('The name field is required.')).toBeInTheDocument();
    expect(body).toBeUndefined();
    await user.type(field, 'Pixel 9');
    await user.click(within(region).getByRole('button', { name: 'Save name' }));
    expect(await within(region).findByRole('status')).toHaveTextContent('Renamed to Pixel 9.');
    expect(body).toEqual({ name: 'Pixel 9' });
    await waitFor(() =>
      expect(within(region).getByRole('button', { name: 'Rename Pixel 9' })).toHaveFocus(),
    );
  });

  it('removes a passkey after asking', async () => {
    const removed = vi.fn();
    let list = [makePasskey()];
    server.use(
      signedIn(complete()),
      policy(),
      securityEvents(),
      http.get(url(apiPaths.passkeys), () => HttpResponse.json(list)),
      http.delete(url('/client/v1/passkeys/:id'), ({ params }) => {
        removed(params.id);
        list = [];
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderApp('/settings/security');
    const region = await section();
    await user.click(
      await within(region).findByRole('button', { name: 'Remove Chrome on Android' }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Remove Chrome on Android?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Remove passkey' }));
    expect(await within(region).findByRole('status')).toHaveTextContent(
      'Chrome on Android has been removed.',
    );
    expect(removed).toHaveBeenCalledWith('0190a6d4-0000-7000-8000-00000000aaaa');
    expect(await within(region).findByText(/You have no passkeys yet/)).toBeInTheDocument();
  });
});

describe('signing in with a passkey', () => {
  it('signs in without a password and goes on like a password sign-in', async () => {
    let body: unknown;
    server.use(
      signedOut(),
      http.get(url(apiPaths.csrfCookie), () => new HttpResponse(null, { status: 204 })),
      http.post(url(apiPaths.passkeySignInOptions), () => HttpResponse.json(requestOptions)),
      http.post(url(apiPaths.passkeySignIn), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(complete());
      }),
    );
    browserLibrary.startAuthentication.mockResolvedValue(assertion);
    const { user, path } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    await waitFor(() => expect(path()).toBe('/workflow/onboarding'));
    expect(body).toEqual({ credential: assertion, remember: false });
    expect(browserLibrary.startAuthentication).toHaveBeenCalledWith({
      optionsJSON: requestOptions,
    });
  });

  it('explains a cancelled prompt and a passkey the server does not know', async () => {
    server.use(
      signedOut(),
      http.get(url(apiPaths.csrfCookie), () => new HttpResponse(null, { status: 204 })),
      http.post(url(apiPaths.passkeySignInOptions), () => HttpResponse.json(requestOptions)),
      http.post(url(apiPaths.passkeySignIn), () =>
        HttpResponse.json(
          {
            message: 'This passkey was not recognised. Try again, or sign in another way.',
            errors: {
              credential: ['This passkey was not recognised. Try again, or sign in another way.'],
            },
          },
          { status: 422 },
        ),
      ),
    );
    browserLibrary.startAuthentication.mockRejectedValueOnce(cancelled());
    const { user, path } = renderApp('/');
    const button = await screen.findByRole('button', { name: 'Sign in with a passkey' });
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The passkey request was cancelled or timed out.',
    );
    browserLibrary.startAuthentication.mockResolvedValueOnce(assertion);
    await user.click(button);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('This passkey was not recognised.'),
    );
    expect(path()).toBe('/');
  });

  it('is not offered in a browser without passkeys', async () => {
    vi.stubGlobal('PublicKeyCredential', undefined);
    server.use(signedOut());
    renderApp('/');
    await screen.findByRole('button', { name: 'Sign in' });
    expect(
      screen.queryByRole('button', { name: 'Sign in with a passkey' }),
    ).not.toBeInTheDocument();
  });
});

describe('a passkey at the second step', () => {
  it('is offered when the customer has one, and completes the step', async () => {
    server.use(
      signedIn(pending()),
      http.get(url(apiPaths.mfaPasskey), () => HttpResponse.json({ available: true })),
      http.post(url(apiPaths.mfaPasskeyOptions), () =>
        HttpResponse.json({
          ...requestOptions,
          allowCredentials: [{ id: 'b2xk', type: 'public-key' }],
        }),
      ),
      http.post(url(apiPaths.mfaPasskey), () => HttpResponse.json(complete())),
    );
    browserLibrary.startAuthentication.mockResolvedValue(assertion);
    const { user, path } = renderApp('/mfa');
    await user.click(await screen.findByRole('button', { name: 'Use a passkey instead' }));
    await waitFor(() => expect(path()).toBe('/workflow/onboarding'));
  });

  it('is not offered when the customer has none', async () => {
    server.use(
      signedIn(pending()),
      http.get(url(apiPaths.mfaPasskey), () => HttpResponse.json({ available: false })),
    );
    renderApp('/mfa');
    await screen.findByLabelText('Code from the email');
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: 'Use a passkey instead' }),
      ).not.toBeInTheDocument(),
    );
  });
});

describe('confirmWithPasskey (step-up)', () => {
  it('runs the step-up options and proof', async () => {
    let proof: unknown;
    server.use(
      http.post(url(apiPaths.passkeyStepUpOptions), () => HttpResponse.json(requestOptions)),
      http.post(url(apiPaths.passkeyStepUp), async ({ request }) => {
        proof = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    browserLibrary.startAuthentication.mockResolvedValue(assertion);
    await confirmWithPasskey();
    expect(proof).toEqual({ credential: assertion });
  });

  it('rejects when the prompt is cancelled, without sending anything', async () => {
    const proved = vi.fn();
    server.use(
      http.post(url(apiPaths.passkeyStepUpOptions), () => HttpResponse.json(requestOptions)),
      http.post(url(apiPaths.passkeyStepUp), () => {
        proved();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    browserLibrary.startAuthentication.mockRejectedValue(cancelled());
    await expect(confirmWithPasskey()).rejects.toMatchObject({ name: 'NotAllowedError' });
    expect(proved).not.toHaveBeenCalled();
  });
});
