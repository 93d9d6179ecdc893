import { apiPaths } from '@homeward/contract';
import { getRuntimeConfig } from '@/lib/runtime-config';

/**
 * Where the receipt PDF of a transfer downloads from. A plain link rather than a fetch: the API
 * answers with `Content-Disposition: attachment`, so the browser saves the file itself, with the
 * session cookie, and no PDF passes through the SPA's memory. The link names the browser's time
 * zone, so the receipt shows times as the customer lives them; without it the API uses the zone
 * of their country of residence.
 */
export function transactionReceiptUrl(id: string): string {
  const url = `${getRuntimeConfig().apiBaseUrl}${apiPaths.transaction(id)}/receipt`;
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return timeZone ? `${url}?${new URLSearchParams({ tz: timeZone }).toString()}` : url;
}
