import { z } from './zod';

/**
 * The password policy the server publishes at GET /client/v1/password-policy and enforces at
 * sign-up (and later at reset and change). The SPA shows the same rules as a live checklist, so
 * both ends evaluate a password with {@link evaluatePassword}.
 */
export const passwordRuleNames = [
  'length',
  'uppercase',
  'lowercase',
  'digits',
  'wildcard',
] as const;
export type PasswordRuleName = (typeof passwordRuleNames)[number];

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

export interface PasswordRuleResult {
  rule: PasswordRuleName;
  message: string;
  passed: boolean;
}

/** "/[A-Z]/" becomes "[A-Z]": the spec evaluates the policy's regex with the surrounding slashes stripped. */
export function stripSlashes(regex: string): string {
  return regex.replace(/^\//, '').replace(/\/$/, '');
}

function ruleRegex(regex: string): RegExp {
  return new RegExp(stripSlashes(regex));
}

/**
 * Checks a password against every enabled rule, in the policy's rule order. The length rule passes
 * when the password has at least `value` characters (counted as code points, so an emoji is one);
 * the others pass when the password matches the rule's regex.
 */
export function evaluatePassword(policy: PasswordPolicy, password: string): PasswordRuleResult[] {
  const results: PasswordRuleResult[] = [];
  for (const name of passwordRuleNames) {
    const rule = policy[name];
    if (!rule?.enabled) continue;
    let passed: boolean;
    if (name === 'length') {
      passed = [...password].length >= (rule.value ?? 0);
    } else {
      passed = rule.regex === null ? true : ruleRegex(rule.regex).test(password);
    }
    results.push({ rule: name, message: rule.message, passed });
  }
  return results;
}

/** The longest password accepted: argon2 hashes anything, but unbounded input is a cheap DoS. */
export const PASSWORD_MAX_LENGTH = 128;
