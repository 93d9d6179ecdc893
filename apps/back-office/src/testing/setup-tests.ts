import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { forgetCsrfToken } from '@/lib/api-client';
import { disposeApps } from './render-app';
import { server } from './server';

// findBy*/waitFor give up after 1 s by default, which a loaded 2-core machine can exceed.
configure({ asyncUtilTimeout: 5_000 });

beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
  // jsdom has no layout, so no scrolling: the router's scroll restoration would only log noise.
  window.scrollTo = () => {};
});

let consoleErrors: unknown[][] = [];

beforeEach(() => {
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
  forgetCsrfToken();
  document.title = '';
  const errors = consoleErrors;
  consoleErrors = [];
  if (errors.length > 0) {
    throw new Error(
      `console.error was called:\n${errors.map((args) => args.map(String).join(' ')).join('\n')}`,
    );
  }
});

afterAll(() => {
  server.close();
});
