import { randomUUID } from 'node:crypto';
import {
  changePasswordRequestSchema,
  checkResetLinkRequestSchema,
  countriesQuerySchema,
  createQuoteRequestSchema,
  createRateAlertSchema,
  createScheduleRequestSchema,
  pushSubscriptionSchema,
  createSupportRequestSchema,
  createTransferRequestSchema,
  changeEmailRequestSchema,
  deviceSignOutLinkRequestSchema,
  disableTotpRequestSchema,
  forgotPasswordRequestSchema,
  logInRequestSchema,
  otpRequestSchema,
  recipientRequestSchema,
  recipientRequirementsQuerySchema,
  recipientsQuerySchema,
  resetPasswordRequestSchema,
  signUpRequestSchema,
  startPaymentRequestSchema,
  statementQuerySchema,
  transfersQuerySchema,
  updateCountryRequestSchema,
  updateMobileNumberRequestSchema,
  attributesQuerySchema,
  addPasskeyRequestSchema,
  passkeyAssertionRequestSchema,
  passkeySignInRequestSchema,
  renamePasskeyRequestSchema,
  updateNotificationPreferencesSchema,
  customerLanguageSchema,
  type PasswordPolicy,
} from '@homeward/contract';
import { z } from 'zod';
import { customerChannel } from '../../../src/modules/realtime/broadcaster';
import { SOCKET_ID } from '../../../src/modules/realtime/signatures';
import type { TestBrowser } from '../browser';
import { PASSWORD } from '../customers';
import { validRecipient, type FuzzFixture } from './fixture';

/**
 * The fuzzed routes, each with the schema it validates with (the contract's, or the route's
 * own where it has no contract schema) and a valid input to start mutating from.
 */

export interface JsonRoute {
  name: string;
  method: 'POST' | 'PUT' | 'DELETE';
  url: (f: FuzzFixture) => string;
  schema: (policy: PasswordPolicy) => z.ZodType;
  valid: (f: FuzzFixture) => Record<string, unknown>;
  /**
   * Accepting a body here would sign someone in or out, spend a code attempt or count
   * towards a lockout, so only bodies the schema refuses are sent.
   */
  refusedOnly?: boolean;
  /** Who sends it: the sender, or the customer still onboarding (profile routes). */
  as?: 'sender' | 'onboarding';
  headers?: Record<string, string>;
}

const otp = { otp: '123456' };
const newPassword = { password: 'Another-horse-2', confirm_password: 'Another-horse-2' };
/** The routes' own body schemas where the contract has none (realtime/routes.ts, profile/routes.ts). */
const channelAuthBody = z.object({
  socket_id: z.string().regex(SOCKET_ID),
  channel_name: z.string().min(1).max(200),
});
const userAuthBody = z.object({ socket_id: z.string().regex(SOCKET_ID) });
const anyObject = z.record(z.string(), z.unknown());
/** WebAuthn answers of the right shape (a browser's JSON), to no challenge of ours. */
const clientData = (type: string) =>
  Buffer.from(
    JSON.stringify({ type, challenge: 'bm90LWEtY2hhbGxlbmdl', origin: 'http://localhost:8080' }),
  ).toString('base64url');
const sampleAssertion = {
  id: 'c2FtcGxlLWNyZWRlbnRpYWw',
  rawId: 'c2FtcGxlLWNyZWRlbnRpYWw',
  type: 'public-key',
  response: {
    clientDataJSON: clientData('webauthn.get'),
    authenticatorData: 'SZYN5YgOjGh0NBcPZHZgW4_krrmihjLHmVzzuoMdl2MFAAAAAQ',
    signature: 'MEUCIQDsample',
    userHandle: 'dXNlcg',
  },
  clientExtensionResults: {},
};
const sampleRegistration = {
  id: 'c2FtcGxlLWNyZWRlbnRpYWw',
  rawId: 'c2FtcGxlLWNyZWRlbnRpYWw',
  type: 'public-key',
  response: {
    clientDataJSON: clientData('webauthn.create'),
    attestationObject: 'o2NmbXRkbm9uZWdhdHRTdG10oGhhdXRoRGF0YVgl',
    transports: ['internal'],
  },
  authenticatorAttachment: 'platform',
  clientExtensionResults: {},
};

