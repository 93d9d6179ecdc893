import type { PasswordPolicy } from '@homeward/contract';
import { useCallback, useEffect, useRef } from 'react';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { usePasswordPolicy } from './use-password-policy';

/** Every problem of a form's fields, by field, in the customer's language (field-checks.ts). */
export type FormCheck<Values extends FieldValues> = (
  values: Values,
  policy: PasswordPolicy,
) => Partial<Record<keyof Values, string | undefined>>;

/**
 * The password policy and a form resolver that runs `check` against it: until the policy loads
 * (or if it fails) only the basic rules apply and the server decides. `tidy` shapes the values
 * that pass (a trimmed, lower-cased email) before they are sent.
 */
export function usePolicyResolver<Values extends FieldValues>(
  check: FormCheck<Values>,
  tidy: (values: Values) => Values = (values) => values,
) {
  const policy = usePasswordPolicy();
  const policyRef = useRef<PasswordPolicy>({});
  useEffect(() => {
    policyRef.current = policy.data ?? {};
  }, [policy.data]);
  const checkRef = useRef({ check, tidy });

  const resolver = useCallback<Resolver<Values>>((values) => {
    const problems = checkRef.current.check(values, policyRef.current);
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [field, message] of Object.entries(problems)) {
      if (message) errors[field] = { type: 'validate', message };
    }
    return Object.keys(errors).length > 0
      ? { values: {}, errors: errors as FieldErrors<Values> }
      : { values: checkRef.current.tidy(values), errors: {} };
  }, []);
  return { policy, resolver };
}
