import { t } from '@lingui/core/macro';
import type { PasskeyAuthenticationOptions, PasskeyRegistrationOptions } from '@homeward/contract';
import { describeFirstProblem } from '@/lib/describe-failure';

/**
 * The browser side of passkeys. @simplewebauthn/browser is loaded only when a passkey prompt
 * opens, so the sign-in page's first load does not carry it.
 */

/** Whether this browser has WebAuthn at all; passkey features are hidden without it. */
export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

export class PasskeysUnsupported extends Error {
  constructor() {
    super('This browser cannot use passkeys.');
    this.name = 'PasskeysUnsupported';
  }
}

/** The browser's passkey prompt to create one; the answer as WebAuthn's JSON. */
export async function createPasskeyCredential(options: PasskeyRegistrationOptions) {
  if (!passkeysSupported()) throw new PasskeysUnsupported();
  const { startRegistration } = await import('@simplewebauthn/browser');
  // The contract's loose shape is WebAuthn's JSON, as the server's library wrote it.
  return startRegistration({ optionsJSON: options as never });
}

/** The browser's passkey prompt to sign a challenge with one. */
export async function getPasskeyAssertion(options: PasskeyAuthenticationOptions) {
  if (!passkeysSupported()) throw new PasskeysUnsupported();
  const { startAuthentication } = await import('@simplewebauthn/browser');
  return startAuthentication({ optionsJSON: options as never });
}

const errorName = (error: unknown) =>
  error !== null && typeof error === 'object' && 'name' in error ? String(error.name) : '';
const errorCode = (error: unknown) =>
  error !== null && typeof error === 'object' && 'code' in error ? String(error.code) : '';

/** Whether the customer closed the prompt (or it timed out): not a failure worth alarm. */
export const passkeyPromptCancelled = (error: unknown) =>
  errorName(error) === 'NotAllowedError' || errorName(error) === 'AbortError';

/** What to tell the customer when a passkey step did not work. */
export function describePasskeyError(error: unknown): string {
  if (error instanceof PasskeysUnsupported) {
    return t`This browser cannot use passkeys. Please use another way, or another browser.`;
  }
  if (passkeyPromptCancelled(error)) {
    return t`The passkey request was cancelled or timed out. Nothing was changed; try again when you are ready.`;
  }
  if (
    errorCode(error) === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' ||
    errorName(error) === 'InvalidStateError'
  ) {
    return t`This device already has a passkey for your account.`;
  }
  return describeFirstProblem(error, t`The passkey did not work. Please try again.`);
}
