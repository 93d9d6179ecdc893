import { RATE_ALERTS_MAX } from '@homeward/contract';
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

function LoadFailed({ what, retry }: { what: string; retry: () => void }) {
  return (
    <Alert tone="error">
      <p>We could not load {what}.</p>
      <Button variant="secondary" className="mt-3" onClick={retry}>
        Try again
      </Button>
    </Alert>
  );
}

/**
 * /rate-alerts: the rates the customer waits for, and a form to add one. `?corridor=&rate=`
 * (the calculator's "Set a rate alert") fill the form in.
 */
export function RateAlertsRoute() {
  const [params] = useSearchParams();
  const corridors = useQuery(corridorsQueryOptions());
  const alerts = useQuery(rateAlertsQueryOptions());
  const [added, setAdded] = useState<string | null>(null);
  const full = alerts.data !== undefined && alerts.data.data.length >= alerts.data.limit;
  const corridorParam = Number(params.get('corridor'));
  const initial = {
    corridorId: Number.isInteger(corridorParam) && corridorParam > 0 ? corridorParam : null,
    rate: params.get('rate'),
  };

  return (
    <div className="space-y-6">
      <PageHeader
        title="Rate alerts"
        subtitle="We tell you when the rate you want is here, with a price ready to send."
      />
      {added ? <Alert tone="info">{added}</Alert> : null}
      <Card
        title="Set a rate alert"
        icon={<BellPlus aria-hidden="true" className="size-5" />}
        description={`The rate you get after our margin, as the calculator shows it. We tell you once a day at most while it stays there. Up to ${RATE_ALERTS_MAX} alerts.`}
      >
        {corridors.isPending ? (
          <SkeletonRows label="Loading where you can send money" count={1} />
        ) : corridors.isError ? (
          <LoadFailed what="where you can send money" retry={() => void corridors.refetch()} />
        ) : corridors.data.length === 0 ? (
          <p className="text-muted">Sending money is not available right now.</p>
        ) : full ? (
          <p className="text-muted">
            You have {RATE_ALERTS_MAX} rate alerts, the most you can have. Remove one to add
            another.
          </p>
        ) : (
          <RateAlertForm corridors={corridors.data} initial={initial} onAdded={setAdded} />
        )}
      </Card>
      <Card title="Your rate alerts" icon={<BellRing aria-hidden="true" className="size-5" />}>
        {alerts.isPending ? (
          <SkeletonRows label="Loading your rate alerts" />
        ) : alerts.isError ? (
          <LoadFailed what="your rate alerts" retry={() => void alerts.refetch()} />
        ) : (
          <RateAlertList alerts={alerts.data.data} />
        )}
      </Card>
    </div>
  );
}

export { RateAlertsRoute as Component };
