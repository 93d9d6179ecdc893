import type { StaffPermission } from '@homeward/contract';
import type { QueryClient } from '@tanstack/react-query';
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { mayUse } from '@/lib/access';
import { afterSignIn, signInReturningTo } from '@/lib/paths';
import { sessionQueryOptions } from './session';

/** Route loaders: signed-out officers to sign-in, signed-in ones away from it. */

async function loadSession(queryClient: QueryClient) {
  return queryClient.ensureQueryData(sessionQueryOptions);
}

/** Every console page: a session past its second factor, allowed what the page needs. */
function returnPath(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

export function requireStaff(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const session = await loadSession(queryClient);
    if (!session || session.stage !== 'signed_in') {
      throw redirect(signInReturningTo(returnPath(request)));
    }
    return null;
  };
}

/** A page's permissions (any one will do): not shown (403) to roles that may not use it. */
export function requireAccess(queryClient: QueryClient, anyOf: readonly StaffPermission[]) {
  return async ({ request }: LoaderFunctionArgs) => {
    const session = await loadSession(queryClient);
    if (!session || session.stage !== 'signed_in') {
      throw redirect(signInReturningTo(returnPath(request)));
    }
    if (!mayUse(session.staff.roles, anyOf)) {
      throw data({ message: 'Your roles do not give access to this page.' }, { status: 403 });
    }
    return null;
  };
}

/** Sign-in: an officer already signed in goes to the work queue. */
export function guestOnly(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const session = await loadSession(queryClient).catch(() => null);
    if (session?.stage === 'signed_in') throw redirect(afterSignIn(new URL(request.url).search));
    return null;
  };
}
