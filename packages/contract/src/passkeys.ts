import { z } from './zod';

/**
 * Wire shapes of passkeys (WebAuthn): enrolment and removal in settings, sign-in without a
 * password, the second factor after one, and step-up for a signed-in session. The options the
 * server sends and the credentials the browser answers are WebAuthn's own JSON forms
 * (PublicKeyCredential*OptionsJSON and *ResponseJSON, as @simplewebauthn passes them).
 */

/** At most this many passkeys per account: enough for every device a person owns. */
export const PASSKEYS_PER_ACCOUNT = 10;
export const PASSKEY_NAME_MAX = 60;

export const passkeyMessages = {
  /** One answer for an unknown credential, another customer's, a bad signature or a replay. */
  notRecognised: 'This passkey was not recognised. Try again, or sign in another way.',
  tooMany: `You can keep up to ${PASSKEYS_PER_ACCOUNT} passkeys. Remove one before adding another.`,
  alreadyAdded: 'This passkey is already on your account.',
  noneOnAccount: 'There are no passkeys on this account.',
  registrationFailed: 'The passkey could not be added. Please try again.',
} as const;

const base64url = z
  .string({ error: 'This field must be a string.' })
  .max(16_384, 'This field is too long.')
  .regex(/^[A-Za-z0-9_-]*$/, 'This field must be base64url.');

const credentialError = {
  error: (issue: { input: unknown }) =>
    issue.input === undefined || issue.input === null
      ? 'The credential field is required.'
      : 'The credential is not a passkey answer.',
};

/** What `navigator.credentials.create()` answered, as JSON (RegistrationResponseJSON). */
export const registrationCredentialSchema = z.object(
  {
    id: base64url.min(1),
    rawId: base64url.min(1),
    type: z.literal('public-key'),
    response: z.object({
      clientDataJSON: base64url.min(1),
      attestationObject: base64url.min(1),
      transports: z.array(z.string().max(32)).max(10).optional(),
      authenticatorData: base64url.optional(),
      publicKey: base64url.optional(),
      publicKeyAlgorithm: z.number().int().optional(),
    }),
    authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
    clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  },
  credentialError,
);

/** What `navigator.credentials.get()` answered, as JSON (AuthenticationResponseJSON). */
export const authenticationCredentialSchema = z.object(
  {
    id: base64url.min(1),
    rawId: base64url.min(1),
    type: z.literal('public-key'),
    response: z.object({
      clientDataJSON: base64url.min(1),
      authenticatorData: base64url.min(1),
      signature: base64url.min(1),
      userHandle: base64url.optional(),
    }),
    authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
    clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  },
  credentialError,
);

export const passkeyNameSchema = z
  .string({ error: 'The name field must be a string.' })
  .trim()
  .min(1, 'The name field is required.')
  .max(PASSKEY_NAME_MAX, `The name must be at most ${PASSKEY_NAME_MAX} characters.`)
  .regex(/^[^\p{Cc}]*$/u, 'The name must be one line of text.');

export const addPasskeyRequestSchema = z.object({
  /** Optional: without it the passkey is named after the browser and system ("Chrome on Android"). */
  name: passkeyNameSchema.optional(),
  credential: registrationCredentialSchema,
});
export type AddPasskeyRequest = z.input<typeof addPasskeyRequestSchema>;

export const renamePasskeyRequestSchema = z.object({ name: passkeyNameSchema });
export type RenamePasskeyRequest = z.input<typeof renamePasskeyRequestSchema>;

export const passkeyAssertionRequestSchema = z.object({
  credential: authenticationCredentialSchema,
});
export type PasskeyAssertionRequest = z.input<typeof passkeyAssertionRequestSchema>;

export const passkeySignInRequestSchema = passkeyAssertionRequestSchema.extend({
  remember: z.boolean({ error: 'The remember field must be true or false.' }).optional(),
});
export type PasskeySignInRequest = z.input<typeof passkeySignInRequestSchema>;

const descriptor = z.object({
  id: z.string(),
  type: z.literal('public-key'),
  transports: z.array(z.string()).optional(),
});

/** PublicKeyCredentialCreationOptionsJSON, as the browser library takes it. */
export const registrationOptionsSchema = z.looseObject({
  challenge: z.string(),
  rp: z.object({ id: z.string().optional(), name: z.string() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.literal('public-key') })),
  timeout: z.number().optional(),
  excludeCredentials: z.array(descriptor).optional(),
  authenticatorSelection: z.record(z.string(), z.unknown()).optional(),
  attestation: z.string().optional(),
});
export type PasskeyRegistrationOptions = z.infer<typeof registrationOptionsSchema>;

/** PublicKeyCredentialRequestOptionsJSON. */
export const authenticationOptionsSchema = z.looseObject({
  challenge: z.string(),
  rpId: z.string().optional(),
  timeout: z.number().optional(),
  allowCredentials: z.array(descriptor).optional(),
  userVerification: z.enum(['required', 'preferred', 'discouraged']).optional(),
});
export type PasskeyAuthenticationOptions = z.infer<typeof authenticationOptionsSchema>;

export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Synced between devices (a password manager, iCloud Keychain, Google Password Manager). */
  backed_up: z.boolean(),
  device_type: z.enum(['singleDevice', 'multiDevice']),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;
export const passkeysSchema = z.array(passkeySchema);

/** Whether the second step after a password can be a passkey (the MFA page asks). */
export const passkeyAvailabilitySchema = z.object({ available: z.boolean() });
export type PasskeyAvailability = z.infer<typeof passkeyAvailabilitySchema>;
