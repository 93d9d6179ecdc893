import type { CreateQuoteRequest, Quote } from '@homeward/contract';
import { queryOptions } from '@tanstack/react-query';
import { createQuote } from '@/api/quotes';

/** The same transfer priced again: same corridor and method, the amount the customer typed. */
export function repriceRequest(quote: Quote): CreateQuoteRequest {
  const request: CreateQuoteRequest = {
    corridor_id: quote.corridor_id,
    payout_method: quote.payout_method,
  };
  if (quote.amount_type === 'receive') request.receive_amount = quote.receive_amount.amount;
  else request.send_amount = quote.send_amount.amount;
  return request;
}

/**
 * A new price for an expired quote, shown next to the old one for the customer to accept. Held
 * as a query so it is asked once per expired quote (not again on every render or remount);
 * the key stays outside ['quotes', …] so invalidating quotes never posts a new one.
 */
export function repriceQueryOptions(quote: Quote) {
  return queryOptions({
    queryKey: ['reprice', quote.id] as const,
    queryFn: () => createQuote(repriceRequest(quote)),
    staleTime: Infinity,
    // Forgotten on leaving the page: a price shown later must be asked for again.
    gcTime: 0,
    retry: false,
  });
}
