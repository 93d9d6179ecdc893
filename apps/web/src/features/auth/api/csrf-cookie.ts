import { apiPaths } from '@homeward/contract';
import { apiClient } from '@/lib/api-client';

/**
 * Asks the server for a fresh XSRF-TOKEN cookie. Sign-up and login call it first (spec section 7)
 * because they start a new session, and the api client echoes that cookie on the next request.
 */
export async function getCsrfCookie(): Promise<void> {
  await apiClient.get<unknown>(apiPaths.csrfCookie);
}
