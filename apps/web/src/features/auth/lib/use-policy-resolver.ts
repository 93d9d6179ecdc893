import type { PasswordPolicy } from '@homeward/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useRef } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { usePasswordPolicy } from './use-password-policy';

/**
 * The password policy and a form resolver that checks the contract's schema against it. Until
 * the policy loads (or if it fails) only the basic field rules apply and the server decides.
 */
export function usePolicyResolver<Values extends FieldValues>(
  schemaFor: (policy: PasswordPolicy) => z.ZodType<unknown, Values>,
) {
  const policy = usePasswordPolicy();
  const policyRef = useRef<PasswordPolicy>({});
  const schemaRef = useRef(schemaFor);
  useEffect(() => {
    policyRef.current = policy.data ?? {};
  }, [policy.data]);

  const resolver = useCallback<Resolver<Values>>(
    (values, context, options) =>
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      zodResolver(schemaRef.current(policyRef.current) as any)(values, context, options) as never,
    [],
  );
  return { policy, resolver };
}
