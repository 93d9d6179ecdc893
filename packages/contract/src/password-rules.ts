/*
 * How a password is checked against the published policy, without zod: the sign-up screen runs
 * it on every keystroke, and its first load has no room for zod (`@homeward/contract/
 * password-rules`). password-policy.ts holds the policy's wire schema.
 */

/** The policy's rules, in the order the checklist shows them. */
export const passwordRuleNames = [
  'length',
  'uppercase',
  'lowercase',
  'digits',
  'wildcard',
] as const;
export type PasswordRuleName = (typeof passwordRuleNames)[number];

/** The policy as {@link evaluatePassword} reads it: the wire shape (its schema is elsewhere). */
type PolicyRules = Partial<
  Record<
    PasswordRuleName,
    { enabled: boolean; value: number | null; message: string; regex: string | null }
  >
>;

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
export function evaluatePassword(policy: PolicyRules, password: string): PasswordRuleResult[] {
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
