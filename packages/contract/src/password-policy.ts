import { z } from './zod';

export * from './password-rules';

/**
 * The password policy the server publishes at GET /client/v1/password-policy and enforces at
 * sign-up (and later at reset and change). The SPA shows the same rules as a live checklist, so
 * both ends evaluate a password with {@link evaluatePassword}.
 */
export const passwordRuleSchema = z.object({
  enabled: z.boolean(),
  /** Only the length rule carries a value: the minimum number of characters. */
  value: z.number().int().nonnegative().nullable(),
  message: z.string(),
  /** A regular expression in slash form, such as "/[A-Z]/"; null for the length rule. */
  regex: z.string().nullable(),
});
export type PasswordRule = z.infer<typeof passwordRuleSchema>;

export const passwordPolicySchema = z.object({
  length: passwordRuleSchema.optional(),
  uppercase: passwordRuleSchema.optional(),
  lowercase: passwordRuleSchema.optional(),
  digits: passwordRuleSchema.optional(),
  wildcard: passwordRuleSchema.optional(),
});
export type PasswordPolicy = z.infer<typeof passwordPolicySchema>;
