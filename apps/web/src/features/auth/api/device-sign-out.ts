import { apiPaths, type DeviceSignOutLinkRequest, type MessageAnswer } from '@homeward/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { getCsrfCookie } from './csrf-cookie';

/** Signs out the session named in a new-device email; the link's token is the permission. */
export async function signOutDeviceByLink(body: DeviceSignOutLinkRequest): Promise<MessageAnswer> {
  await getCsrfCookie();
  return apiClient.post<MessageAnswer>(apiPaths.deviceSignOutLink, body);
}

export function useSignOutDeviceByLink() {
  return useMutation({ mutationFn: signOutDeviceByLink });
}
