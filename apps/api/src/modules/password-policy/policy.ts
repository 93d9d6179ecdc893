import type { PasswordPolicy } from '@homeward/contract';
import { passwordRuleMessages as rules } from '../../i18n/messages';
import { translatorFor, type Translate } from '../../i18n/translate';

const english = translatorFor('en-AU');

/**
 * The published password policy, its messages in `translate`'s language (English for the
 * server's own checks). The minimum length is configuration (PASSWORD_MIN_LENGTH); the
 * character rules follow NIST's advice loosely: length matters most, the classes are a nudge.
 */
export function buildPasswordPolicy(
  minLength: number,
  translate: Translate = english,
): PasswordPolicy {
  return {
    length: {
      enabled: true,
      value: minLength,
      message: translate(rules.length, { min: minLength }),
      regex: null,
    },
    uppercase: {
      enabled: true,
      value: null,
      message: translate(rules.uppercase),
      regex: '/[A-Z]/',
    },
    lowercase: {
      enabled: true,
      value: null,
      message: translate(rules.lowercase),
      regex: '/[a-z]/',
    },
    digits: { enabled: true, value: null, message: translate(rules.digits), regex: '/[0-9]/' },
    wildcard: {
      enabled: true,
      value: null,
      message: translate(rules.wildcard),
      regex: '/[^A-Za-z0-9]/',
    },
  };
}
