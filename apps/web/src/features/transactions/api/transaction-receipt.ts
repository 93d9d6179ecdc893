import { apiPaths } from '@homeward/contract';
import { getRuntimeConfig } from '@/lib/runtime-config';

/**
 * Where the receipt PDF of a transfer downloads from. A plain link rather than a fetch: the API
 * answers with `Content-Disposition: attachment`, so the browser saves the file itself, with the
 * session cookie, and no PDF passes through the SPA's memory.
 */
export function transactionReceiptUrl(id: string): string {
  return `${getRuntimeConfig().apiBaseUrl}${apiPaths.transaction(id)}/receipt`;
}
