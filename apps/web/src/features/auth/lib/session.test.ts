import { describe, expect, it } from 'vitest';
import { makeCustomer } from '@/testing/fixtures';
import { afterLogInPath, isMfaPending, signedInLanding } from './session';

describe('session rules', () => {
  it('sends login to /mfa only with a verified email and an MFA method', () => {
    expect(afterLogInPath(makeCustomer({ isEmailVerified: true, mfaMethod: 'totp' }))).toBe('/mfa');
    expect(afterLogInPath(makeCustomer({ isEmailVerified: false, mfaMethod: 'totp' }))).toBe(
      '/workflow/onboarding',
    );
    expect(afterLogInPath(makeCustomer({ isEmailVerified: true, mfaMethod: null }))).toBe(
      '/workflow/onboarding',
    );
  });

  it('follows the spec rule literally at login, whatever the session says of completion', () => {
    const completed = makeCustomer({
      isEmailVerified: true,
      mfaMethod: 'email',
      isMfaCompleted: true,
    });
    expect(afterLogInPath(completed)).toBe('/mfa');
  });

  it('treats MFA as pending until the session completes it', () => {
    const owed = makeCustomer({ isEmailVerified: true, mfaMethod: 'email', isMfaCompleted: false });
    const done = makeCustomer({ isEmailVerified: true, mfaMethod: 'email', isMfaCompleted: true });
    expect(isMfaPending(owed)).toBe(true);
    expect(signedInLanding(owed)).toBe('/mfa');
    expect(isMfaPending(done)).toBe(false);
    expect(signedInLanding(done)).toBe('/workflow/onboarding');
  });
});
