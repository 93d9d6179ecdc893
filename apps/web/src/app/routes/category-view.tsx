import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { CategoryUpload } from '@/features/account-verification/components/category-upload';
import { PublicUpload } from '@/features/account-verification/components/public-upload';
import { profileQueryKey, profileQueryOptions } from '@/features/auth/api/get-profile';
import { tasksQueryKey } from '@/features/tasks/api/get-tasks';
import { paths } from '@/lib/paths';
import type { AccountVerificationState } from './account-verification';
import { inSentence } from '@/lib/format';

/** While the phone hand-off is open, how often to look for the phone's upload. */
const HAND_OFF_POLL_MS = 4_000;

function SignedInCategory({ categoryParam }: { categoryParam: string | undefined }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [watching, setWatching] = useState(false);
  const profile = useQuery({
    ...profileQueryOptions(),
    refetchInterval: watching ? HAND_OFF_POLL_MS : false,
  });
  const onWatchChange = useCallback((next: boolean) => setWatching(next), []);
  return (
    <CategoryUpload
      categoryParam={categoryParam}
      documents={profile.data?.documents ?? []}
      onWatchChange={onWatchChange}
      onUploaded={(_document, typeTitle) => {
        // The profile lists the new document; what is left to do changed with it.
        void queryClient.invalidateQueries({ queryKey: profileQueryKey });
        void queryClient.invalidateQueries({ queryKey: tasksQueryKey });
        const state: AccountVerificationState = {
          notice: `We received your ${inSentence(typeTitle)}. We will let you know once it is checked.`,
        };
        void navigate(paths.accountVerification, { state });
      }}
    />
  );
}

/**
 * /account-verification/upload/:category. With `?token=` it is the phone's side of the QR
 * hand-off and needs no session; otherwise the signed-in upload page.
 */
export function CategoryViewRoute() {
  const { category } = useParams();
  const token = useSearchParams()[0].get('token');
  if (token) return <PublicUpload token={token} />;
  return <SignedInCategory categoryParam={category} />;
}

export { CategoryViewRoute as Component };
