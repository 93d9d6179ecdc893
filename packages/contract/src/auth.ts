import { z } from './zod';
import { evaluatePassword, PASSWORD_MAX_LENGTH, type PasswordPolicy } from './password-policy';

/**
 * Request bodies of the sign-up and sign-in calls. The messages are Laravel's wording, so the
 * browser (before sending) and the server (when answering 422) say the same thing. The password
 * policy's own rules are checked separately against the published policy.
 */
const field = (label: string) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? `The ${label} field is required.`
          : `The ${label} field must be a string.`,
    })
    .min(1, `The ${label} field is required.`);

export const emailSchema = z
  .string({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? 'The email field is required.'
        : 'The email field must be a string.',
  })
  .trim()
  .min(1, 'The email field is required.')
  .max(254, 'The email field must not be greater than 254 characters.')
  .pipe(z.email({ error: 'The email field must be a valid email address.' }))
  .transform((email) => email.toLowerCase());

const password = field('password').max(
  PASSWORD_MAX_LENGTH,
  `The password field must not be greater than ${PASSWORD_MAX_LENGTH} characters.`,
);

/**
 * A new password: the published policy's rules, reported together in one message so the
 * customer sees everything still missing at once.
 */
export function newPasswordSchema(policy: PasswordPolicy) {
  return password.superRefine((value, ctx) => {
    const missing = evaluatePassword(policy, value).filter((result) => !result.passed);
    if (missing.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `The password does not meet the requirements: ${missing
          .map((result) => result.message.toLowerCase())
          .join(', ')}.`,
      });
    }
  });
}

/** Sign-up body, for a given password policy (the server's, or the one the browser loaded). */
export function signUpRequestSchema(policy: PasswordPolicy) {
  return z
    .object({
      email: emailSchema,
      password: newPasswordSchema(policy),
      confirm_password: field('confirm password'),
    })
    .refine((body) => body.password === body.confirm_password, {
      path: ['confirm_password'],
      message: 'The confirm password field must match password.',
      // Compare even when another field failed, so every message shows in one answer.
      when: (payload) => {
        const body = payload.value as Record<string, unknown> | undefined;
        return typeof body?.password === 'string' && typeof body.confirm_password === 'string';
      },
    });
}
export type SignUpRequest = z.input<ReturnType<typeof signUpRequestSchema>>;

/**
 * A yes/no field as Laravel's "boolean" rule reads it: true, false, 1, 0, "1", "0", "true",
 * "false" (a form sends text).
 */
export const formBoolean = (label: string) =>
  z
    .union([z.boolean(), z.literal(1), z.literal(0), z.enum(['1', '0', 'true', 'false'])], {
      error: `The ${label} field must be true or false.`,
    })
    .transform((value) => value === true || value === 1 || value === '1' || value === 'true');

export const logInRequestSchema = z.object({
  email: emailSchema,
  password,
  remember: formBoolean('remember').optional(),
});
export type LogInRequest = z.input<typeof logInRequestSchema>;
