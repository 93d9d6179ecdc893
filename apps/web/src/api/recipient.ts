import { apiPaths, type Recipient } from '@homeward/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Filled whole by the recipient pages and pickers (setQueryData), read by the calculator and the wizard. */
export const recipientQueryKey = (id: string) => ['recipient', id] as const;

/** One recipient of the customer; 404 when it is not theirs or was deleted. */
export function getRecipient(id: string): Promise<Recipient> {
  return apiClient.get<Recipient>(apiPaths.recipient(id));
}

export function recipientQueryOptions(id: string) {
  return queryOptions({
    queryKey: recipientQueryKey(id),
    queryFn: () => getRecipient(id),
    // Edits on this device update the entry; another device's edit shows within 30 s.
    staleTime: 30_000,
  });
}
