import { RATE_ALERTS_MAX } from '@homeward/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { BellPlus, BellRing } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '@homeward/ui/alert';
import { Card, PageHeader } from '@homeward/ui/card';
import { SkeletonRows } from '@homeward/ui/skeleton';
import { corridorsQueryOptions } from '@/api/corridors';
import { Button } from '@/components/button';
import { rateAlertsQueryOptions } from '../api/rate-alerts';
import { RateAlertForm } from '../components/rate-alert-form';
import { RateAlertList } from '../components/rate-alert-list';

function LoadFailed({ message, retry }: { message: string; retry: () => void }) {
  return (
    <Alert tone="error">
      <p>{message}</p>
      <Button variant="secondary" className="mt-3" onClick={retry}>
        <Trans>Try again</Trans>
      </Button>
    </Alert>
  );
}

/**
 * /rate-alerts: the rates the customer waits for, and a form to add one. `?corridor=&rate=`
 * (the calculator's "Set a rate alert") fill the form in.
 */
export function RateAlertsRoute() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const corridors = useQuery(corridorsQueryOptions());
  const alerts = useQuery(rateAlertsQueryOptions());
  const [added, setAdded] = useState<string | null>(null);
  const full = alerts.data !== undefined && alerts.data.data.length >= alerts.data.limit;
  const corridorParam = Number(params.get('corridor'));
  const max = RATE_ALERTS_MAX;
  const initial = {
    corridorId: Number.isInteger(corridorParam) && corridorParam > 0 ? corridorParam : null,
    rate: params.get('rate'),
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title={t`Rate alerts`}
        subtitle={t`We tell you when the rate you want is here, with a price ready to send.`}
      />
      {added ? <Alert tone="info">{added}</Alert> : null}
      <Card
        id="set-rate-alert"
        title={t`Set a rate alert`}
        icon={<BellPlus aria-hidden="true" className="size-5" />}
        description={t`The rate you get after our margin, as the calculator shows it. We tell you once a day at most while it stays there. Up to ${max} alerts.`}
      >
        {corridors.isPending ? (
          <SkeletonRows label={t`Loading where you can send money`} count={1} />
        ) : corridors.isError ? (
          <LoadFailed
            message={t`We could not load where you can send money.`}
            retry={() => void corridors.refetch()}
          />
        ) : corridors.data.length === 0 ? (
          <p className="text-muted">
            <Trans>Sending money is not available right now.</Trans>
          </p>
        ) : full ? (
          <p className="text-muted">
            <Trans>
              You have {max} rate alerts, the most you can have. Remove one to add another.
            </Trans>
          </p>
        ) : (
          <RateAlertForm corridors={corridors.data} initial={initial} onAdded={setAdded} />
        )}
      </Card>
      <Card
        id="your-rate-alerts"
        title={t`Your rate alerts`}
        icon={<BellRing aria-hidden="true" className="size-5" />}
      >
        {alerts.isPending ? (
          <SkeletonRows label={t`Loading your rate alerts`} />
        ) : alerts.isError ? (
          <LoadFailed
            message={t`We could not load your rate alerts.`}
            retry={() => void alerts.refetch()}
          />
        ) : (
          <RateAlertList alerts={alerts.data.data} />
        )}
      </Card>
    </div>
  );
}

export { RateAlertsRoute as Component };
