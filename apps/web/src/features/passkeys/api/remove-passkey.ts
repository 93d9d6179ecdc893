import { apiPaths } from '@homeward/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { passkeysQueryKey } from './get-passkeys';

/** Removes one passkey; the password and the other second factors remain. */
export async function removePasskey(id: string): Promise<void> {
  await apiClient.delete<unknown>(apiPaths.passkey(id));
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePasskey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysQueryKey }),
  });
}
