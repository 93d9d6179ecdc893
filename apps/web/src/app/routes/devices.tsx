import { useLingui } from '@lingui/react/macro';
import { Card, PageHeader } from '@homeward/ui/card';
import { DeviceList } from '@/features/account-security/components/device-list';
import { useEndSession } from '@/features/auth/api/log-out';

/** /devices: every signed-in browser; removing this one signs it out (journey 6). */
export function DevicesRoute() {
  const { t } = useLingui();
  const endSession = useEndSession();
  return (
    <div>
      <PageHeader
        title={t`Devices`}
        subtitle={t`Browsers and phones signed in to your account. Remove any you do not recognise.`}
      />
      <Card id="signed-in-devices" title={t`Signed-in devices`}>
        <DeviceList onSignedOut={() => void endSession()} />
      </Card>
    </div>
  );
}

export { DevicesRoute as Component };
