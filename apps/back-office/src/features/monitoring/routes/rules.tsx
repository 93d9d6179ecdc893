import { staffMay, type MonitoringRule } from '@homeward/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Card, PageHeader } from '@homeward/ui/card';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { ErrorState, LoadingState } from '@/components/states';
import { useStaffSession } from '@/features/auth/api/session';
import { formatDateTime } from '@/lib/format';
import { rulesQueryOptions } from '../api/rules';
import { RuleForm } from '../components/rule-form';
import { RuleHistory } from '../components/rule-history';
import { actionLabel } from '../words';

function RuleCard({ rule, mayChange }: { rule: MonitoringRule; mayChange: boolean }) {
  const [editing, setEditing] = useState(false);
  const [showHistory, setShowHistory] = useState(false);
  return (
    <Card title={rule.title}>
      <div className="space-y-4">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={rule.enabled ? 'success' : 'neutral'}>{rule.enabled ? 'On' : 'Off'}</Badge>
          <Badge tone={rule.action === 'hold' ? 'warning' : 'info'}>
            {actionLabel[rule.action]}
          </Badge>
        </div>
        <p className="text-ink">{rule.in_words}</p>
        <p className="text-sm text-muted">
          {rule.updated_by
            ? `Changed by ${rule.updated_by}, ${formatDateTime(rule.updated_at)}`
            : 'As first set up'}
        </p>
        {editing ? (
          <RuleForm rule={rule} onDone={() => setEditing(false)} />
        ) : (
          <div className="flex gap-3">
            {mayChange ? (
              <Button variant="secondary" onClick={() => setEditing(true)}>
                Edit rule
              </Button>
            ) : null}
            <Button variant="secondary" onClick={() => setShowHistory(!showHistory)}>
              {showHistory ? 'Hide history' : 'Show history'}
            </Button>
          </div>
        )}
        {showHistory ? <RuleHistory code={rule.code} title={rule.title} /> : null}
      </div>
    </Card>
  );
}

export function Component() {
  const rules = useQuery(rulesQueryOptions);
  const roles = useStaffSession()?.staff.roles ?? [];
  const mayChange = staffMay(roles, 'monitoring.change');
  return (
    <>
      <PageHeader
        title="Monitoring rules"
        subtitle="Checked on every transfer as it is paid. An alert opens a case for the customer; a holding rule also stops the payout until compliance decides."
      />
      {rules.isPending ? (
        <LoadingState label="Loading the rules" />
      ) : rules.isError ? (
        <ErrorState error={rules.error} onRetry={() => void rules.refetch()} />
      ) : (
        <div className="space-y-6">
          {rules.data.data.map((rule) => (
            <RuleCard key={rule.code} rule={rule} mayChange={mayChange} />
          ))}
        </div>
      )}
    </>
  );
}
