import type { ComplianceCase } from '@homeward/contract';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Card, PageHeader } from '@homeward/ui/card';
import { Badge } from '@/components/badge';
import { ErrorState, LoadingState } from '@/components/states';
import { Facts } from '@/components/table';
import { useStaffSession } from '@/features/auth/api/session';
import { formatDateTime } from '@/lib/format';
import { caseQueryOptions } from '../api/cases';
import { CaseDecisions, DecisionRecord } from '../components/case-decision';
import { CustomerLink } from '../components/customer-link';
import { HitComparison } from '../components/hit-comparison';
import { SmrDraftCard } from '../components/smr-draft';
import { MonitoringAlerts } from '../components/monitoring-alerts';
import { StoppedTransfers } from '../components/stopped-transfers';
import { caseStatusLabel, caseStatusTone, subjectTypeLabel, triggerLabel } from '../words';

function ScreeningFacts({ kase }: { kase: ComplianceCase }) {
  return (
    <Card title="Screened">
      <Facts
        items={[
          ['Name', kase.subject_name],
          ['Screened as', subjectTypeLabel[kase.subject_type]],
          ['Customer', <CustomerLink key="customer" customer={kase.customer} />],
          ['What screened them', triggerLabel(kase.trigger)],
          ['Opened', formatDateTime(kase.opened_at)],
        ]}
      />
    </Card>
  );
}

function MonitoringFacts({ kase }: { kase: ComplianceCase }) {
  return (
    <Card title="Monitored">
      <Facts
        items={[
          ['Customer', <CustomerLink key="customer" customer={kase.customer} />],
          ['First alert', triggerLabel(kase.trigger)],
          ['Payouts', kase.stops_payout ? 'Held until decided' : 'Not held (alerts only)'],
          ['Opened', formatDateTime(kase.opened_at)],
        ]}
      />
    </Card>
  );
}

function CasePage({ kase }: { kase: ComplianceCase }) {
  const roles = useStaffSession()?.staff.roles ?? [];
  const monitoring = kase.kind === 'monitoring';
  const count = monitoring
    ? `${kase.alert_count} ${kase.alert_count === 1 ? 'alert' : 'alerts'}`
    : `${kase.hit_count} ${kase.hit_count === 1 ? 'hit' : 'hits'}`;
  return (
    <div className="space-y-6">
      <PageHeader
        title={`Case ${kase.reference}`}
        subtitle={
          <span className="inline-flex flex-wrap items-center gap-2">
            <Badge tone={caseStatusTone[kase.status]}>{caseStatusLabel[kase.status]}</Badge>
            {monitoring ? 'Monitoring of customer' : subjectTypeLabel[kase.subject_type]}{' '}
            {kase.subject_name} · {count}
          </span>
        }
      />
      <DecisionRecord kase={kase} />
      <div className="grid grid-cols-1 items-start gap-6 2xl:grid-cols-2">
        {monitoring ? <MonitoringFacts kase={kase} /> : <ScreeningFacts kase={kase} />}
        <StoppedTransfers transfers={kase.transfers} />
      </div>
      {monitoring ? <MonitoringAlerts alerts={kase.alerts} /> : null}
      {kase.hits.map((hit) => (
        <HitComparison key={`${hit.source}-${hit.ref}`} subject={kase.subject} hit={hit} />
      ))}
      <CaseDecisions kase={kase} roles={roles} />
      {kase.status === 'confirmed' && <SmrDraftCard caseId={kase.id} />}
    </div>
  );
}

export function Component() {
  const { id = '' } = useParams();
  const kase = useQuery(caseQueryOptions(id));
  if (kase.isPending || kase.isError) {
    return (
      <>
        <PageHeader title="Case" />
        {kase.isError ? (
          <ErrorState error={kase.error} onRetry={() => void kase.refetch()} />
        ) : (
          <LoadingState label="Loading the case" />
        )}
      </>
    );
  }
  return <CasePage kase={kase.data} />;
}
