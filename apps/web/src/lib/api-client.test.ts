import { apiPaths } from '@homeward/contract';
import { i18n } from '@lingui/core';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/testing/server';
import { apiClient, ApiError, NetworkError, onStepUp, onUnauthorized } from './api-client';
import { pendingProgress } from './progress';

const url = (path: string) => `*${path}`;

function setRuntimeConfig(json: string) {
  const script = document.createElement('script');
  script.id = 'runtime-config';
  script.type = 'application/json';
  script.textContent = json;
  document.head.append(script);
}

afterEach(() => document.getElementById('runtime-config')?.remove());

describe('api client', () => {
  it('asks in the language the app is starting in, before its words have loaded', async () => {
    // The router's first loaders (the route guard's profile probe) run as the modules load,
    // before main.tsx has activated a language: they must not be answered in English.
    vi.spyOn(i18n, 'locale', 'get').mockReturnValue('');
    localStorage.setItem('homeward.language', 'vi');
    const asked: (string | null)[] = [];
    server.use(
      http.get(url('/client/v1/thing'), ({ request }) => {
        asked.push(request.headers.get('accept-language'));
        return HttpResponse.json({ ok: true });
      }),
    );
    await apiClient.get('/client/v1/thing');
    expect(asked).toEqual(['vi']);
  });

  it('sends the JSON, tunnel and XSRF headers, with cookies included', async () => {
    document.cookie = 'XSRF-TOKEN=abc%3D%3Dxyz; path=/';
    let seen: Request | undefined;
    let body: unknown;
    server.use(
      http.post(url('/client/v1/thing'), async ({ request }) => {
        seen = request.clone();
        body = await request.json();
        return HttpResponse.json({ ok: true });
      }),
    );
    // The credentials mode is the browser's, not the wire's: MSW 3 rebuilds the handler's
    // Request from the HTTP message, which has none, so the test reads what fetch was given.
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await expect(apiClient.post('/client/v1/thing', { a: 1 })).resolves.toEqual({ ok: true });
    expect(fetchSpy).toHaveBeenCalledWith(
      expect.stringContaining('/client/v1/thing'),
      expect.objectContaining({ credentials: 'include' }),
    );
    expect(seen?.headers.get('accept')).toBe('application/json');
    expect(seen?.headers.get('ngrok-skip-browser-warning')).toBe('yes');
    expect(seen?.headers.get('content-type')).toBe('application/json');
    // The cookie is URL-encoded; the header carries it decoded, as Laravel's clients do.
    expect(seen?.headers.get('x-xsrf-token')).toBe('abc==xyz');
    expect(body).toEqual({ a: 1 });
  });

  it('sends no XSRF header without the cookie, and no content type without a body', async () => {
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    let seen: Request | undefined;
    server.use(
      http.get(url('/client/v1/thing'), ({ request }) => {
        seen = request;
        return HttpResponse.json({});
      }),
    );
    await apiClient.get('/client/v1/thing');
    expect(seen?.headers.has('x-xsrf-token')).toBe(false);
    expect(seen?.headers.has('content-type')).toBe(false);
  });

  it('calls the API host of the runtime configuration', async () => {
    setRuntimeConfig('{"apiBaseUrl":"https://api.homeward.test/"}');
    let host = '';
    server.use(
      http.get('https://api.homeward.test/client/v1/thing', ({ request }) => {
        host = new URL(request.url).host;
        return HttpResponse.json({});
      }),
    );
    await apiClient.get('/client/v1/thing');
    expect(host).toBe('api.homeward.test');
  });

  it('rejects with the status and the Laravel body of an error answer', async () => {
    const answer = {
      message: 'The email field is required.',
      errors: { email: ['The email field is required.'] },
    };
    server.use(
      http.post(url('/client/v1/thing'), () => HttpResponse.json(answer, { status: 422 })),
    );
    const error = await apiClient.post('/client/v1/thing', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).message).toBe('The email field is required.');
    expect((error as ApiError).fieldErrors).toEqual(answer.errors);
  });

  it('on 401 calls the registered sign-in navigation and still rejects to the caller', async () => {
    const toSignIn = vi.fn();
    const off = onUnauthorized(toSignIn);
    server.use(
      http.get(url('/client/v1/thing'), () =>
        HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
      ),
    );
    await expect(apiClient.get('/client/v1/thing')).rejects.toMatchObject({ status: 401 });
    expect(toSignIn).toHaveBeenCalledTimes(1);
    off();
  });

  it('does not navigate on 401 for the silent probe', async () => {
    const toSignIn = vi.fn();
    const off = onUnauthorized(toSignIn);
    server.use(
      http.get(url(apiPaths.profile), () =>
        HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
      ),
    );
    await expect(apiClient.get(apiPaths.profile, { skipAuthRedirect: true })).rejects.toMatchObject(
      {
        status: 401,
      },
    );
    expect(toSignIn).not.toHaveBeenCalled();
    off();
  });

  it('does not navigate on other error statuses', async () => {
    const toSignIn = vi.fn();
    const off = onUnauthorized(toSignIn);
    server.use(
      http.get(url('/client/v1/thing'), () => HttpResponse.json({ message: 'x' }, { status: 403 })),
    );
    await expect(apiClient.get('/client/v1/thing')).rejects.toBeInstanceOf(ApiError);
    expect(toSignIn).not.toHaveBeenCalled();
    off();
  });

  it('turns an unreachable server into a NetworkError', async () => {
    server.use(http.get(url('/client/v1/thing'), () => HttpResponse.error()));
    await expect(apiClient.get('/client/v1/thing')).rejects.toBeInstanceOf(NetworkError);
  });

  it('fetches a getOnce answer once and keeps it', async () => {
    let count = 0;
    server.use(
      http.get(url(apiPaths.passwordPolicy), () => {
        count += 1;
        return HttpResponse.json({ length: null });
      }),
    );
    await apiClient.getOnce(apiPaths.passwordPolicy);
    await apiClient.getOnce(apiPaths.passwordPolicy);
    expect(count).toBe(1);
  });

  it('forgets a failed getOnce so the next call retries', async () => {
    let count = 0;
    server.use(
      http.get(url(apiPaths.passwordPolicy), () => {
        count += 1;
        return count === 1
          ? HttpResponse.json({ message: 'x' }, { status: 500 })
          : HttpResponse.json({});
      }),
    );
    await expect(apiClient.getOnce(apiPaths.passwordPolicy)).rejects.toBeInstanceOf(ApiError);
    await expect(apiClient.getOnce(apiPaths.passwordPolicy)).resolves.toEqual({});
    expect(count).toBe(2);
  });

  it('starts the progress bar before a request and ends it once after overlapping ones', async () => {
    const bar = () => document.querySelector('#nprogress .bar');
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(url('/client/v1/slow'), async () => {
        await gate;
        return HttpResponse.json({});
      }),
      http.get(url('/client/v1/fails'), () => HttpResponse.json({ message: 'x' }, { status: 500 })),
    );
    const slow = apiClient.get('/client/v1/slow');
    expect(bar()).not.toBeNull();
    expect(pendingProgress()).toBe(1);
    const shown = bar();
    await expect(apiClient.get('/client/v1/fails')).rejects.toBeInstanceOf(ApiError);
    // The failed request ended, the slow one still holds the bar: the same one, never restarted.
    expect(pendingProgress()).toBe(1);
    expect(bar()).toBe(shown);
    release();
    await slow;
    expect(bar()).toBeNull();
    expect(pendingProgress()).toBe(0);
  });

  it('ends the progress bar when the network fails', async () => {
    server.use(http.get(url('/client/v1/thing'), () => HttpResponse.error()));
    await expect(apiClient.get('/client/v1/thing')).rejects.toBeInstanceOf(NetworkError);
    expect(document.querySelector('#nprogress')).toBeNull();
    expect(pendingProgress()).toBe(0);
  });
});

