import { useQueryClient } from '@tanstack/react-query';
import {
  AtSign,
  Fingerprint,
  History,
  KeyRound,
  LogOut,
  ShieldCheck,
  UserRound,
} from 'lucide-react';
import { Link } from 'react-router';
import { Card, PageHeader } from '@homeward/ui/card';
import { ChangeEmail } from '@/features/account-security/components/change-email';
import { ProfileSummary } from '@/features/account-security/components/profile-summary';
import { SecurityActivity } from '@/features/account-security/components/security-activity';
import { SignOutEverywhere } from '@/features/account-security/components/sign-out-everywhere';
import { TwoStepSettings } from '@/features/account-security/components/two-step-card';
import { profileQueryKey, useCustomer } from '@/features/auth/api/get-profile';
import { useEndSession } from '@/features/auth/api/log-out';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import {
  PasskeySettings,
  showPasskeySettings,
} from '@/features/passkeys/components/passkey-settings';
import { OnboardingProfile } from '@/features/onboarding/components/onboarding-profile';
import { paths } from '@/lib/paths';

/**
 * /settings: profile, password, two-step verification, sign out everywhere and the security log
 * (journey 6).
 */
export function SettingsRoute() {
  const customer = useCustomer();
  const queryClient = useQueryClient();
  const endSession = useEndSession();
  if (!customer) return null;
  return (
    <div>
      <PageHeader title="Settings" subtitle="Your profile and how you keep your account safe." />
      <div className="space-y-6">
        <Card
          title="Profile"
          icon={<UserRound aria-hidden="true" className="size-5" />}
          description="What you told us when you signed up. Change it here while we have not verified it."
        >
          <ProfileSummary customer={customer} />
          <div className="mt-6 border-t border-line pt-5">
            <OnboardingProfile customer={customer} />
          </div>
        </Card>
        <Card
          title="Email address"
          icon={<AtSign aria-hidden="true" className="size-5" />}
          description="Where you sign in and where we write to you."
        >
          <ChangeEmail
            customer={customer}
            onChanged={(updated) => queryClient.setQueryData(profileQueryKey, updated)}
          />
        </Card>
        <Card
          title="Change password"
          icon={<KeyRound aria-hidden="true" className="size-5" />}
          description="Use a password you do not use anywhere else."
        >
          <ChangePasswordForm />
        </Card>
        <Card
          title="Two-step verification"
          icon={<ShieldCheck aria-hidden="true" className="size-5" />}
          description="After your password, signing in asks for a second proof that it is you."
        >
          <TwoStepSettings
            customer={customer}
            onMethodChanged={() =>
              void queryClient.invalidateQueries({ queryKey: profileQueryKey })
            }
          />
        </Card>
        {showPasskeySettings() ? (
          <Card
            title="Passkeys"
            icon={<Fingerprint aria-hidden="true" className="size-5" />}
            description="Sign in with your fingerprint, face or screen lock instead of a password and code. You can add one for each of your devices."
          >
            <PasskeySettings />
          </Card>
        ) : null}
        <Card
          title="Sign out everywhere"
          icon={<LogOut aria-hidden="true" className="size-5" />}
          description={
            <>
              Or remove one at a time from your{' '}
              <Link to={paths.devices} className="font-semibold text-brand-700 underline">
                devices
              </Link>
              .
            </>
          }
        >
          <SignOutEverywhere onSignedOut={() => void endSession()} />
        </Card>
        <Card
          title="Security activity"
          icon={<History aria-hidden="true" className="size-5" />}
          description={
            <>
              Recent sign-ins and changes. Something you do not recognise? Change your password and
              check your{' '}
              <Link to={paths.devices} className="font-semibold text-brand-700 underline">
                devices
              </Link>
              .
            </>
          }
        >
          <SecurityActivity />
        </Card>
      </div>
    </div>
  );
}

export { SettingsRoute as Component };
