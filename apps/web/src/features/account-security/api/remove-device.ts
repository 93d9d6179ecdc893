import { apiPaths } from '@homeward/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Signs that session out at once; 404 when it is already gone. */
export async function removeDevice(id: string): Promise<void> {
  await apiClient.delete<unknown>(apiPaths.device(id));
}

export function useRemoveDevice() {
  return useMutation({ mutationFn: removeDevice });
}