describe('api client: step-up', () => {
  const stepUp = HttpResponse.json(
    { message: 'Please confirm it is you before making this change.', step_up: { method: 'totp' } },
    { status: 423 },
  );

  it('asks the registered handler, then sends the same request once more', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(url('/client/v1/thing'), async ({ request }) => {
        bodies.push(await request.json());
        return bodies.length === 1 ? stepUp.clone() : HttpResponse.json({ ok: true });
      }),
    );
    const asked: unknown[] = [];
    const off = onStepUp(async (ask) => {
      asked.push(ask);
      return true;
    });
    try {
      await expect(apiClient.post('/client/v1/thing', { a: 1 })).resolves.toEqual({ ok: true });
    } finally {
      off();
    }
    expect(asked).toEqual([{ method: 'totp', passkey: false }]);
    expect(bodies).toEqual([{ a: 1 }, { a: 1 }]);
  });

  it('fails with the 423 when the customer cancels, when no one listens, or when asked twice', async () => {
    let calls = 0;
    server.use(
      http.post(url('/client/v1/thing'), () => {
        calls += 1;
        return stepUp.clone();
      }),
    );
    const refused = (promise: Promise<unknown>) =>
      expect(promise).rejects.toMatchObject({ status: 423, name: 'ApiError' });

    await refused(apiClient.post('/client/v1/thing'));
    expect(calls).toBe(1);

    const cancelled = onStepUp(async () => false);
    await refused(apiClient.post('/client/v1/thing'));
    cancelled();
    expect(calls).toBe(2);

    // Given, and refused again: an answer, not a loop.
    const given = onStepUp(async () => true);
    await refused(apiClient.post('/client/v1/thing'));
    given();
    expect(calls).toBe(4);
  });

  it('leaves a 423 without step_up alone', async () => {
    server.use(
      http.post(url('/client/v1/thing'), () =>
        HttpResponse.json({ message: 'Locked.' }, { status: 423 }),
      ),
    );
    let asked = false;
    const off = onStepUp(async () => (asked = true));
    await expect(apiClient.post('/client/v1/thing')).rejects.toBeInstanceOf(ApiError);
    off();
    expect(asked).toBe(false);
  });
});
