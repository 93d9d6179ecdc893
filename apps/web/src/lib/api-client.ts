import { i18n } from '@lingui/core';
import type { MessageAnswer, ValidationError } from '@homeward/contract';
import { initialLocale } from '@/i18n/locale';
import { readCookie } from './cookies';
import { startProgress } from './progress';
import { getRuntimeConfig } from './runtime-config';

/**
 * The one HTTP client of the SPA (DESIGN.md "The HTTP client", spec section 7). Every call goes
 * through {@link request}, so headers, cookies, the XSRF echo, the progress bar and the 401 rule
 * hold everywhere.
 */

/** An answer with a non-2xx status. `body` is the parsed Laravel-style error, when there was one. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: Partial<ValidationError> | MessageAnswer | null;
  /** Seconds the server asked to wait (the Retry-After header of a 429), when it said. */
  readonly retryAfter: number | null;

  constructor(status: number, body: unknown, retryAfter: number | null = null) {
    const message =
      body !== null &&
      typeof body === 'object' &&
      typeof (body as MessageAnswer).message === 'string'
        ? (body as MessageAnswer).message
        : `Request failed with status ${status}`;
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body !== null && typeof body === 'object' ? (body as MessageAnswer) : null;
    this.retryAfter = retryAfter;
  }

  /** The per-field messages of a 422 answer (`{errors: {field: [messages]}}`); empty otherwise. */
  get fieldErrors(): Record<string, string[]> {
    const errors = (this.body as Partial<ValidationError> | null)?.errors;
    return errors && typeof errors === 'object' ? errors : {};
  }
}

/** The server could not be reached at all (offline, DNS, refused, CORS). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('The server could not be reached.', { cause });
    this.name = 'NetworkError';
  }
}

export interface RequestOptions {
  /** Sent as JSON. */
  body?: unknown;
  /**
   * Do not send the browser to sign-in on 401. Only for the signed-out "who am I" probe of the
   * guest pages, where a 401 is the expected answer, not an expired session.
   */
  skipAuthRedirect?: boolean;
  /** Extra headers, such as the `Idempotency-Key` that makes a confirmation safe to retry. */
  headers?: Record<string, string>;
  /** The request is the repeat after step-up (internal). */
  steppedUp?: boolean;
}

type UnauthorizedHandler = () => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;

/**
 * The router registers how to reach sign-in, so a 401 navigates inside the SPA (keeping state
 * and history) instead of reloading the page. Returns the function that unregisters it.
 */
export function onUnauthorized(handler: UnauthorizedHandler): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = null;
  };
}

/** The second factor a sensitive change asks for again (a 423 answer's `step_up`). */
export type StepUpMethod = 'email' | 'totp';
export interface StepUpAsk {
  method: StepUpMethod;
  /** The customer has a passkey, which may answer instead. */
  passkey: boolean;
}
/** Asks the customer for the factor; true once it is given, false when they cancel. */
type StepUpHandler = (ask: StepUpAsk) => Promise<boolean>;
let stepUpHandler: StepUpHandler | null = null;

/**
 * The signed-in layout registers how to ask for the second factor again, so every sensitive
 * change (a recipient, the mobile number, the password) goes through step-up the same way: the
 * request waits for the dialog, then is sent once more. Returns the function that unregisters it.
 */
export function onStepUp(handler: StepUpHandler): () => void {
  stepUpHandler = handler;
  return () => {
    if (stepUpHandler === handler) stepUpHandler = null;
  };
}

/** What a 423 step-up answer asks for, or null when the answer is something else. */
function stepUpAskOf(status: number, body: unknown): StepUpAsk | null {
  if (status !== 423 || body === null || typeof body !== 'object') return null;
  const stepUp = (body as { step_up?: { method?: unknown; passkey?: unknown } }).step_up;
  const method = stepUp?.method;
  if (method !== 'email' && method !== 'totp') return null;
  return { method, passkey: stepUp?.passkey === true };
}

function buildUrl(path: string): string {
  const { apiBaseUrl } = getRuntimeConfig();
  return new URL(path, apiBaseUrl || window.location.origin).toString();
}

/** Retry-After is either a number of seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (value === null || value.trim() === '') return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const date = Date.parse(value);
  if (Number.isNaN(date)) return null;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

async function parseBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  return parseText(await response.text());
}

/**
 * The headers of every call: JSON answers in the app's language (the server writes its messages
 * in it, and a new account gets it), the XSRF echo of the session cookie.
 */
function baseHeaders(): Headers {
  const headers = new Headers({
    Accept: 'application/json',
    // Before the first language is active (the router's first loaders run as the modules
    // load), the one main.tsx is activating: a Vietnamese customer's first profile is Vietnamese.
    'Accept-Language': i18n.locale || initialLocale(),
    // The API may sit behind an ngrok tunnel in demos; without this it answers with a warning page.
    'ngrok-skip-browser-warning': 'yes',
  });
  const xsrf = readCookie('XSRF-TOKEN');
  if (xsrf) headers.set('X-XSRF-TOKEN', xsrf);
  return headers;
}

