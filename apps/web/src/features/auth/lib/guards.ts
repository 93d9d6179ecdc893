import type { Customer } from '@homeward/contract';
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { readCookie } from '@/lib/cookies';
import { paths } from '@/lib/paths';
import { profileQueryKey, profileQueryOptions } from '../api/get-profile';
import { isMfaPending, signedInLanding } from './session';

/**
 * Route loaders that keep signed-out people off signed-in pages and the other way round. They
 * read the customer from the query cache when sign-up or login already put it there, and ask the
 * server otherwise. The probe is silent (no 401 navigation): the guard decides where to go.
 */

async function loadCustomer(queryClient: QueryClient): Promise<Customer | null> {
  // The server sets the anti-forgery cookie with every session and clears both together, so
  // without it there is no session to ask about: a first visit shows sign-in one round trip
  // sooner, and without a 401 in the console.
  if (readCookie('XSRF-TOKEN') === null) return null;
  try {
    return await queryClient.ensureQueryData(profileQueryOptions({ silent: true }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** For sign-in and sign-up: a signed-in customer is sent on to MFA or onboarding. */
export function guestOnly(queryClient: QueryClient) {
  return async () => {
    let customer = queryClient.getQueryData<Customer | null>(profileQueryKey);
    if (customer === undefined) {
      // Any failure (401, server down) means: show the signed-out page.
      customer = await loadCustomer(queryClient).catch(() => null);
    }
    if (customer) throw redirect(signedInLanding(customer));
    return null;
  };
}

/** For every signed-in page but /mfa: a customer, whose second factor is not still owed. */
export function requireCustomer(queryClient: QueryClient) {
  return async () => {
    const customer = await loadCustomer(queryClient);
    if (!customer) throw redirect(paths.signIn);
    if (isMfaPending(customer)) throw redirect(paths.multiFactorAuth);
    return null;
  };
}

/** For /mfa: only while the second factor is owed; afterwards there is nothing to do there. */
export function requirePendingMfa(queryClient: QueryClient) {
  return async () => {
    const customer = await loadCustomer(queryClient);
    if (!customer) throw redirect(paths.signIn);
    if (!isMfaPending(customer)) throw redirect(paths.onboardingWorkflow);
    return null;
  };
}
