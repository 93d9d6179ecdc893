import { apiPaths, type Recipient } from '@homeward/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const recipientQueryKey = (id: string) => ['recipient', id] as const;

/** One recipient, for "send to this recipient" links (`/dashboard?recipient=…`). */
export function getRecipient(id: string): Promise<Recipient> {
  return apiClient.get<Recipient>(apiPaths.recipient(id));
}

export function recipientQueryOptions(id: string) {
  return queryOptions({
    queryKey: recipientQueryKey(id),
    queryFn: () => getRecipient(id),
    staleTime: 60_000,
  });
}
