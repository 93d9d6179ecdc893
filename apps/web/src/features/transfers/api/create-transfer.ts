import {
  apiPaths,
  IDEMPOTENCY_KEY_HEADER,
  type CreateTransferRequest,
  type Quote,
  type Transfer,
} from '@homeward/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { limitsQueryKey } from '@/api/limits';
import { apiClient } from '@/lib/api-client';
import { forgetIdempotencyKey } from '../lib/idempotency-key';
import { quoteQueryKey } from './get-quote';
import { transactionQueryKey } from '@/api/transaction';

export interface CreateTransferInput {
  body: CreateTransferRequest;
  /** The same key for every attempt at one quote: the server makes one transfer of it. */
  idempotencyKey: string;
}

/** Confirms a quote into a transfer (awaiting payment). */
export function createTransfer({ body, idempotencyKey }: CreateTransferInput): Promise<Transfer> {
  return apiClient.post<Transfer>(apiPaths.transactions, body, {
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}

export function useCreateTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTransfer,
    onSuccess: (transfer, { body }) => {
      // The quote is spent: its key goes, and coming back to it leads to this transfer.
      forgetIdempotencyKey(body.quote_id);
      queryClient.setQueryData(transactionQueryKey(transfer.id), transfer);
      queryClient.setQueryData<Quote>(quoteQueryKey(body.quote_id), (quote) =>
        quote ? { ...quote, transaction_id: transfer.id } : quote,
      );
      void queryClient.invalidateQueries({ queryKey: ['transactions'] });
      void queryClient.invalidateQueries({ queryKey: limitsQueryKey });
    },
  });
}
