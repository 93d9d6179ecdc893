import { z } from './zod';
import { emailSchema, newPasswordSchema } from './auth';
import type { PasswordPolicy } from './password-policy';

/**
 * Wire shapes of account security: email verification, multi-factor sign-in, password
 * recovery and change, authenticator enrolment, devices and the security event log.
 */

/** A six-digit code from an email or an authenticator app, or (for MFA) a recovery code. */
export const otpRequestSchema = z.object({
  otp: z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? 'The code field is required.'
          : 'The code field must be a string.',
    })
    .trim()
    .min(1, 'The code field is required.')
    .max(32, 'The code is too long.'),
});
export type OtpRequest = z.input<typeof otpRequestSchema>;

export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

const confirmMatches = {
  path: ['confirm_password'],
  message: 'The confirm password field must match password.',
  when: (payload: { value: unknown }) => {
    const body = payload.value as Record<string, unknown> | undefined;
    return typeof body?.password === 'string' && typeof body.confirm_password === 'string';
  },
};

const requiredString = (label: string) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? `The ${label} field is required.`
          : `The ${label} field must be a string.`,
    })
    .min(1, `The ${label} field is required.`)
    .max(512, `The ${label} field is too long.`);

/** A reset link's token, checked as its page opens so that a used link says so at once. */
export const checkResetLinkRequestSchema = z.object({ token: requiredString('token') });
export type CheckResetLinkRequest = z.input<typeof checkResetLinkRequestSchema>;

/** The token is the route's token, base64-decoded by the browser (spec section 7). */
export function resetPasswordRequestSchema(policy: PasswordPolicy) {
  return z
    .object({
      token: requiredString('token'),
      password: newPasswordSchema(policy),
      confirm_password: requiredString('confirm password'),
    })
    .refine((body) => body.password === body.confirm_password, confirmMatches);
}
export type ResetPasswordRequest = z.input<ReturnType<typeof resetPasswordRequestSchema>>;

export function changePasswordRequestSchema(policy: PasswordPolicy) {
  return z
    .object({
      current_password: requiredString('current password'),
      password: newPasswordSchema(policy),
      confirm_password: requiredString('confirm password'),
    })
    .refine((body) => body.password === body.confirm_password, confirmMatches);
}
export type ChangePasswordRequest = z.input<ReturnType<typeof changePasswordRequestSchema>>;

export const disableTotpRequestSchema = z.object({
  current_password: requiredString('current password'),
});

/** The start of authenticator enrolment: scan the QR code (or type the secret), then confirm. */
export const totpEnrolmentSchema = z.object({
  secret: z.string(),
  otpauth_url: z.string(),
  /** An SVG image of the otpauth URL, as a data: URL for an <img>. */
  qr_code: z.string(),
});
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

/** Shown once, at the end of enrolment: each code signs in once in place of the app. */
export const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

export const deviceSchema = z.object({
  id: z.string(),
  client_version: z.string().nullable(),
  os_version: z.string().nullable(),
  ip_address: z.string().nullable(),
  created_at: z.string(),
  last_active_at: z.string(),
  is_current: z.boolean(),
});
export type Device = z.infer<typeof deviceSchema>;
export const devicesSchema = z.array(deviceSchema);

/**
 * Why a browser's session was ended from elsewhere, told to that browser (the realtime
 * SessionRevoked event) so it can say why it was signed out.
 */
export const sessionEndReasons = [
  'device_removed',
  'signed_out_everywhere',
  'password_changed',
] as const;
export type SessionEndReason = (typeof sessionEndReasons)[number];

export const securityEventTypes = [
  'signed_up',
  'signed_in',
  'sign_in_failed',
  'mfa_passed',
  'mfa_failed',
  'locked_out',
  'email_verified',
  'password_changed',
  'password_reset',
  'device_removed',
  'totp_enabled',
  'totp_disabled',
  'step_up_passed',
  'step_up_failed',
  'signed_out_everywhere',
  'email_changed',
  'passkey_added',
  'passkey_removed',
  'passkey_signed_in',
  'passkey_failed',
  'notification_preferences_changed',
] as const;
export type SecurityEventType = (typeof securityEventTypes)[number];

export const securityEventSchema = z.object({
  id: z.string(),
  type: z.enum(securityEventTypes),
  ip_address: z.string().nullable(),
  client: z.string().nullable(),
  created_at: z.string(),
});
export type SecurityEvent = z.infer<typeof securityEventSchema>;
export const securityEventsSchema = z.array(securityEventSchema);

/**
 * Step-up: a sensitive change (a recipient, the mobile number, the password, the second factor)
 * made long after the session last proved its second factor answers 423 with this body; the
 * client asks for the factor again (POST stepUp) and repeats the request.
 */
export const stepUpRequiredSchema = z.object({
  message: z.string(),
  step_up: z.object({
    /** What the dialog asks for: a code mailed on request, or the authenticator app's. */
    method: z.enum(['email', 'totp']),
    /** The customer has a passkey, which may answer instead (POST passkeyStepUp). */
    passkey: z.boolean(),
  }),
});
export type StepUpRequired = z.infer<typeof stepUpRequiredSchema>;

/** The new-device email's link, posted back by its page: the session and its proof. */
export const deviceSignOutLinkRequestSchema = z.object({
  session_id: requiredString('session'),
  token: requiredString('token'),
});
export type DeviceSignOutLinkRequest = z.input<typeof deviceSignOutLinkRequestSchema>;

/** A new email address: a code goes to it, and it replaces the old one once the code is back. */
export const changeEmailRequestSchema = z.object({ email: emailSchema });
export type ChangeEmailRequest = z.input<typeof changeEmailRequestSchema>;

export const pendingEmailSchema = z.object({ message: z.string(), email: z.string() });
export type PendingEmail = z.infer<typeof pendingEmailSchema>;
