import { apiPaths, type PayoutMethod, type Recipient } from '@homeward/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export interface RecipientFilters {
  /** Part of the name. */
  q?: string;
  country?: string;
  currency?: string;
  payout_method?: PayoutMethod;
}

/** Every recipients list shares this prefix, so one invalidation refreshes them all. */
export const recipientsQueryKey = ['recipients'] as const;

/** The filters that say something: empty ones would only split the cache. */
function given(filters: RecipientFilters): RecipientFilters {
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => typeof value === 'string' && value !== ''),
  );
}

/** The customer's recipients, by name, narrowed by the filters given. */
export function getRecipients(filters: RecipientFilters = {}): Promise<Recipient[]> {
  const query = new URLSearchParams(given(filters) as Record<string, string>).toString();
  return apiClient.get<Recipient[]>(
    query ? `${apiPaths.recipients}?${query}` : apiPaths.recipients,
  );
}

export function recipientsQueryOptions(filters: RecipientFilters = {}) {
  const used = given(filters);
  return queryOptions({
    queryKey: [...recipientsQueryKey, used] as const,
    queryFn: () => getRecipients(used),
    staleTime: 30_000,
  });
}
