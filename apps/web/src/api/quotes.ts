import { apiPaths, type CreateQuoteRequest, type Quote } from '@homeward/contract';
import { apiClient } from '@/lib/api-client';

/**
 * Prices a transfer and locks the rate (for the server's QUOTE_TTL_MINUTES). The calculator
 * calls it as the customer types and the review re-prices an expired quote with it, so it is a
 * plain function rather than a mutation hook.
 */
export function createQuote(body: CreateQuoteRequest): Promise<Quote> {
  return apiClient.post<Quote>(apiPaths.quotes, body);
}
