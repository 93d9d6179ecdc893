import { useQuery } from '@tanstack/react-query';
import { transactionQueryOptions } from '@/api/transaction';
import { ApiError } from '@/lib/api-client';
import { isFinalStatus } from '../lib/transfer-status';

/** How often an open transfer page asks where a transfer that is still moving stands. */
export const TRANSFER_POLL_MS = 5_000;

/** A 4xx other than timeouts and rate limits (404: not the customer's) will not change. */
function isFinalError(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 408 &&
    error.status !== 429
  );
}

/**
 * The transfer, asked for again every {@link TRANSFER_POLL_MS} until its status is final, so
 * the page follows payments, payouts and refunds without a reload. The key stays the shared
 * ['transaction', id], so pushed events can later invalidate it instead of this timer.
 */
export function useTransaction(id: string) {
  return useQuery({
    ...transactionQueryOptions(id),
    refetchInterval: (query) => {
      const { data, error } = query.state;
      if (isFinalError(error)) return false;
      if (data && isFinalStatus(data.status)) return false;
      return TRANSFER_POLL_MS;
    },
  });
}
