import { apiPaths, type Corridor } from '@homeward/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const corridorsQueryKey = ['corridors'] as const;

/** Where money can go from here: destinations, currencies, payout methods, min and max. */
export function getCorridors(): Promise<Corridor[]> {
  return apiClient.get<Corridor[]>(apiPaths.corridors);
}

export function corridorsQueryOptions() {
  return queryOptions({
    queryKey: corridorsQueryKey,
    queryFn: getCorridors,
    // Reference data: it changes with operations' configuration, not while the page is open.
    staleTime: 10 * 60_000,
  });
}
