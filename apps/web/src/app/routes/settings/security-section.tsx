import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Fingerprint, History, KeyRound, LogOut, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@homeward/ui/card';
import { SecurityActivity } from '@/features/account-security/components/security-activity';
import { SignOutEverywhere } from '@/features/account-security/components/sign-out-everywhere';
import { TwoStepSettings } from '@/features/account-security/components/two-step-card';
import type { Customer } from '@homeward/contract';
import { profileQueryKey } from '@/features/auth/api/get-profile';
import { useEndSession } from '@/features/auth/api/log-out';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import {
  PasskeySettings,
  showPasskeySettings,
} from '@/features/passkeys/components/passkey-settings';
import { paths } from '@/lib/paths';

/**
 * /settings/security: password, two-step verification, passkeys, sign out everywhere and the
 * security log (journey 6).
 */
export function SecuritySection({ customer }: { customer: Customer }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const endSession = useEndSession();
  return (
    <div className="space-y-6">
      <Card
        id="change-password"
        title={t`Change password`}
        icon={<KeyRound aria-hidden="true" className="size-5" />}
        description={t`Use a password you do not use anywhere else.`}
      >
        <ChangePasswordForm />
      </Card>
      <Card
        id="two-step"
        title={t`Two-step verification`}
        icon={<ShieldCheck aria-hidden="true" className="size-5" />}
        description={t`After your password, signing in asks for a second proof that it is you.`}
      >
        <TwoStepSettings
          customer={customer}
          onMethodChanged={() => void queryClient.invalidateQueries({ queryKey: profileQueryKey })}
        />
      </Card>
      {showPasskeySettings() ? (
        <Card
          id="passkeys"
          title={t`Passkeys`}
          icon={<Fingerprint aria-hidden="true" className="size-5" />}
          description={t`Sign in with your fingerprint, face or screen lock instead of a password and code. You can add one for each of your devices.`}
        >
          <PasskeySettings />
        </Card>
      ) : null}
      <Card
        id="sign-out-everywhere"
        title={t`Sign out everywhere`}
        icon={<LogOut aria-hidden="true" className="size-5" />}
        description={
          <Trans>
            Or remove one at a time from your{' '}
            <Link to={paths.devices} className="font-semibold text-brand-700 underline">
              devices
            </Link>
            .
          </Trans>
        }
      >
        <SignOutEverywhere onSignedOut={() => void endSession()} />
      </Card>
      <Card
        id="security-activity"
        title={t`Security activity`}
        icon={<History aria-hidden="true" className="size-5" />}
        description={
          <Trans>
            Recent sign-ins and changes. Something you do not recognise? Change your password and
            check your{' '}
            <Link to={paths.devices} className="font-semibold text-brand-700 underline">
              devices
            </Link>
            .
          </Trans>
        }
      >
        <SecurityActivity />
      </Card>
    </div>
  );
}
