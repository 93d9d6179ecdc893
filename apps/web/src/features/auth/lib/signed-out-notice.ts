import type { SessionEndReason } from '@homeward/contract';
import type { SignInState } from '../routes/sign-in';

/**
 * What sign-in tells a browser signed out from elsewhere (issue 18: a removed browser is told
 * why). It names what happened and what to do if it was not the customer.
 */
const notices: Record<SessionEndReason, string> = {
  device_removed:
    'This browser was removed from your account on another device. If that was not you, sign in and change your password.',
  signed_out_everywhere:
    'Your account was signed out on every device from another browser. If that was not you, sign in and change your password.',
  password_changed:
    'Your password was changed, so every device was signed out. Sign in with the new password. If you did not change it, reset it now.',
};

/** Router state for sign-in, with the notice of why this browser was signed out. */
export function signedOutState(reason: SessionEndReason | null): SignInState | undefined {
  return reason ? { notice: notices[reason] } : undefined;
}
