import type { PasswordPolicy } from '@homeward/contract';

/**
 * The published password policy. The minimum length is configuration (PASSWORD_MIN_LENGTH); the
 * character rules follow NIST's advice loosely: length matters most, the classes are a nudge.
 */
export function buildPasswordPolicy(minLength: number): PasswordPolicy {
  return {
    length: {
      enabled: true,
      value: minLength,
      message: `At least ${minLength} characters`,
      regex: null,
    },
    uppercase: { enabled: true, value: null, message: 'One uppercase letter', regex: '/[A-Z]/' },
    lowercase: { enabled: true, value: null, message: 'One lowercase letter', regex: '/[a-z]/' },
    digits: { enabled: true, value: null, message: 'One number', regex: '/[0-9]/' },
    wildcard: {
      enabled: true,
      value: null,
      message: 'One special character such as ! ? # or @',
      regex: '/[^A-Za-z0-9]/',
    },
  };
}
