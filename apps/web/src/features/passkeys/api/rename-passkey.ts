import { apiPaths, type Passkey } from '@homeward/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { passkeysQueryKey } from './get-passkeys';

export function renamePasskey({ id, name }: { id: string; name: string }): Promise<Passkey> {
  return apiClient.put<Passkey>(apiPaths.passkey(id), { name });
}

export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renamePasskey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeysQueryKey }),
  });
}
