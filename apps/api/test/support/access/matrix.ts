import { randomUUID } from 'node:crypto';
import { PASSWORD } from '../customers';
import { uniqueEmail } from '../mail';
import { png } from '../uploads';
import type { Holdings, World } from './world';

/**
 * Who may call a route:
 * - public: anyone; a state-changing one still needs a session cookie (a visitor's will do)
 *   and its XSRF token;
 * - pending-mfa: signed in, and a session still owing its second factor passes too;
 * - signed-in: signed in with the second factor given;
 * - signature: no session; the request is signed (payment webhooks, the Pusher HTTP API);
 * - hosted-page: the sandbox provider's checkout, another party's page: the checkout id in the
 *   link is the payer's only credential, and it shows what a provider's page would;
 * - link-token: no session; the phone hand-off link's token is the permission;
 * - dev-only: the development outbox, never registered in production.
 */
export type Access =
  'public' | 'pending-mfa' | 'signed-in' | 'signature' | 'hosted-page' | 'link-token' | 'dev-only';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'OPTIONS';

/** A request, as the matrix describes it for one caller. */
export interface Call {
  url: string;
  /** A JSON body. */
  json?: unknown;
  /** An HTML form's body (the sandbox's hosted pages). */
  form?: Record<string, string>;
  /** A multipart body, built afresh for every call. */
  multipart?: () => Promise<FormData>;
  headers?: Record<string, string>;
}

/** The callers every route is tried with; all but B use A's own sessions or none. */
export const callers = [
  'other customer',
  'no cookies',
  'visitor',
  'mfa pending',
  'removed device',
  'logged out',
] as const;
export type Caller = (typeof callers)[number];

export interface RouteRule {
  method: Method;
  /** The pattern as registered with Fastify. */
  url: string;
  access: Access;
  /** What of A's the call names, in its path, query or body; B must not reach it. */
  names?: string;
  /** The request, aimed at A's things (`a`); fresh for every call. */
  call: (a: Holdings, world: World) => Call;
  /**
   * Customer B's answer to that request. For routes open to anyone (public, signature,
   * hosted-page, link-token, dev-only) it is everyone's answer.
   */
  other: number;
  /** What of B's own the answer to B must show: B is answered with B's data, not nothing. */
  shows?: (b: Holdings) => string[];
  /** The answer to A's session still owing its second factor (pending-mfa routes). */
  pending?: number;
  /** The call ends the caller's session, so it is made with a session of its own. */
  endsSession?: boolean;
  /**
   * The call ends every session of its caller, so "B" is a customer of its own (B's sessions
   * are shared by the other rules).
   */
  endsEverySession?: boolean;
}

const SAFE = new Set<Method>(['GET', 'OPTIONS']);

/** Cookie-authenticated state-changing routes must carry the session's XSRF token. */
export const needsXsrf = (rule: RouteRule) =>
  !SAFE.has(rule.method) && rule.access !== 'signature' && rule.access !== 'hosted-page';

/** What every caller gets from a route, from its access class. */
export function expectedAnswers(rule: RouteRule): Record<Caller, number> {
  const noCookies = needsXsrf(rule) ? 419 : 401;
  switch (rule.access) {
    case 'signed-in':
    case 'pending-mfa':
      return {
        'other customer': rule.other,
        'no cookies': noCookies,
        visitor: 401,
        'mfa pending': rule.access === 'pending-mfa' ? (rule.pending ?? 0) : 401,
        'removed device': 401,
        'logged out': 401,
      };
    case 'public':
      return {
        'other customer': rule.other,
        'no cookies': needsXsrf(rule) ? 419 : rule.other,
        visitor: rule.other,
        'mfa pending': rule.other,
        'removed device': rule.other,
        'logged out': rule.other,
      };
    default:
      return Object.fromEntries(callers.map((caller) => [caller, rule.other])) as Record<
        Caller,
        number
      >;
  }
}

/** A Pusher HTTP API query with the key and a fresh timestamp but no valid signature. */
const unsignedPusherQuery = () =>
  `auth_key=nope&auth_timestamp=${Math.floor(Date.now() / 1000)}&auth_version=1.0&auth_signature=nope`;