/** Turns a non-2xx answer into an ApiError, sending the browser to sign-in on a 401. */
function failure(
  status: number,
  body: unknown,
  retryAfter: string | null,
  options: Pick<RequestOptions, 'skipAuthRedirect'>,
): ApiError {
  if (status === 401 && !options.skipAuthRedirect) unauthorizedHandler?.();
  return new ApiError(status, body, parseRetryAfter(retryAfter));
}

function parseText(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function send<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const headers = baseHeaders();
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  const init: RequestInit = { method, headers, credentials: 'include' };
  if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    init.body = JSON.stringify(options.body);
  }

  // No timeout on purpose (spec): a slow network must not fail a login or a payment half-way.
  const done = startProgress();
  let response: Response;
  let body: unknown;
  try {
    response = await fetch(buildUrl(path), init);
    body = await parseBody(response);
  } catch (error) {
    throw new NetworkError(error);
  } finally {
    done();
  }

  if (response.ok) return body as T;
  const stepUp = stepUpAskOf(response.status, body);
  // Once: a second 423 right after the factor was given is an answer, not a loop.
  if (stepUp && stepUpHandler && !options.steppedUp && (await stepUpHandler(stepUp))) {
    return send<T>(method, path, { ...options, steppedUp: true });
  }
  throw failure(response.status, body, response.headers.get('Retry-After'), options);
}

export interface UploadOptions extends Omit<RequestOptions, 'body'> {
  /** Called as the request body goes out, with the share sent so far (0 to 1). */
  onProgress?: (fraction: number) => void;
  /** Aborting rejects with a DOMException named "AbortError". */
  signal?: AbortSignal;
}

/**
 * POSTs multipart form data (files) with the same headers, cookies, XSRF echo and 401 rule as
 * every other call. XMLHttpRequest rather than fetch, because only it reports upload progress.
 * The browser writes the multipart Content-Type with its boundary.
 */
export function upload<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(path));
    xhr.withCredentials = true;
    baseHeaders().forEach((value, key) => xhr.setRequestHeader(key, value));
    const done = startProgress();
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0)
        options.onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      done();
      const body = xhr.status === 204 ? undefined : parseText(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.(1);
        resolve(body as T);
        return;
      }
      reject(failure(xhr.status, body, xhr.getResponseHeader('Retry-After'), options));
    });
    xhr.addEventListener('error', () => {
      done();
      reject(new NetworkError(new Error('XMLHttpRequest failed')));
    });
    xhr.addEventListener('abort', () => {
      done();
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
    });
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

const inFlight = new Map<string, Promise<unknown>>();
const once = new Map<string, Promise<unknown>>();

/**
 * Concurrent GETs of the same path share one request (the spec asks this of the profile, and it
 * is right for any read): the second caller gets the first caller's answer. Only while nothing
 * has changed in between: see {@link forgetReadsInFlight}.
 */
function get<T>(path: string, options: Omit<RequestOptions, 'body'> = {}): Promise<T> {
  const key = `${options.skipAuthRedirect ? 'silent' : 'normal'} ${path}`;
  const pending = inFlight.get(key);
  if (pending) return pending as Promise<T>;
  const promise = send<T>('GET', path, options).finally(() => {
    // A read forgotten meanwhile must not take its successor's place with it.
    if (inFlight.get(key) === promise) inFlight.delete(key);
  });
  inFlight.set(key, promise);
  return promise;
}

/**
 * Something changed on the server (this app's write was answered, or a live event said so): a
 * read already on its way may have been answered before the change, so a read asked for from
 * now on gets a request of its own. Without this, "sign out all other devices" asked for the
 * device list again and was handed a read a live event had started halfway through the
 * sign-out, and the list kept a signed-out device.
 */
export function forgetReadsInFlight(): void {
  inFlight.clear();
}

/** A POST, PUT, PATCH or DELETE: once it is answered, reads sent before it are not shared. */
function write<T>(method: string, path: string, options: RequestOptions): Promise<T> {
  return send<T>(method, path, options).finally(forgetReadsInFlight);
}

/**
 * A GET made once per page load and then served from memory (the password policy). A failure is
 * forgotten, so the next call tries again.
 */
function getOnce<T>(path: string): Promise<T> {
  // Once per language too: the server answers in the one the app speaks (Accept-Language).
  const key = `${i18n.locale} ${path}`;
  const cached = once.get(key);
  if (cached) return cached as Promise<T>;
  const promise = get<T>(path);
  once.set(key, promise);
  promise.catch(() => once.delete(key));
  return promise;
}

export const apiClient = {
  get,
  getOnce,
  post: <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'body'> = {}) =>
    write<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'body'> = {}) =>
    write<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'body'> = {}) =>
    write<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'body'> = {}) =>
    write<T>('DELETE', path, { ...options, body }),
  upload: <T>(path: string, form: FormData, options: UploadOptions = {}) =>
    upload<T>(path, form, options).finally(forgetReadsInFlight),
};

/** Forgets cached and in-flight answers; tests call it between cases. */
export function resetApiClientCache(): void {
  inFlight.clear();
  once.clear();
}
