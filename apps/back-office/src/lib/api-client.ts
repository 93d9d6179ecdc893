import { ADMIN_PREFIX, STAFF_CSRF_HEADER } from '@homeward/contract';

/**
 * The one HTTP client of the back office. Every call goes to the admin API on the same origin
 * with the staff cookie; every state-changing call echoes the session's CSRF token, which lives
 * only in memory: the latest StaffSession answer carries it, and on page load the session probe
 * (GET /admin/v1/session) brings it back.
 */

/** A non-2xx answer. `message` is the server's own (Laravel-shaped bodies), when it gave one. */
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: Record<string, string[]>;

  constructor(status: number, body: unknown) {
    const record = isRecord(body) ? body : {};
    super(
      typeof record.message === 'string' ? record.message : `Request failed with status ${status}`,
    );
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = isRecord(record.errors) ? (record.errors as Record<string, string[]>) : {};
  }
}

/** The server could not be reached at all. */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('The server could not be reached. Check the connection and try again.', { cause });
    this.name = 'NetworkError';
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

let csrfToken: string | null = null;

/** What the anti-forgery header says while no session has given a token yet. */
export const NO_SESSION_CSRF = 'no-session';

/** Forgets the CSRF token (sign-out, a 401, tests). */
export function forgetCsrfToken(): void {
  csrfToken = null;
}

type UnauthorizedHandler = () => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;

/** The router registers how to reach sign-in; a 401 from any call goes there. */
export function onUnauthorized(handler: UnauthorizedHandler): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = null;
  };
}

export interface RequestOptions {
  body?: unknown;
  /** A file's bytes sent as they are (application/octet-stream), instead of a JSON body. */
  bytes?: ArrayBuffer;
  /** The session probe: a 401 there is an answer (signed out), not a lost session. */
  skipAuthRedirect?: boolean;
}

/** `/customers` → `/admin/v1/customers`; absolute admin paths pass through. */
export function adminUrl(path: string): string {
  return path.startsWith(ADMIN_PREFIX) ? path : `${ADMIN_PREFIX}${path}`;
}

async function parseBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A successful answer with its status, for calls whose status means something (200 vs 202). */
export interface Answer<T> {
  status: number;
  body: T;
}

async function request<T>(
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<Answer<T>> {
  const headers = new Headers({ Accept: 'application/json' });
  // Before there is a session (signing in, accepting an invitation) the API asks only that the
  // header be there: other sites' forms cannot send a custom header.
  if (method !== 'GET') headers.set(STAFF_CSRF_HEADER, csrfToken ?? NO_SESSION_CSRF);
  const init: RequestInit = { method, headers, credentials: 'include' };
  if (options.bytes !== undefined) {
    headers.set('Content-Type', 'application/octet-stream');
    init.body = options.bytes;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    init.body = JSON.stringify(options.body);
  }
  let response: Response;
  let body: unknown;
  try {
    response = await fetch(new URL(adminUrl(path), window.location.origin), init);
    body = await parseBody(response);
  } catch (error) {
    throw new NetworkError(error);
  }
  // Any StaffSession answer (sign-in, its code, the probe, an accepted invitation) renews it.
  if (response.ok && isRecord(body) && typeof body.csrf_token === 'string') {
    csrfToken = body.csrf_token;
  }
  if (response.ok) return { status: response.status, body: body as T };
  if (response.status === 401) {
    csrfToken = null;
    if (!options.skipAuthRedirect) unauthorizedHandler?.();
  }
  throw new ApiError(response.status, body);
}

const send = <T>(method: string, path: string, options: RequestOptions = {}) =>
  request<T>(method, path, options).then((answer) => answer.body);

export const apiClient = {
  get: <T>(path: string, options: Omit<RequestOptions, 'body'> = {}) =>
    send<T>('GET', path, options),
  post: <T>(path: string, body?: unknown) => send<T>('POST', path, { body }),
  patch: <T>(path: string, body?: unknown) => send<T>('PATCH', path, { body }),
  put: <T>(path: string, body?: unknown) => send<T>('PUT', path, { body }),
  delete: <T>(path: string) => send<T>('DELETE', path),
  /** A POST of a file's raw bytes (a sanctions list). */
  postBytes: <T>(path: string, bytes: ArrayBuffer) => send<T>('POST', path, { bytes }),
  /** A POST whose success status matters (a release answers 200 done or 202 proposed). */
  postWithStatus: <T>(path: string, body?: unknown) => request<T>('POST', path, { body }),
};

/** What to tell the officer about a failed call: the server's message when it gave one. */
export function failureMessage(error: unknown): string {
  // The session's token no longer matches: another tab signed in or out since this page loaded.
  if (error instanceof ApiError && error.status === 419) {
    return 'Your session changed in another tab. Reload the page and try again.';
  }
  if (error instanceof ApiError || error instanceof NetworkError) return error.message;
  return 'Something went wrong. Try again.';
}
