import { apiPaths, type Passkey, type PasskeyRegistrationOptions } from '@homeward/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { createPasskeyCredential } from '@/lib/webauthn';
import { passkeysQueryKey } from './get-passkeys';

/** Options from the server, the browser's prompt, then the new passkey saved under its name. */
export async function addPasskey(name: string | undefined): Promise<Passkey> {
  const options = await apiClient.post<PasskeyRegistrationOptions>(
    apiPaths.passkeyRegistrationOptions,
  );
  const credential = await createPasskeyCredential(options);
  return apiClient.post<Passkey>(apiPaths.passkeys, { ...(name ? { name } : {}), credential });
}

export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPasskey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysQueryKey }),
  });
}
