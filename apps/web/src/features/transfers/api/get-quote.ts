import { apiPaths, type Quote } from '@homeward/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const quoteQueryKey = (id: string) => ['quotes', id] as const;

/** A quote of the customer's (404 when it is someone else's or unknown). */
export function getQuote(id: string): Promise<Quote> {
  return apiClient.get<Quote>(apiPaths.quote(id));
}

export function quoteQueryOptions(id: string) {
  return queryOptions({ queryKey: quoteQueryKey(id), queryFn: () => getQuote(id) });
}