export const jsonRoutes: JsonRoute[] = [
  {
    name: 'sign-up',
    method: 'POST',
    url: () => '/client/v1/signup',
    schema: signUpRequestSchema,
    valid: () => ({
      email: 'fuzz.new@example.com',
      password: PASSWORD,
      confirm_password: PASSWORD,
    }),
    refusedOnly: true,
  },
  {
    name: 'sign-in',
    method: 'POST',
    url: () => '/client/v1/login',
    schema: () => logInRequestSchema,
    valid: (f) => ({ email: f.sender.email, password: PASSWORD, remember: false }),
    refusedOnly: true,
  },
  {
    name: 'verify email',
    method: 'POST',
    url: () => '/client/v1/verify-email-address',
    schema: () => otpRequestSchema,
    valid: () => otp,
    refusedOnly: true,
  },
  {
    name: 'second factor',
    method: 'POST',
    url: () => '/client/v1/mfa',
    schema: () => otpRequestSchema,
    valid: () => otp,
    refusedOnly: true,
  },
  {
    name: 'forgot password',
    method: 'POST',
    url: () => '/client/v1/forgot-password',
    schema: () => forgotPasswordRequestSchema,
    valid: (f) => ({ email: f.sender.email }),
    refusedOnly: true,
  },
  {
    name: 'check a reset link',
    method: 'POST',
    url: () => '/client/v1/reset-password/check',
    schema: () => checkResetLinkRequestSchema,
    valid: () => ({ token: 'abc' }),
    refusedOnly: true,
  },
  {
    name: 'reset password',
    method: 'POST',
    url: () => '/client/v1/reset-password',
    schema: resetPasswordRequestSchema,
    valid: () => ({ token: 'abc', ...newPassword }),
    refusedOnly: true,
  },
  {
    name: 'change password',
    method: 'POST',
    url: () => '/client/v1/change-password',
    schema: changePasswordRequestSchema,
    valid: () => ({ current_password: PASSWORD, ...newPassword }),
    refusedOnly: true,
  },
  {
    name: 'confirm authenticator',
    method: 'POST',
    url: () => '/client/v1/mfa/totp/confirm',
    schema: () => otpRequestSchema,
    valid: () => otp,
    refusedOnly: true,
  },
  {
    name: 'change email',
    method: 'POST',
    url: () => '/client/v1/change-email',
    schema: () => changeEmailRequestSchema,
    // The customer's own address: refused, so the fuzzing customer keeps theirs.
    valid: (f) => ({ email: f.sender.email }),
    refusedOnly: true,
  },
  {
    name: 'verify new email',
    method: 'POST',
    url: () => '/client/v1/verify-new-email',
    schema: () => otpRequestSchema,
    valid: () => otp,
    refusedOnly: true,
  },
  {
    name: 'step up',
    method: 'POST',
    url: () => '/client/v1/step-up',
    schema: () => otpRequestSchema,
    valid: () => otp,
    refusedOnly: true,
  },
  {
    name: 'device sign-out link',
    method: 'POST',
    url: () => '/client/v1/device-sign-out',
    schema: () => deviceSignOutLinkRequestSchema,
    valid: () => ({ session_id: randomUUID(), token: 'not-the-emailed-token' }),
    refusedOnly: true,
  },
  {
    name: 'remove authenticator',
    method: 'DELETE',
    url: () => '/client/v1/mfa/totp',
    schema: () => disableTotpRequestSchema,
    valid: () => ({ current_password: PASSWORD }),
    refusedOnly: true,
  },
  {
    name: 'add a passkey',
    method: 'POST',
    url: () => '/client/v1/passkeys',
    schema: () => addPasskeyRequestSchema,
    // No challenge was asked for: even a well-formed answer is refused, and nothing changes.
    valid: () => ({ name: 'Laptop', credential: sampleRegistration }),
  },
  {
    name: 'notification preferences',
    method: 'PUT',
    url: () => '/client/v1/notification-preferences',
    schema: () => updateNotificationPreferencesSchema,
    valid: () => ({ preferences: [{ kind: 'transfer_updates', channel: 'email', enabled: true }] }),
  },
  {
    name: 'the customer’s language',
    method: 'PUT',
    url: () => '/client/v1/language',
    schema: () => customerLanguageSchema,
    valid: () => ({ language: 'ne' }),
  },
  {
    name: 'rename a passkey',
    method: 'PUT',
    url: (f) => `/client/v1/passkeys/${f.passkeyId}`,
    schema: () => renamePasskeyRequestSchema,
    valid: () => ({ name: 'Work phone' }),
  },
  {
    name: 'sign in with a passkey',
    method: 'POST',
    url: () => '/client/v1/passkeys/sign-in',
    schema: () => passkeySignInRequestSchema,
    valid: () => ({ credential: sampleAssertion, remember: false }),
    refusedOnly: true,
  },
  {
    name: 'second factor with a passkey',
    method: 'POST',
    url: () => '/client/v1/mfa/passkey',
    schema: () => passkeyAssertionRequestSchema,
    valid: () => ({ credential: sampleAssertion }),
    refusedOnly: true,
  },
  {
    name: 'step-up with a passkey',
    method: 'POST',
    url: () => '/client/v1/passkeys/step-up',
    schema: () => passkeyAssertionRequestSchema,
    valid: () => ({ credential: sampleAssertion }),
    refusedOnly: true,
  },
  {
    name: 'country of residence',
    method: 'POST',
    url: () => '/client/v1/update-country',
    schema: () => updateCountryRequestSchema,
    valid: (f) => ({ country_id: f.countryIds.AU }),
    as: 'onboarding',
  },
  {
    name: 'identity details',
    method: 'POST',
    url: () => '/client/v1/update?category=identity',
    schema: () => anyObject,
    valid: (f) => ({
      name: 'Maria',
      second_name: '',
      third_name: 'Santos',
      birth_detail: { date_of_birth: '1990-07-25', place_of_birth: 'Cebu City' },
      nationality_id: String(f.countryIds.PH),
    }),
    as: 'onboarding',
  },
  {
    name: 'address',
    method: 'POST',
    url: () => '/client/v1/update?category=address',
    schema: () => anyObject,
    valid: () => ({
      address: { address_line_1: '1 George St', city: 'Sydney', region: 'NSW', postcode: '2000' },
    }),
    as: 'onboarding',
  },
  {
    name: 'employment',
    method: 'POST',
    url: () => '/client/v1/update?category=employment',
    schema: () => anyObject,
    valid: () => ({
      employment: {
        status: 'employed',
        occupation: 'Nurse',
        industry: 'health',
        income_band: '30k_60k',
      },
    }),
    as: 'onboarding',
  },
  {
    name: 'mobile number',
    method: 'POST',
    url: () => '/client/v1/update-mobile-number',
    schema: () => updateMobileNumberRequestSchema,
    valid: (f) => ({ mobile_number_country_id: f.countryIds.AU, mobile_number: '0412 345 678' }),
    as: 'onboarding',
  },
  {
    name: 'mobile code',
    method: 'POST',
    url: () => '/client/v1/verify-mobile-number',
    schema: () => otpRequestSchema,
    valid: () => otp,
    refusedOnly: true,
    as: 'onboarding',
  },
  {
    name: 'rate alert',
    method: 'POST',
    url: () => '/client/v1/rate-alerts',
    schema: () => createRateAlertSchema,
    // Near the seeded AUD → PHP rate, so the valid body is accepted (until the cap of 10).
    valid: (f) => ({ corridor_id: f.corridorId, target_rate: '38' }),
  },
  {
    // The fixture's transfer is not paid, so even a valid body is refused on its merits: only
    // what the schema refuses is sent, and nothing may be saved.
    name: 'schedule',
    method: 'POST',
    url: () => '/client/v1/schedules',
    schema: () => createScheduleRequestSchema,
    valid: (f) => ({
      transfer_id: f.transferId,
      cadence: 'monthly',
      start_date: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
    }),
    refusedOnly: true,
    headers: { 'idempotency-key': 'fuzz-schedule-key-1' },
  },
  {
    // This device's push subscription (the DELETE beside it takes no input).
    name: 'push subscription',
    method: 'PUT',
    url: () => '/client/v1/push/subscription',
    schema: () => pushSubscriptionSchema,
    valid: () => ({
      endpoint: 'http://127.0.0.1:9/push/fuzz',
      keys: {
        p256dh: `B${'A'.repeat(86)}`,
        auth: 'A'.repeat(22),
      },
    }),
    refusedOnly: true,
  },
  {
    name: 'quote',
    method: 'POST',
    url: () => '/client/v1/quotes',
    schema: () => createQuoteRequestSchema,
    valid: (f) => ({
      corridor_id: f.corridorId,
      payout_method: 'bank_account',
      send_amount: '500',
    }),
  },
  {
    name: 'new recipient',
    method: 'POST',
    url: () => '/client/v1/recipients',
    schema: () => recipientRequestSchema,
    valid: () => validRecipient,
  },
  {
    name: 'changed recipient',
    method: 'PUT',
    url: (f) => `/client/v1/recipients/${f.recipientId}`,
    schema: () => recipientRequestSchema,
    valid: () => validRecipient,
  },
  {
    name: 'transfer',
    method: 'POST',
    url: () => '/client/v1/transactions',
    schema: () => createTransferRequestSchema,
    valid: (f) => ({
      quote_id: f.quoteId,
      recipient_id: f.recipientId,
      purpose: 'gift',
      source_of_funds: 'salary',
      reference: 'School fees',
    }),
    headers: { 'idempotency-key': 'fuzz-idempotency-key-1' },
  },
  {
    name: 'support request',
    method: 'POST',
    url: () => '/client/v1/support-requests',
    schema: () => createSupportRequestSchema,
    valid: (f) => ({
      topic: 'delivery',
      message: 'When will my transfer arrive, please?',
      transfer_id: f.transferId,
    }),
    headers: { 'idempotency-key': 'fuzz-support-request-key-1' },
  },
  {
    name: 'payment',
    method: 'POST',
    url: (f) => `/client/v1/transactions/${f.transferId}/payments`,
    schema: () => startPaymentRequestSchema,
    valid: () => ({ method: 'card' }),
  },
  {
    name: 'channel authorisation',
    method: 'POST',
    url: () => '/broadcasting/auth',
    schema: () => channelAuthBody,
    valid: (f) => ({ socket_id: '123.456', channel_name: customerChannel(f.sender.customerId) }),
  },
  {
    name: 'user authorisation',
    method: 'POST',
    url: () => '/broadcasting/user-auth',
    schema: () => userAuthBody,
    valid: () => ({ socket_id: '123.456' }),
  },
];

