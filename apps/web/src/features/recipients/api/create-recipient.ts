import { apiPaths, type Recipient, type RecipientRequest } from '@homeward/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { recipientQueryKey } from '@/api/recipient';
import { recipientsQueryKey } from './get-recipients';

/** Adds a recipient; 422 with errors keyed `details.<key>` (or country, currency, method). */
export function createRecipient(body: RecipientRequest): Promise<Recipient> {
  return apiClient.post<Recipient>(apiPaths.recipients, body);
}

export function useCreateRecipient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRecipient,
    onSuccess: (recipient) => {
      queryClient.setQueryData(recipientQueryKey(recipient.id), recipient);
      return queryClient.invalidateQueries({ queryKey: recipientsQueryKey });
    },
  });
}
