import '@testing-library/jest-dom/vitest';
import { i18n } from '@lingui/core';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { endRealtime } from '@/features/realtime/lib/held-connection';
import { activateLocale } from '@/i18n/locale';
import { resetApiClientCache } from '@/lib/api-client';
import { progressTimings } from '@/lib/progress';
import { disposeApps } from './render-app';
import { server } from './server';

// No test opens a real socket: pusher-js is a fake that tests of live updates can drive.
vi.mock('pusher-js', async () => ({ default: (await import('./fake-pusher')).FakePusher }));

// findBy*/waitFor give up after 1 s by default, which a loaded 2-core CI machine can exceed.
configure({ asyncUtilTimeout: 5_000 });

beforeAll(async () => {
  // Tests read the English copy; a test of another language switches and this puts it back.
  await activateLocale('en-AU');
  server.listen({ onUnhandledFrame: 'error' });
  // The bar's trickle and fade run on timers; without this one could fire after jsdom is torn
  // down. With none, the bar goes as soon as the last piece of work ends.
  Object.assign(progressTimings, { trickleMs: 0, moveMs: 0, fadeMs: 0 });
  // jsdom has no layout, so no scrolling: the router's scroll restoration would only log noise.
  window.scrollTo = () => {};
});

let consoleErrors: unknown[][] = [];

beforeEach(() => {
  // A browser that has been here before: the server set the anti-forgery cookie with its
  // session (guards skip the profile probe without one). First-visit tests clear it.
  document.cookie = 'XSRF-TOKEN=test-xsrf-token; path=/';
  // Any console.error (React warnings, act() misuse, unexpected failures) fails the test.
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(async () => {
  cleanup();
  await disposeApps();
  server.resetHandlers();
  resetApiClientCache();
  // The live connection is held for the next page a moment (held-connection.ts); not the next test's.
  endRealtime();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  document.title = '';
  window.history.replaceState(null, '', '/');
  localStorage.clear();
  if (i18n.locale !== 'en-AU') await activateLocale('en-AU');
  const errors = consoleErrors;
  consoleErrors = [];
  if (errors.length > 0) {
    throw new Error(
      `console.error was called:\n${errors.map((args) => args.map(String).join(' ')).join('\n')}`,
    );
  }
});

afterAll(async () => {
  server.close();
  // Let the bar's last (zero-length) fade-out timers run while the DOM still exists.
  await new Promise((resolve) => setTimeout(resolve, 20));
});