/** Ends every session of its caller: each of its calls gets a session of its own. */
export const LOG_OUT_EVERYWHERE = '/client/v1/logout-everywhere';

/** POSTs that take no input at all: only their envelopes are fuzzed (content types, JSON). */
/** Sign-out comes last: once an empty body signs the spare customer out, it stays out. */
export const inputlessPosts = [
  '/client/v1/resend-email-verification',
  '/client/v1/resend-mfa-otp',
  '/client/v1/mfa/totp',
  '/client/v1/apply-info-from-poi',
  '/client/v1/passkeys/registration-options',
  '/client/v1/passkeys/sign-in/options',
  '/client/v1/mfa/passkey/options',
  '/client/v1/passkeys/step-up/options',
  '/client/v1/step-up/code',
  // Ends the spare customer's other sessions, never its own: before sign-out, like the rest.
  '/client/v1/devices/sign-out-others',
  '/client/v1/logout',
  LOG_OUT_EVERYWHERE,
];

export interface QueryRoute {
  name: string;
  url: (f: FuzzFixture) => string;
  schema: z.ZodType;
  valid: (f: FuzzFixture) => Record<string, string>;
  /** A valid query makes something (an upload token): it may be accepted and write. */
  writes?: boolean;
}

export const queryRoutes: QueryRoute[] = [
  {
    name: 'countries',
    url: () => '/client/v1/countries',
    schema: countriesQuerySchema,
    valid: () => ({ use: 'residence' }),
  },
  {
    name: 'attributes',
    url: () => '/client/v1/attributes',
    schema: attributesQuerySchema,
    valid: (f) => ({ country_id: String(f.countryIds.AU) }),
  },
  {
    name: 'recipient requirements',
    url: () => '/client/v1/recipient-requirements',
    schema: recipientRequirementsQuerySchema,
    valid: () => ({ country: 'PH', currency: 'PHP', payout_method: 'bank_account' }),
  },
  {
    name: 'recipients',
    url: () => '/client/v1/recipients',
    schema: recipientsQuerySchema,
    valid: () => ({ q: 'Maria', country: 'PH', currency: 'PHP', payout_method: 'bank_account' }),
  },
  {
    name: 'transfers',
    url: () => '/client/v1/transactions',
    schema: transfersQuerySchema,
    valid: (f) => ({
      status: 'awaiting_payment,completed',
      from: '2024-01-01',
      to: '2030-12-31',
      q: 'Maria',
      recipient_id: f.recipientId,
      cursor: Buffer.from(JSON.stringify([new Date().toISOString(), f.transferId])).toString(
        'base64url',
      ),
      limit: '20',
    }),
  },
  {
    name: 'statement',
    url: () => '/client/v1/statements',
    schema: statementQuerySchema,
    valid: () => ({ from: '2026-01-01', to: '2026-01-31', format: 'csv', tz: 'UTC' }),
  },
  {
    name: 'upload hand-off token',
    url: (f) => `/client/v1/account-verification/token/${f.upload.categoryId}/${f.upload.typeId}`,
    schema: z.object({
      file_name: z.string().max(200).optional(),
      file_type: z.string().max(100).optional(),
    }),
    valid: () => ({ file_name: 'passport.jpg', file_type: 'image/jpeg' }),
    writes: true,
  },
  {
    name: 'upload token info',
    url: () => '/client/v1/account-verification/token-info',
    schema: z.object({ token: z.string().min(1).max(200) }),
    valid: () => ({ token: 'abcdefghijklmnop' }),
  },
  {
    name: 'liveness token',
    url: () => '/client/v1/account-verification/liveliness-token',
    schema: z.object({ api: z.string().min(1).max(40) }),
    valid: () => ({ api: 'onfido' }),
    writes: true,
  },
];

