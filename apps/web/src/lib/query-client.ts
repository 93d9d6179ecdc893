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
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
