import { apiPaths, type Recipient, type RecipientRequest } from '@homeward/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { recipientQueryKey } from '@/api/recipient';
import { recipientsQueryKey } from './get-recipients';

export interface UpdateRecipientInput {
  id: string;
  body: RecipientRequest;
}

/** Changes a recipient's details (the same body as adding one); 404 once it was deleted. */
export function updateRecipient({ id, body }: UpdateRecipientInput): Promise<Recipient> {
  return apiClient.put<Recipient>(apiPaths.recipient(id), body);
}

export function useUpdateRecipient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRecipient,
    onSuccess: (recipient) => {
      queryClient.setQueryData(recipientQueryKey(recipient.id), recipient);
      return queryClient.invalidateQueries({ queryKey: recipientsQueryKey });
    },
  });
}