/** Routes with a path parameter, the parameter written `{}`. */
export const pathRoutes: {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  body?: unknown;
}[] = [
  { method: 'GET', url: '/client/v1/quotes/{}' },
  { method: 'GET', url: '/client/v1/recipients/{}' },
  { method: 'PUT', url: '/client/v1/recipients/{}', body: validRecipient },
  { method: 'DELETE', url: '/client/v1/recipients/{}' },
  { method: 'DELETE', url: '/client/v1/rate-alerts/{}' },
  { method: 'GET', url: '/client/v1/schedules/{}' },
  { method: 'PATCH', url: '/client/v1/schedules/{}', body: { amount: '100' } },
  { method: 'POST', url: '/client/v1/schedules/{}/skip' },
  { method: 'POST', url: '/client/v1/schedules/{}/stop' },
  { method: 'GET', url: '/client/v1/schedules/{}/review' },
  { method: 'POST', url: '/client/v1/schedules/{}/confirm', body: {} },
  { method: 'GET', url: '/client/v1/transactions/{}' },
  { method: 'GET', url: '/client/v1/transactions/{}/receipt' },
  { method: 'POST', url: '/client/v1/transactions/{}/cancel' },
  { method: 'POST', url: '/client/v1/transactions/{}/payments', body: { method: 'card' } },
  { method: 'DELETE', url: '/client/v1/device/{}' },
  { method: 'PUT', url: '/client/v1/passkeys/{}', body: { name: 'Phone' } },
  { method: 'DELETE', url: '/client/v1/passkeys/{}' },
  { method: 'GET', url: '/client/v1/account-verification/token/{}/1' },
  { method: 'GET', url: '/client/v1/account-verification/token/1/{}' },
  { method: 'GET', url: '/sandbox/checkout/{}' },
  {
    method: 'POST',
    url: '/sandbox/checkout/{}',
    body: 'number=4242424242424242&expiry=12%2F39&cvc=123',
  },
  { method: 'POST', url: '/sandbox/checkout/{}/challenge', body: 'decision=approve' },
  { method: 'POST', url: '/webhooks/payments/{}', body: '{}' },
  { method: 'POST', url: '/apps/{}/events', body: '{}' },
  { method: 'POST', url: '/apps/{}/batch_events', body: '{}' },
  { method: 'GET', url: '/apps/{}/channels' },
  { method: 'GET', url: '/apps/{}/channels/news' },
  { method: 'POST', url: '/apps/{}/users/u/terminate_connections', body: '{}' },
];

export function browserFor(f: FuzzFixture, as: JsonRoute['as']): TestBrowser {
  return as === 'onboarding' ? f.onboarding.browser : f.sender.browser;
}
