import { PASSWORD } from '../customers';
import { uniqueEmail } from '../mail';
import {
  NEW_PASSWORD,
  unknownAssertion,
  unknownRegistration,
  WRONG_CODE,
  WRONG_PASSWORD,
} from './values';
import type { RouteRule } from './matrix';

/** The access matrix's rules for signing up and in, the second factor, account security and passkeys. */
export const accountRules: RouteRule[] = [
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
];
