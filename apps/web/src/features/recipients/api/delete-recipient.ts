import { apiPaths } from '@homeward/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { recipientsQueryKey } from './get-recipients';

/**
 * Deletes a recipient: it leaves every list, while past transfers keep their own copy of it.
 * 404 when it is already gone.
 */
export async function deleteRecipient(id: string): Promise<void> {
  await apiClient.delete<unknown>(apiPaths.recipient(id));
}

export function useDeleteRecipient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRecipient,
    // The recipient's own cache entry is dropped by the page once it has left (see the route).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recipientsQueryKey }),
  });
}
