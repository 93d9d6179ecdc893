import {
  apiPaths,
  type Payment,
  type StartPaymentRequest,
  type Transfer,
} from '@homeward/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { transactionQueryKey } from '@/api/transaction';

export interface StartPaymentInput {
  transactionId: string;
  body: StartPaymentRequest;
}

/**
 * Starts a payment of the transfer's total at the provider; the answer carries the provider's
 * hosted page (`checkout_url`). 409 when the transfer no longer waits for payment.
 */
export function startPayment({ transactionId, body }: StartPaymentInput): Promise<Payment> {
  return apiClient.post<Payment>(apiPaths.transactionPayments(transactionId), body);
}

export function useStartPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startPayment,
    onSuccess: (payment, { transactionId }) => {
      // The transfer's newest attempt is this one (its status moves only by webhook).
      queryClient.setQueryData<Transfer>(transactionQueryKey(transactionId), (transfer) =>
        transfer ? { ...transfer, latest_payment: payment } : transfer,
      );
    },
    onError: (_error, { transactionId }) => {
      // Refused or failed: whatever the transfer became, the next reader should ask again.
      void queryClient.invalidateQueries({
        queryKey: transactionQueryKey(transactionId),
        refetchType: 'none',
      });
    },
  });
}
