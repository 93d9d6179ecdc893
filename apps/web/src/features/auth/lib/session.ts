import { needsMultiFactor, type Customer } from '@homeward/contract';
import { paths } from '@/lib/paths';

/**
 * The session still owes its second factor. Built on the login rule (`needsMultiFactor`: email
 * verified and an MFA method on the session) so the guards never disagree with where login sent
 * the customer, which would bounce them between two pages.
 */
export function isMfaPending(customer: Customer): boolean {
  return needsMultiFactor(customer) && !customer.session?.is_mfa_completed;
}

/** Where a signed-in customer belongs when they open a signed-out page. */
export function signedInLanding(customer: Customer): string {
  return isMfaPending(customer) ? paths.multiFactorAuth : paths.onboardingWorkflow;
}

/** Where login sends the customer (spec sections 2 and 4). */
export function afterLogInPath(customer: Customer): string {
  return needsMultiFactor(customer) ? paths.multiFactorAuth : paths.onboardingWorkflow;
}