const NEW_PASSWORD = 'Another-horse-2';
const WRONG_PASSWORD = 'Wrong-horse-9';
const WRONG_CODE = '000000';
const recipientBody = (name: string) => ({
  country: 'PH',
  currency: 'PHP',
  payout_method: 'bank_account',
  details: { full_name: name, bank_code: 'BDO', account_number: '009876543210' },
});
let mobileSequence = 500;
/** Well-formed WebAuthn answers that no challenge asked for and no account knows. */
const unknownAssertion = {
  id: 'dW5rbm93bi1jcmVkZW50aWFs',
  rawId: 'dW5rbm93bi1jcmVkZW50aWFs',
  type: 'public-key',
  response: {
    clientDataJSON: Buffer.from(
      JSON.stringify({
        type: 'webauthn.get',
        challenge: 'bm90LWEtY2hhbGxlbmdl',
        origin: 'http://localhost:8080',
      }),
    ).toString('base64url'),
    authenticatorData: 'AAAA',
    signature: 'AAAA',
  },
  clientExtensionResults: {},
};
const unknownRegistration = {
  id: 'dW5rbm93bi1jcmVkZW50aWFs',
  rawId: 'dW5rbm93bi1jcmVkZW50aWFs',
  type: 'public-key',
  response: {
    clientDataJSON: Buffer.from(
      JSON.stringify({
        type: 'webauthn.create',
        challenge: 'bm90LWEtY2hhbGxlbmdl',
        origin: 'http://localhost:8080',
      }),
    ).toString('base64url'),
    attestationObject: 'AAAA',
  },
  clientExtensionResults: {},
};

/**
 * Every route the API registers, with who may call it and how to aim it at customer A's
 * things. B's answers are what B gets for A's ids (404 where a path names A's resource), or B's
 * own data where the route has none of A's to name.
 */
