import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { transactionQueryOptions } from '@/api/transaction';
import { isSettled, paymentOutcome } from './payment-outcome';

/** How often the callback page asks the server where the payment stands. */
export const PAYMENT_POLL_MS = 2_000;
/** After this long still waiting, the page says so and lets the customer go. */
export const PAYMENT_TAKING_LONG_MS = 120_000;

/** A 4xx other than timeouts and rate limits will not change by asking again. */
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
 * The transfer, asked for again every {@link PAYMENT_POLL_MS} until its payment settles. The
 * browser returning from the provider proves nothing: only the server, told by the provider's
 * signed webhook, does. The query is the shared ['transaction', id], so a realtime push can
 * later invalidate it instead of this timer.
 */
export function usePaymentProgress(transactionId: string) {
  const transfer = useQuery({
    ...transactionQueryOptions(transactionId),
    refetchInterval: (query) => {
      const { data, error } = query.state;
      if (isFinalError(error)) return false;
      if (data && isSettled(paymentOutcome(data))) return false;
      return PAYMENT_POLL_MS;
    },
  });
  const takingLong = useTakingLong(PAYMENT_TAKING_LONG_MS);
  const outcome = transfer.data ? paymentOutcome(transfer.data) : null;
  return { transfer, outcome, takingLong: takingLong && outcome === 'waiting' };
}

/** True once `ms` have passed since the page opened. */
function useTakingLong(ms: number): boolean {
  const [late, setLate] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLate(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return late;
}
