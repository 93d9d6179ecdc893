import {
  apiPaths,
  type PushDeviceState,
  type PushPublicKey,
  type PushSubscriptionBody,
} from '@homeward/contract';
import { apiClient } from '@/lib/api-client';

/** This device's push subscription as the API keeps it (one per signed-in device). */
export const pushApi = {
  publicKey: () => apiClient.get<PushPublicKey>(apiPaths.pushPublicKey),
  state: () => apiClient.get<PushDeviceState>(apiPaths.pushSubscription),
  save: (subscription: PushSubscriptionBody) =>
    apiClient.put<PushDeviceState>(apiPaths.pushSubscription, subscription),
  remove: () => apiClient.delete<unknown>(apiPaths.pushSubscription),
};
