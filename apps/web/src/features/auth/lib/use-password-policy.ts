import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { passwordPolicyQueryOptions } from '../api/get-password-policy';

/** The published password policy, for the live checklist and the browser's own check. */
export function usePasswordPolicy() {
  const policy = useQuery(passwordPolicyQueryOptions());
  useEffect(() => {
    // Spec section 8: a policy failure is only logged; the form still works without the list.
    if (policy.error) console.warn('Could not load the password policy', policy.error);
  }, [policy.error]);
  return policy;
}
