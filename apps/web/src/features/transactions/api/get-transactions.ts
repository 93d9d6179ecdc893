import { apiPaths, type TransferPage, type TransferStatus } from '@homeward/contract';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** What a list of transfers may be narrowed by; every part is optional. */
export interface TransferFilters {
  status?: TransferStatus[];
  /** YYYY-MM-DD, inclusive. */
  from?: string;
  /** YYYY-MM-DD, inclusive. */
  to?: string;
  /** Recipient name or reference. */
  q?: string;
  recipient_id?: string;
  /** Page size; the API's default (20) when absent. */
  limit?: number;
}

/** The prefix every list of transfers shares: invalidate it after a transfer changes. */
export const transactionsQueryKey = ['transactions'] as const;

/**
 * The filters without their empty parts, so `{q: ''}` and `{}` share one cache entry and one
 * query string.
 */
export function normalizeFilters(filters: TransferFilters): TransferFilters {
  const clean: TransferFilters = {};
  if (filters.status?.length) clean.status = filters.status;
  if (filters.from) clean.from = filters.from;
  if (filters.to) clean.to = filters.to;
  const q = filters.q?.trim();
  if (q) clean.q = q;
  if (filters.recipient_id) clean.recipient_id = filters.recipient_id;
  if (filters.limit) clean.limit = filters.limit;
  return clean;
}

/** One keyset page of transfers, newest first; pass the previous page's next_cursor as cursor. */
export function getTransactions(
  filters: TransferFilters,
  cursor: string | null = null,
): Promise<TransferPage> {
  const { status, from, to, q, recipient_id, limit } = normalizeFilters(filters);
  const query = new URLSearchParams();
  if (status) query.set('status', status.join(','));
  if (from) query.set('from', from);
  if (to) query.set('to', to);
  if (q) query.set('q', q);
  if (recipient_id) query.set('recipient_id', recipient_id);
  if (cursor) query.set('cursor', cursor);
  if (limit) query.set('limit', String(limit));
  const search = query.toString();
  return apiClient.get<TransferPage>(
    search ? `${apiPaths.transactions}?${search}` : apiPaths.transactions,
  );
}

export function transactionsQueryOptions(filters: TransferFilters) {
  const clean = normalizeFilters(filters);
  return infiniteQueryOptions({
    queryKey: [...transactionsQueryKey, clean],
    queryFn: ({ pageParam }) => getTransactions(clean, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.next_cursor,
    // Statuses move on their own (payments, payouts): a list a minute old is worth asking again.
    staleTime: 30_000,
  });
}

interface UseTransactionsOptions {
  /** Keep showing the last answer while new filters load, instead of a spinner. */
  keepPrevious?: boolean;
  /** False holds the request back (filters the browser already knows the API would refuse). */
  enabled?: boolean;
}

/** The transfers matching the filters, a keyset page at a time ("Show more" fetches the next). */
export function useTransactions(filters: TransferFilters, options: UseTransactionsOptions = {}) {
  return useInfiniteQuery({
    ...transactionsQueryOptions(filters),
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
    enabled: options.enabled ?? true,
  });
}