export const accessMatrix: RouteRule[] = [
  // The shell and the plumbing: the same for everyone, and no customer's data in any of it.
  {
    method: 'OPTIONS',
    url: '*',
    access: 'public',
    call: () => ({
      url: '/client/v1/recipients',
      headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'GET' },
    }),
    // A stranger's origin gets no CORS answer at all (as for an unknown path), whoever asks.
    other: 404,
  },
  // The SPA build's files, one route each (@fastify/static registers the files the build holds
  // at start: here the test build of support/test-app.ts). Client routes such as
  // /transfers/:id are no route: the not-found handler answers them with the SPA's page.
  ...[
    '/assets/app-abc123.js',
    '/assets/big-abc123.js',
    '/assets/big-abc123.js.br',
    '/assets/big-abc123.js.gz',
  ].map((url): RouteRule => ({
    method: 'GET',
    url,
    access: 'public',
    call: () => ({ url }),
    other: 200,
  })),
  {
    // Only ever sent with its runtime configuration filled in, as the not-found handler's page.
    method: 'GET',
    url: '/index.html',
    access: 'public',
    call: () => ({ url: '/index.html' }),
    other: 404,
  },
  {
    method: 'GET',
    url: '/health/live',
    access: 'public',
    call: () => ({ url: '/health/live' }),
    other: 200,
  },
  {
    method: 'GET',
    url: '/health/ready',
    access: 'public',
    call: () => ({ url: '/health/ready' }),
    other: 200,
  },
  {
    // Open outside production (this suite runs as test); production's token is in jobs.test.ts.
    method: 'GET',
    url: '/metrics',
    access: 'public',
    call: () => ({ url: '/metrics' }),
    other: 200,
  },
  {
    method: 'GET',
    url: '/client/v1/password-policy',
    access: 'public',
    call: () => ({ url: '/client/v1/password-policy' }),
    other: 200,
  },
  {
    method: 'GET',
    url: '/client/v1/company',
    access: 'public',
    call: () => ({ url: '/client/v1/company' }),
    other: 200,
  },
  {
    method: 'GET',
    url: '/sanctum/csrf-cookie',
    access: 'public',
    call: () => ({ url: '/sanctum/csrf-cookie' }),
    other: 204,
  },

  // Signing up, in and out, and the forgotten password.
  {
    method: 'POST',
    url: '/client/v1/signup',
    access: 'public',
    call: () => ({
      url: '/client/v1/signup',
      json: { email: uniqueEmail('accesssignup'), password: PASSWORD, confirm_password: PASSWORD },
    }),
    other: 201,
  },
  {
    method: 'POST',
    url: '/client/v1/login',
    access: 'public',
    call: () => ({
      url: '/client/v1/login',
      json: { email: uniqueEmail('accessnobody'), password: WRONG_PASSWORD },
    }),
    other: 422,
  },
  {
    method: 'POST',
    url: '/client/v1/logout',
    access: 'public',
    call: () => ({ url: '/client/v1/logout' }),
    other: 204,
    endsSession: true,
  },
  {
    method: 'POST',
    url: '/client/v1/forgot-password',
    access: 'public',
    names: 'email',
    call: (a) => ({ url: '/client/v1/forgot-password', json: { email: a.email } }),
    other: 200,
  },
  {
    method: 'POST',
    url: '/client/v1/reset-password/check',
    access: 'public',
    call: () => ({
      url: '/client/v1/reset-password/check',
      json: { token: Buffer.from('not-a-reset-token').toString('base64') },
    }),
    other: 422,
  },
  {
    method: 'POST',
    url: '/client/v1/reset-password',
    access: 'public',
    call: () => ({
      url: '/client/v1/reset-password',
      json: {
        token: Buffer.from('not-a-reset-token').toString('base64'),
        password: NEW_PASSWORD,
        confirm_password: NEW_PASSWORD,
      },
    }),
    other: 422,
  },

  // The profile and the second factor: a session still owing it may reach these.
  {
    method: 'GET',
    url: '/client/v1/profile',
    access: 'pending-mfa',
    call: () => ({ url: '/client/v1/profile' }),
    shows: (b) => [b.email, b.customerId],
    other: 200,
    pending: 200,
  },
  {
    method: 'POST',
    url: '/client/v1/mfa',
    access: 'pending-mfa',
    call: () => ({ url: '/client/v1/mfa', json: { otp: WRONG_CODE } }),
    other: 422,
    pending: 422,
  },
  {
    method: 'POST',
    url: '/client/v1/resend-mfa-otp',
    access: 'pending-mfa',
    call: () => ({ url: '/client/v1/resend-mfa-otp' }),
    other: 204,
    pending: 204,
  },

  // Account security.
  {
    method: 'POST',
    url: '/client/v1/resend-email-verification',
    access: 'signed-in',
    call: () => ({ url: '/client/v1/resend-email-verification' }),
    other: 422,
  },
  {
    method: 'POST',
    url: '/client/v1/verify-email-address',
    access: 'signed-in',
    call: () => ({ url: '/client/v1/verify-email-address', json: { otp: WRONG_CODE } }),
    // B's address is verified already: nothing to do, whatever the code.
    shows: (b) => [b.email],
    other: 200,
  },
  {
    method: 'POST',
    url: '/client/v1/change-password',
    access: 'signed-in',
    call: () => ({
      url: '/client/v1/change-password',
      json: {
        current_password: WRONG_PASSWORD,
        password: NEW_PASSWORD,
        confirm_password: NEW_PASSWORD,
      },
    }),
    other: 422,
  },
  {
    method: 'POST',
    url: '/client/v1/mfa/totp',
    access: 'signed-in',
    call: () => ({ url: '/client/v1/mfa/totp' }),
    other: 200,
  },
  {
    method: 'POST',
    url: '/client/v1/mfa/totp/confirm',
    access: 'signed-in',
    call: () => ({ url: '/client/v1/mfa/totp/confirm', json: { otp: WRONG_CODE } }),
    other: 422,
  },
  {
    method: 'DELETE',
    url: '/client/v1/mfa/totp',
    access: 'signed-in',
    call: () => ({ url: '/client/v1/mfa/totp', json: { current_password: WRONG_PASSWORD } }),
    other: 422,
  },
  // Passkeys: settings, sign-in without a password, the second factor and step-up.
  {
    method: 'GET',
    url: '/client/v1/passkeys',
    access: 'signed-in',
    call: () => ({ url: '/client/v1/passkeys' }),
    shows: (b) => [b.passkeyId, b.passkeyName],
    other: 200,
  },
  {
    method: 'POST',
    url: '/client/v1/passkeys/registration-options',
    access: 'signed-in',
    call: () => ({ url: '/client/v1/passkeys/registration-options' }),
    // B's own credential, excluded from enrolling again.
    shows: (b) => [b.passkeyCredentialId],
    other: 200,
  },
  {
    method: 'POST',
    url: '/client/v1/passkeys',
    access: 'signed-in',
    call: () => ({ url: '/client/v1/passkeys', json: { credential: unknownRegistration } }),
    other: 422,
  },
  {
    method: 'PUT',
    url: '/client/v1/passkeys/:id',
    access: 'signed-in',
    names: 'passkey',
    call: (a) => ({ url: `/client/v1/passkeys/${a.passkeyId}`, json: { name: 'Renamed' } }),
    other: 404,
  },
  {
    method: 'DELETE',
    url: '/client/v1/passkeys/:id',
    access: 'signed-in',
    names: 'passkey',
    call: (a) => ({ url: `/client/v1/passkeys/${a.passkeyId}` }),
    other: 404,
  },
  {
    method: 'POST',
    url: '/client/v1/passkeys/sign-in/options',
    access: 'public',
    call: () => ({ url: '/client/v1/passkeys/sign-in/options' }),
    other: 200,
  },
  {
    method: 'POST',
    url: '/client/v1/passkeys/sign-in',
    access: 'public',
    call: () => ({ url: '/client/v1/passkeys/sign-in', json: { credential: unknownAssertion } }),
    other: 422,
  },
  {
    method: 'GET',
    url: '/client/v1/mfa/passkey',
    access: 'pending-mfa',
    call: () => ({ url: '/client/v1/mfa/passkey' }),
    other: 200,
    pending: 200,
  },
  {
    method: 'POST',
    url: '/client/v1/mfa/passkey/options',
    access: 'pending-mfa',
    call: () => ({ url: '/client/v1/mfa/passkey/options' }),
    // B's session has no second step waiting; A's pending one gets A's passkeys.
    other: 422,
    pending: 200,
  },
  {
    method: 'POST',
    url: '/client/v1/mfa/passkey',
    access: 'pending-mfa',
    call: () => ({ url: '/client/v1/mfa/passkey', json: { credential: unknownAssertion } }),
    other: 422,
    pending: 422,
  },
  {
    method: 'POST',
    url: '/client/v1/passkeys/step-up/options',
    access: 'signed-in',
    call: () => ({ url: '/client/v1/passkeys/step-up/options' }),
    shows: (b) => [b.passkeyCredentialId],
    other: 200,
  },
  {
    method: 'POST',
    url: '/client/v1/passkeys/step-up',
    access: 'signed-in',
    call: () => ({ url: '/client/v1/passkeys/step-up', json: { credential: unknownAssertion } }),
    other: 422,
  },
  {
    method: 'POST',
    url: '/client/v1/change-email',
    access: 'signed-in',
    names: 'email',
    // A's address is taken: B is refused, and A's address is not shown.
    call: (a) => ({ url: '/client/v1/change-email', json: { email: a.email } }),
    other: 422,
  },
  {
    method: 'POST',
    url: '/client/v1/verify-new-email',
    access: 'signed-in',
    call: () => ({ url: '/client/v1/verify-new-email', json: { otp: WRONG_CODE } }),
    other: 422,
  },
  {
    method: 'POST',
    url: '/client/v1/step-up/code',
    access: 'signed-in',
    call: () => ({ url: '/client/v1/step-up/code' }),
    other: 204,
  },
  {
    method: 'POST',
    url: '/client/v1/step-up',
    access: 'signed-in',
    call: () => ({ url: '/client/v1/step-up', json: { otp: WRONG_CODE } }),
    other: 422,
  },
  {
    method: 'GET',
    url: '/client/v1/security-events',
    access: 'signed-in',
    call: () => ({ url: '/client/v1/security-events' }),
    other: 200,
  },
  {
    method: 'GET',
    url: '/client/v1/notification-preferences',
    access: 'signed-in',
    call: () => ({ url: '/client/v1/notification-preferences' }),
    other: 200,
  },
  {
    method: 'PUT',
    url: '/client/v1/notification-preferences',
    access: 'signed-in',
    call: () => ({
      url: '/client/v1/notification-preferences',
      json: { preferences: [{ kind: 'documents', channel: 'email', enabled: true }] },
    }),
    other: 200,
  },
  {
    method: 'GET',
    url: '/client/v1/devices',
    access: 'signed-in',
    call: () => ({ url: '/client/v1/devices' }),
    shows: (b) => [b.sessionId, b.deviceId],
    other: 200,
  },
  {
    method: 'POST',
    url: '/client/v1/devices/sign-out-others',
    access: 'signed-in',
    call: () => ({ url: '/client/v1/devices/sign-out-others' }),
    other: 204,
    // B's other sessions end (its own stays): B is a customer of its own.
    endsEverySession: true,
  },
  {
    method: 'POST',
    url: '/client/v1/logout-everywhere',
    access: 'signed-in',
    call: () => ({ url: '/client/v1/logout-everywhere' }),
    other: 204,
    endsSession: true,
    endsEverySession: true,
  },
  {
    // The new-device email's link: its token, not a session, is the permission; the page that
    // posts it is the SPA's, with a visitor's session and XSRF token like any signed-out form.
    method: 'POST',
    url: '/client/v1/device-sign-out',
    access: 'public',
    names: 'device',
    call: (a) => ({
      url: '/client/v1/device-sign-out',
      json: { session_id: a.deviceId, token: 'not-the-token-of-the-email' },
    }),
    other: 422,
  },
  {
    method: 'DELETE',
    url: '/client/v1/device/:id',
    access: 'signed-in',
    names: 'device',
    call: (a) => ({ url: `/client/v1/device/${a.deviceId}` }),
    other: 404,
  },

  // Onboarding and the profile.
  {
    method: 'GET',
    url: '/client/v1/countries',
    access: 'signed-in',
    call: () => ({ url: '/client/v1/countries' }),
    other: 200,
  },
  {
    method: 'GET',
    url: '/client/v1/attributes',
    access: 'signed-in',
    call: (_a, world) => ({ url: `/client/v1/attributes?country_id=${world.countryIds.AU}` }),
    other: 200,
  },
  {
    method: 'POST',
    url: '/client/v1/update-country',
    access: 'signed-in',
    call: (_a, world) => ({
      url: '/client/v1/update-country',
      json: { country_id: world.countryIds.AU },
    }),
    // B's identity is verified, so the country is locked.
    other: 422,
  },
  {
    method: 'POST',
    url: '/client/v1/update',
    access: 'signed-in',
    call: () => ({
      url: '/client/v1/update?category=employment',
      json: {
        employment: {
          status: 'employed',
          occupation: 'Midwife',
          industry: 'health',
          income_band: '30k_60k',
        },
      },
    }),
    shows: (b) => [b.email],
    other: 200,
  },
  {
    method: 'POST',
    url: '/client/v1/update-mobile-number',
    access: 'signed-in',
    call: (_a, world) => ({
      url: '/client/v1/update-mobile-number',
      json: {
        mobile_number_country_id: world.countryIds.AU,
        // A new number each time: a code goes out for it, nothing else changes yet.
        mobile_number: `0413 ${(mobileSequence += 1)} 777`,
      },
    }),
    other: 200,
  },
  {
    method: 'POST',
    url: '/client/v1/verify-mobile-number',
    access: 'signed-in',
    call: () => ({ url: '/client/v1/verify-mobile-number', json: { otp: WRONG_CODE } }),
    other: 422,
  },
  {
    method: 'GET',
    url: '/client/v1/pending-mobile-number',
    access: 'signed-in',
    call: () => ({ url: '/client/v1/pending-mobile-number' }),
    other: 200,
  },
  {
    method: 'GET',
    url: '/client/v1/tasks',
    access: 'signed-in',
    call: () => ({ url: '/client/v1/tasks' }),
    other: 200,
  },
  {
    method: 'POST',
    url: '/client/v1/apply-info-from-poi',
    access: 'signed-in',
    call: () => ({ url: '/client/v1/apply-info-from-poi' }),
    shows: (b) => [b.email],
    other: 200,
  },

  // Documents and uploads.
  {
    method: 'GET',
    url: '/client/v1/document-categories',
    access: 'signed-in',
    call: () => ({ url: '/client/v1/document-categories' }),
    other: 200,
  },
  {
    method: 'POST',
    url: '/client/v1/document/upload',
    access: 'signed-in',
    call: (_a, { catalogue }) => ({
      url: `/client/v1/document/upload?document_category_id=${catalogue.addressCategoryId}&document_type_id=${catalogue.utilityBillTypeId}`,
      multipart: async () => {
        const form = new FormData();
        form.append('pages', new Blob([await png()], { type: 'image/png' }), 'bill.png');
        return form;
      },
    }),
    other: 201,
  },
  {
    method: 'GET',
    url: '/client/v1/account-verification/token/:categoryId/:typeId',
    access: 'signed-in',
    call: (_a, { catalogue }) => ({
      url: `/client/v1/account-verification/token/${catalogue.addressCategoryId}/${catalogue.utilityBillTypeId}`,
    }),
    other: 200,
  },
  {
    method: 'GET',
    url: '/client/v1/account-verification/token-info',
    access: 'link-token',
    names: 'upload link',
    call: (a) => ({
      url: `/client/v1/account-verification/token-info?token=${encodeURIComponent(a.uploadToken)}`,
    }),
    other: 200,
  },
  {
    method: 'GET',
    url: '/client/v1/account-verification/liveliness-token',
    access: 'signed-in',
    call: (_a, { catalogue }) => ({
      url: `/client/v1/account-verification/liveliness-token?api=${catalogue.livenessApi}`,
    }),
    other: 200,
  },

  // Prices, limits and recipients.
  {
    method: 'GET',
    url: '/client/v1/corridors',
    access: 'signed-in',
    call: () => ({ url: '/client/v1/corridors' }),
    other: 200,
  },
  {
    method: 'POST',
    url: '/client/v1/quotes',
    access: 'signed-in',
    call: (_a, world) => ({
      url: '/client/v1/quotes',
      json: { corridor_id: world.corridorId, payout_method: 'bank_account', send_amount: '100' },
    }),
    other: 201,
  },
  {
    method: 'GET',
    url: '/client/v1/quotes/:id',
    access: 'signed-in',
    names: 'quote',
    call: (a) => ({ url: `/client/v1/quotes/${a.quoteId}` }),
    other: 404,
  },
  {
    method: 'GET',
    url: '/client/v1/limits',
    access: 'signed-in',
    call: () => ({ url: '/client/v1/limits' }),
    shows: (b) => [b.amounts[0] ?? ''],
    other: 200,
  },
  {
    method: 'GET',
    url: '/client/v1/recipient-requirements',
    access: 'signed-in',
    call: () => ({
      url: '/client/v1/recipient-requirements?country=PH&currency=PHP&payout_method=bank_account',
    }),
    other: 200,
  },
  {
    method: 'GET',
    url: '/client/v1/recipients',
    access: 'signed-in',
    call: () => ({ url: '/client/v1/recipients' }),
    shows: (b) => [...b.recipientIds, ...b.recipientNames],
    other: 200,
  },
  {
    method: 'POST',
    url: '/client/v1/recipients',
    access: 'signed-in',
    call: () => ({ url: '/client/v1/recipients', json: recipientBody('Corazon Dela Cruz') }),
    other: 201,
  },
  {
    method: 'GET',
    url: '/client/v1/recipients/:id',
    access: 'signed-in',
    names: 'recipient',
    call: (a) => ({ url: `/client/v1/recipients/${a.recipientIds[0]}` }),
    other: 404,
  },
  {
    method: 'PUT',
    url: '/client/v1/recipients/:id',
    access: 'signed-in',
    names: 'recipient',
    call: (a) => ({
      url: `/client/v1/recipients/${a.recipientIds[0]}`,
      json: recipientBody('Renamed By Someone Else'),
    }),
    other: 404,
  },
  {
    method: 'DELETE',
    url: '/client/v1/recipients/:id',
    access: 'signed-in',
    names: 'recipient',
    call: (a) => ({ url: `/client/v1/recipients/${a.recipientIds[1]}` }),
    other: 404,
  },

  // Transfers and payments.
  {
    method: 'POST',
    url: '/client/v1/transactions',
    access: 'signed-in',
    names: 'quote and recipient',
    call: (a) => ({
      url: '/client/v1/transactions',
      json: {
        quote_id: a.quoteId,
        recipient_id: a.recipientIds[1],
        purpose: 'gift',
        source_of_funds: 'salary',
      },
      headers: { 'idempotency-key': randomUUID() },
    }),
    // Ids in a body are checked as fields: A's quote is one B "could not find".
    other: 422,
  },
  {
    method: 'GET',
    url: '/client/v1/transactions',
    access: 'signed-in',
    call: () => ({ url: '/client/v1/transactions' }),
    shows: (b) => [b.transferId, b.trackingNumber],
    other: 200,
  },
  {
    method: 'GET',
    url: '/client/v1/transactions/:id',
    access: 'signed-in',
    names: 'transfer',
    call: (a) => ({ url: `/client/v1/transactions/${a.transferId}` }),
    other: 404,
  },
  {
    method: 'POST',
    url: '/client/v1/transactions/:id/cancel',
    access: 'signed-in',
    names: 'transfer',
    call: (a) => ({ url: `/client/v1/transactions/${a.transferId}/cancel` }),
    other: 404,
  },
  {
    method: 'GET',
    url: '/client/v1/transactions/:id/receipt',
    access: 'signed-in',
    names: 'transfer',
    call: (a) => ({ url: `/client/v1/transactions/${a.transferId}/receipt` }),
    other: 404,
  },
  // A statement reads only the signed-in customer's transfers: B's never appear in A's.
  {
    method: 'GET',
    url: '/client/v1/statements',
    access: 'signed-in',
    call: () => {
      const day = (offset: number) =>
        new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      return { url: `/client/v1/statements?from=${day(-1)}&to=${day(1)}&tz=UTC&format=csv` };
    },
    shows: (b) => [b.trackingNumber],
    other: 200,
  },
  // Support requests: a request may name only the customer's own transfer.
  {
    method: 'POST',
    url: '/client/v1/support-requests',
    access: 'signed-in',
    names: 'transfer',
    call: (a) => ({
      url: '/client/v1/support-requests',
      json: {
        topic: 'delivery',
        message: 'When will my transfer arrive, please?',
        transfer_id: a.transferId,
      },
      headers: { 'idempotency-key': randomUUID() },
    }),
    // An id in a body is checked as a field: A's transfer is not one of B's.
    other: 422,
  },
  {
    method: 'GET',
    url: '/client/v1/support-requests',
    access: 'signed-in',
    call: () => ({ url: '/client/v1/support-requests' }),
    other: 200,
  },
  {
    method: 'POST',
    url: '/client/v1/transactions/:id/payments',
    access: 'signed-in',
    names: 'transfer',
    call: (a) => ({
      url: `/client/v1/transactions/${a.transferId}/payments`,
      json: { method: 'card' },
    }),
    other: 404,
  },
  {
    method: 'POST',
    url: '/webhooks/payments/:provider',
    access: 'signature',
    names: 'payment',
    call: (a) => ({
      url: '/webhooks/payments/sandbox',
      json: { type: 'payment.succeeded', data: { id: a.checkoutId, payment_id: a.paymentId } },
    }),
    other: 400,
  },

  // The sandbox provider's hosted checkout: the checkout id is the payer's credential.
  {
    method: 'GET',
    url: '/sandbox/checkout.css',
    access: 'hosted-page',
    call: () => ({ url: '/sandbox/checkout.css' }),
    other: 200,
  },
  {
    method: 'GET',
    url: '/sandbox/checkout/:id',
    access: 'hosted-page',
    names: 'checkout',
    call: (a) => ({ url: `/sandbox/checkout/${a.checkoutId}` }),
    other: 200,
  },
  {
    method: 'POST',
    url: '/sandbox/checkout/:id',
    access: 'hosted-page',
    names: 'checkout',
    // A card the sandbox does not know: the page answers again, nothing is paid.
    call: (a) => ({
      url: `/sandbox/checkout/${a.checkoutId}`,
      form: { name: 'Someone Else', number: '1234 5678 9012 3456', expiry: '12/39', cvc: '123' },
    }),
    other: 422,
  },
  {
    method: 'POST',
    url: '/sandbox/checkout/:id/challenge',
    access: 'hosted-page',
    names: 'checkout',
    // No challenge is waiting on an open checkout: approving one does nothing.
    call: (a) => ({
      url: `/sandbox/checkout/${a.checkoutId}/challenge`,
      form: { decision: 'approve' },
    }),
    other: 409,
  },

  // Realtime.
  {
    method: 'POST',
    url: '/broadcasting/auth',
    access: 'signed-in',
    names: 'channel',
    call: (a) => ({
      url: '/broadcasting/auth',
      json: { socket_id: '1234.5678', channel_name: `private-App.Models.Customer.${a.customerId}` },
    }),
    other: 403,
  },
  {
    method: 'POST',
    url: '/broadcasting/user-auth',
    access: 'signed-in',
    call: () => ({ url: '/broadcasting/user-auth', json: { socket_id: '1234.5678' } }),
    shows: (b) => [b.customerId],
    other: 200,
  },
  {
    method: 'POST',
    url: '/apps/:appId/events',
    access: 'signature',
    names: 'channel',
    call: (a, world) => ({
      url: `/apps/${world.realtimeAppId}/events?auth_key=nope&auth_timestamp=${Math.floor(Date.now() / 1000)}&auth_version=1.0&auth_signature=nope`,
      json: {
        name: 'App.Events.TransferStatusUpdated',
        data: '{}',
        channels: [`private-App.Models.Customer.${a.customerId}`],
      },
    }),
    other: 401,
  },
  {
    method: 'POST',
    url: '/apps/:appId/batch_events',
    access: 'signature',
    names: 'channel',
    call: (a, world) => ({
      url: `/apps/${world.realtimeAppId}/batch_events?${unsignedPusherQuery()}`,
      json: {
        batch: [
          {
            name: 'App.Events.Nope',
            data: '{}',
            channel: `private-App.Models.Customer.${a.customerId}`,
          },
        ],
      },
    }),
    other: 401,
  },
  {
    method: 'GET',
    url: '/apps/:appId/channels',
    access: 'signature',
    call: (_a, world) => ({
      url: `/apps/${world.realtimeAppId}/channels?${unsignedPusherQuery()}&filter_by_prefix=private-`,
    }),
    other: 401,
  },
  {
    method: 'GET',
    url: '/apps/:appId/channels/*',
    access: 'signature',
    names: 'channel',
    call: (a, world) => ({
      url: `/apps/${world.realtimeAppId}/channels/private-App.Models.Customer.${a.customerId}?${unsignedPusherQuery()}&info=subscription_count`,
    }),
    other: 401,
  },
  {
    method: 'POST',
    url: '/apps/:appId/users/:userId/terminate_connections',
    access: 'signature',
    names: 'user',
    call: (a, world) => ({
      url: `/apps/${world.realtimeAppId}/users/${a.customerId}/terminate_connections?${unsignedPusherQuery()}`,
      json: {},
    }),
    other: 401,
  },

  // Development only.
  {
    method: 'GET',
    url: '/dev/outbox',
    access: 'dev-only',
    call: () => ({ url: '/dev/outbox' }),
    // Every caller here browses from another machine (203.0.113.10): the outbox is not found.
    // This machine's own requests are dev-outbox.test.ts's.
    other: 404,
  },
];

export const routeKey = (method: string, url: string) => `${method} ${url}`;
