import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { profileQueryOptions } from '@/features/auth/api/get-profile';
import { VerificationOverview } from '@/features/account-verification/components/verification-overview';
import { anyWaiting } from '@/features/account-verification/lib/categories';

/** What the upload page hands over when it comes back here. */
export interface AccountVerificationState {
  notice?: string;
}

/** Until realtime updates arrive, look again while a document waits for its decision. */
export const REVIEW_POLL_MS = 10_000;

/** /account-verification: the categories, with the customer's documents from the profile. */
export function AccountVerificationRoute() {
  const profile = useQuery({
    ...profileQueryOptions(),
    refetchInterval: (query) =>
      anyWaiting(query.state.data?.documents ?? []) ? REVIEW_POLL_MS : false,
  });
  const notice = (useLocation().state as AccountVerificationState | null)?.notice;
  return <VerificationOverview documents={profile.data?.documents ?? []} notice={notice} />;
}

export { AccountVerificationRoute as Component };
