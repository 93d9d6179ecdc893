import { i18n } from '@lingui/core';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * Retrying only makes sense when the server was unreachable or failed; a 4xx answer (401, 422…)
 * will not change by asking again.
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  // Some answers carry the server's words (a recipient's field labels), written in the language
  // the app asked in (Accept-Language). When the customer changes language, what is cached is
  // read again; the first language chosen at start-up changes nothing that was asked.
  let spoken = i18n.locale;
  i18n.on('change', () => {
    const before = spoken;
    spoken = i18n.locale;
    if (before && before !== spoken) void client.invalidateQueries();
  });
  return client;
}
