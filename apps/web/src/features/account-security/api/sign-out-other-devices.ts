import { apiPaths } from '@homeward/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Signs every other browser out at once; this one stays signed in. */
export async function signOutOtherDevices(): Promise<void> {
  await apiClient.post<unknown>(apiPaths.signOutOtherDevices);
}

export function useSignOutOtherDevices() {
  return useMutation({ mutationFn: signOutOtherDevices });
}
