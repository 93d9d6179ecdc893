import { apiPaths, type Limits } from '@homeward/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/**
 * Creating or cancelling a transfer, a verification decision and the realtime "limits" event
 * invalidate this key: what is used and remaining changes with each.
 */
export const limitsQueryKey = ['limits'] as const;

/** The customer's tier, its limits, what is used and remaining, and what raises them. */
export function getLimits(): Promise<Limits> {
  return apiClient.get<Limits>(apiPaths.limits);
}

export function limitsQueryOptions() {
  return queryOptions({ queryKey: limitsQueryKey, queryFn: getLimits, staleTime: 30_000 });
}
