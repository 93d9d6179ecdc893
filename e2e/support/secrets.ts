import { appendFileSync } from 'node:fs';
import type { BrowserContext, Page, Request, Response } from '@playwright/test';
import type { SecretKind } from './secret-scan';

/**
 * Records the secrets the journeys use, for the global teardown to look for in the API's log
 * (secret-scan.ts). The file is named by playwright.config.ts (E2E_SECRETS_FILE); without it
 * (a spec run by other means) nothing is recorded.
 */
const recorded = new Set<string>();

export function recordSecret(kind: SecretKind, value: string | null | undefined) {
  const file = process.env.E2E_SECRETS_FILE;
  if (!file || !value || recorded.has(value)) return;
  recorded.add(value);
  appendFileSync(file, `${JSON.stringify({ kind, value })}\n`);
}

/** The codes and links in a mail or text message from the development outbox. */
export function recordMailSecrets(text: string | undefined) {
  for (const [code] of text?.matchAll(/(?<!\d)\d{6}(?!\d)/g) ?? [])
    recordSecret('one-time code', code);
  for (const [, token] of text?.matchAll(/\/reset-password\/([^\s/?#]+)/g) ?? []) {
    recordSecret('password reset token', token);
  }
  for (const [, token] of text?.matchAll(/[?&]token=([^\s&#]+)/g) ?? []) {
    recordSecret('upload hand-off token', token);
  }
}

/** Form fields that hold a secret, by the kind of secret. */
const FIELDS: Record<string, SecretKind> = {
  password: 'password',
  confirm_password: 'password',
  current_password: 'password',
  otp: 'one-time code',
  token: 'password reset token',
};

function recordUrl(url: string) {
  const { pathname, searchParams } = new URL(url);
  recordSecret('password reset token', /^\/reset-password\/([^/]+)/.exec(pathname)?.[1]);
  recordSecret('upload hand-off token', searchParams.get('token'));
  recordSecret('one-time code', searchParams.get('otp'));
  // The hosted checkout's id is the only credential of its page.
  const checkout = /^\/sandbox\/checkout\/([^/]+)/.exec(pathname)?.[1];
  if (checkout !== 'checkout.css') recordSecret('sandbox checkout id', checkout);
}

function recordBody(request: Request) {
  const type = request.headers()['content-type'] ?? '';
  const body = request.postData();
  if (!body) return;
  let fields: Record<string, unknown> = {};
  if (type.includes('application/json')) {
    try {
      fields = JSON.parse(body) as Record<string, unknown>;
    } catch {
      return;
    }
  } else if (type.includes('application/x-www-form-urlencoded')) {
    fields = Object.fromEntries(new URLSearchParams(body));
  }
  for (const [field, kind] of Object.entries(FIELDS)) {
    const value = fields[field];
    if (typeof value === 'string') recordSecret(kind, value);
  }
}

/** homeward_session and XSRF-TOKEN, from a Cookie or a Set-Cookie header. */
function recordCookies(header: string | undefined) {
  for (const [, name, value] of header?.matchAll(
    /(?:^|[;\n,]\s*)(homeward_session|XSRF-TOKEN)=([^;\n,\s]+)/g,
  ) ?? []) {
    recordSecret(name === 'XSRF-TOKEN' ? 'XSRF token' : 'session cookie', value);
  }
}

async function onRequest(request: Request) {
  recordUrl(request.url());
  recordBody(request);
  const headers = await request.allHeaders();
  recordCookies(headers.cookie);
  recordSecret('XSRF token', headers['x-xsrf-token']);
}

async function onResponse(response: Response) {
  for (const { name, value } of await response.headersArray()) {
    if (name.toLowerCase() === 'set-cookie') recordCookies(value);
  }
  const { pathname } = new URL(response.url());
  if (
    !pathname.startsWith('/client/v1/mfa/totp') &&
    !pathname.includes('/account-verification/token/')
  ) {
    return;
  }
  const body = (await response.json()) as {
    secret?: string;
    recovery_codes?: string[];
    token?: string;
  };
  recordSecret('authenticator secret', body.secret);
  for (const code of body.recovery_codes ?? []) recordSecret('recovery code', code);
  recordSecret('upload hand-off token', body.token);
}

const watched = new WeakSet<BrowserContext>();

/**
 * Records the secrets in the traffic of the page's browser context: what forms send (passwords,
 * codes, reset tokens), the session and XSRF cookies, the authenticator set-up and its recovery
 * codes. Once per context; the page's own requests only (not `page.request`).
 */
export function watchSecrets(page: Page) {
  const context = page.context();
  if (!process.env.E2E_SECRETS_FILE || watched.has(context)) return;
  watched.add(context);
  // A page that closes mid-request leaves nothing to read; that is not a failure of the journey.
  context.on('request', (request) => void onRequest(request).catch(() => undefined));
  context.on('response', (response) => void onResponse(response).catch(() => undefined));
}
