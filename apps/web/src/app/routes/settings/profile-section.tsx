import type { Customer } from '@homeward/contract';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { AtSign, UserRound } from 'lucide-react';
import { Card } from '@homeward/ui/card';
import { ChangeEmail } from '@/features/account-security/components/change-email';
import { ProfileSummary } from '@/features/account-security/components/profile-summary';
import { profileQueryKey } from '@/features/auth/api/get-profile';
import { OnboardingProfile } from '@/features/onboarding/components/onboarding-profile';

/** /settings: who the customer told us they are, and the email address they sign in with. */
export function ProfileSection({ customer }: { customer: Customer }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  return (
    <div className="space-y-6">
      <Card
        id="profile"
        title={t`Profile`}
        icon={<UserRound aria-hidden="true" className="size-5" />}
        description={t`What you told us when you signed up. Change it here while we have not verified it.`}
      >
        <ProfileSummary customer={customer} />
        <div className="mt-6 border-t border-line pt-5">
          <OnboardingProfile customer={customer} />
        </div>
      </Card>
      <Card
        id="email-address"
        title={t`Email address`}
        icon={<AtSign aria-hidden="true" className="size-5" />}
        description={t`Where you sign in and where we write to you.`}
      >
        <ChangeEmail
          customer={customer}
          onChanged={(updated) => queryClient.setQueryData(profileQueryKey, updated)}
        />
      </Card>
    </div>
  );
}
