import { t } from '@lingui/core/macro';
import type { PasswordPolicy } from '@homeward/contract';
import { evaluatePassword, PASSWORD_MAX_LENGTH } from '@homeward/contract/password-rules';

/*
 * The signed-out forms' field rules in the browser, in the customer's language and without zod
 * (the sign-in and sign-up routes' first load has no room for it). The English is the contract's
 * (Laravel's) wording; the server checks everything again with the contract's schemas and answers
 * a 422 the forms show under the same fields.
 */

const EMAIL_LONGEST = 254;
/** One @, something either side, a dot in the domain: the server's check is the full one. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailProblem(email: string): string | undefined {
  const text = email.trim();
  if (text === '') return t`The email field is required.`;
  if (text.length > EMAIL_LONGEST) {
    return t`The email field must not be greater than ${EMAIL_LONGEST} characters.`;
  }
  if (!EMAIL_SHAPE.test(text)) return t`The email field must be a valid email address.`;
  return undefined;
}

export function passwordProblem(password: string): string | undefined {
  if (password === '') return t`The password field is required.`;
  if (password.length > PASSWORD_MAX_LENGTH) {
    return t`The password field must not be greater than ${PASSWORD_MAX_LENGTH} characters.`;
  }
  return undefined;
}

/** The password the customer has now, asked before it changes. */
export function currentPasswordProblem(password: string): string | undefined {
  return password === '' ? t`The current password field is required.` : undefined;
}

/** A new password: the basic rules, then every policy rule it still misses, in one message. */
export function newPasswordProblem(policy: PasswordPolicy, password: string): string | undefined {
  const basic = passwordProblem(password);
  if (basic) return basic;
  const missing = evaluatePassword(policy, password).filter((result) => !result.passed);
  if (missing.length === 0) return undefined;
  const rules = missing.map((result) => result.message.toLowerCase()).join(', ');
  return t`The password does not meet the requirements: ${rules}.`;
}

export function confirmationProblem(password: string, confirmation: string): string | undefined {
  if (confirmation === '') return t`The confirm password field is required.`;
  if (confirmation !== password) return t`The confirm password field must match password.`;
  return undefined;
}
