import { apiPaths, type PasskeyAuthenticationOptions } from '@homeward/contract';
import { apiClient } from '@/lib/api-client';
import { getPasskeyAssertion } from '@/lib/webauthn';

/**
 * Step-up with a passkey: proves the second factor again for this signed-in session (the
 * server sets its `secondFactorAt` to now). Resolves when it is proved; rejects with the
 * browser's error (NotAllowedError when the prompt was closed), PasskeysUnsupported, or the
 * server's ApiError (422 with `errors.credential`, or 422 "There are no passkeys on this
 * account."). `describePasskeyError` turns any of them into words for the customer.
 */
export async function confirmWithPasskey(): Promise<void> {
  const options = await apiClient.post<PasskeyAuthenticationOptions>(apiPaths.passkeyStepUpOptions);
  const credential = await getPasskeyAssertion(options);
  await apiClient.post<unknown>(apiPaths.passkeyStepUp, { credential });
}

export { describePasskeyError, passkeyPromptCancelled } from '@/lib/webauthn';
