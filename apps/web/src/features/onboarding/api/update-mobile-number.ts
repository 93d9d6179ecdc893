import { apiPaths, type UpdateMobileNumberRequest } from '@homeward/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export interface PendingMobileNumber {
  message: string;
  /** The number in E.164, waiting for its SMS code. */
  mobile_number: string;
}

/** Sends an SMS code to the number; it is the customer's once verified. */
export function updateMobileNumber(body: UpdateMobileNumberRequest): Promise<PendingMobileNumber> {
  return apiClient.post<PendingMobileNumber>(apiPaths.updateMobileNumber, body);
}

export function useUpdateMobileNumber() {
  return useMutation({ mutationFn: updateMobileNumber });
}
