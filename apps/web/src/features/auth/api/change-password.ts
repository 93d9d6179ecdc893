import { apiPaths, type ChangePasswordRequest } from '@homeward/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Changes the password; the server then revokes every session, this one included. */
export async function changePassword(body: ChangePasswordRequest): Promise<void> {
  await apiClient.post<unknown>(apiPaths.changePassword, body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
