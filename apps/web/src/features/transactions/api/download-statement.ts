import { apiPaths, type StatementFormat } from '@homeward/contract';
import { ApiError, NetworkError, parseRetryAfter } from '@/lib/api-client';
import { getRuntimeConfig } from '@/lib/runtime-config';

export interface StatementRequest {
  /** YYYY-MM-DD, both included. */
  from: string;
  to: string;
  format: StatementFormat;
}

/**
 * Fetches the statement and hands it to the browser to save. Fetched rather than followed as a
 * link (as the receipt is) so a refusal (a 422, the download limit's 429) is shown in the dialog
 * instead of replacing the page with an error. The browser's time zone sets the days' edges.
 */
export async function downloadStatement(request: StatementRequest): Promise<string> {
  const query = new URLSearchParams({ ...request });
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (timeZone) query.set('tz', timeZone);
  const url = `${getRuntimeConfig().apiBaseUrl}${apiPaths.statements}?${query.toString()}`;

  let response: Response;
  try {
    response = await fetch(url, { credentials: 'include' });
  } catch (error) {
    throw new NetworkError(error);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw new ApiError(response.status, body, parseRetryAfter(response.headers.get('Retry-After')));
  }
  const named = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '');
  const fileName =
    named?.[1] ?? `homeward-statement-${request.from}-to-${request.to}.${request.format}`;
  const file = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = file;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked after the click has handed the file over, not before.
    window.setTimeout(() => URL.revokeObjectURL(file), 10_000);
  }
  return fileName;
}
