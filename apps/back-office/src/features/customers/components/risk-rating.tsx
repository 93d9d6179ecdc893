import { zodResolver } from '@hookform/resolvers/zod';
import {
  riskLevels,
  riskOverrideSchema,
  type CustomerRisk,
  type RiskLevel,
  type RiskOverride,
  type RiskRating as Rating,
} from '@homeward/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@homeward/ui/alert';
import { Card } from '@homeward/ui/card';
import { Badge, type BadgeTone } from '@/components/badge';
import { Button } from '@/components/button';
import { SelectField } from '@/components/select-field';
import { EmptyState, ErrorState, LoadingState } from '@/components/states';
import { Cell, Table } from '@/components/table';
import { TextAreaField } from '@/components/text-area-field';
import { failureMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { applyServerErrors } from '@/lib/form-errors';
import { customerRiskQueryOptions, useOverrideRisk } from '../api/risk';

const levelTone: Record<RiskLevel, BadgeTone> = {
  low: 'success',
  medium: 'warning',
  high: 'danger',
};
const levelWord: Record<RiskLevel, string> = { low: 'Low', medium: 'Medium', high: 'High' };

export function RiskBadge({ level }: { level: RiskLevel }) {
  return <Badge tone={levelTone[level]}>{levelWord[level]} risk</Badge>;
}

function Factors({ rating }: { rating: Rating }) {
  if (rating.factors.length === 0) {
    return <p className="text-sm text-muted">Nothing counts against this customer.</p>;
  }
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm text-ink">
      {rating.factors.map((factor) => (
        <li key={factor.code}>
          {factor.explanation} <span className="text-muted">({factor.points} points)</span>
        </li>
      ))}
    </ul>
  );
}

function History({ history }: { history: Rating[] }) {
  return (
    <Table caption="Rating history" head={['When', 'Rating', 'By', 'Why']}>
      {history.map((row) => (
        <tr key={row.id}>
          <Cell className="whitespace-nowrap">{formatDateTime(row.created_at)}</Cell>
          <Cell>
            <RiskBadge level={row.level} />
          </Cell>
          <Cell>{row.source === 'officer' ? (row.staff ?? 'An officer') : 'Computed'}</Cell>
          <Cell>
            {row.source === 'officer'
              ? row.reason
              : row.factors.map((factor) => factor.explanation).join(' ') || 'No factors.'}
          </Cell>
        </tr>
      ))}
    </Table>
  );
}

function OverrideForm({ customerId, current }: { customerId: string; current: RiskLevel }) {
  const override = useOverrideRisk(customerId);
  const [done, setDone] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<RiskOverride>({
    resolver: zodResolver(riskOverrideSchema),
    defaultValues: { level: current, reason: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    setDone(false);
    setProblem(null);
    try {
      await override.mutateAsync(values);
    } catch (error) {
      setProblem(applyServerErrors(error, setError, ['level', 'reason']) ?? failureMessage(error));
      return;
    }
    reset({ level: values.level, reason: '' });
    setDone(true);
  });
  return (
    <form noValidate onSubmit={onSubmit} className="mt-6 space-y-3">
      <h3 className="font-semibold text-ink">Set the rating</h3>
      {problem && !errors.reason && !errors.level ? <Alert tone="error">{problem}</Alert> : null}
      {done ? <Alert tone="info">The rating is recorded.</Alert> : null}
      <SelectField label="Rating" error={errors.level?.message} {...register('level')}>
        {riskLevels.map((level) => (
          <option key={level} value={level}>
            {levelWord[level]}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label="Reason"
        hint="Recorded with your name and kept with the customer’s record."
        error={errors.reason?.message}
        {...register('reason')}
      />
      <Button type="submit" loading={override.isPending}>
        Record rating
      </Button>
    </form>
  );
}

function RiskBody({
  risk,
  customerId,
  mayDecide,
}: {
  risk: CustomerRisk;
  customerId: string;
  mayDecide: boolean;
}) {
  const effective = risk.effective;
  return (
    <>
      {effective ? (
        <div className="space-y-3">
          <p className="flex flex-wrap items-center gap-2 text-sm text-ink">
            <RiskBadge level={effective.level} />
            {effective.source === 'officer'
              ? `Set by ${effective.staff ?? 'an officer'} on ${formatDateTime(effective.created_at)}.`
              : `Computed on ${formatDateTime(effective.created_at)}.`}
          </p>
          {risk.limits_lowered ? (
            <Alert tone="info">
              Limits are lowered until a source of funds is approved. The customer is asked for one;
              they are never told the rating.
            </Alert>
          ) : null}
          {effective.source === 'officer' ? (
            <p className="text-sm text-ink">{effective.reason}</p>
          ) : null}
          {risk.computed ? (
            <>
              <h3 className="font-semibold text-ink">
                {effective.source === 'officer' ? 'What the facts say' : 'Why'}
              </h3>
              <Factors rating={risk.computed} />
            </>
          ) : null}
        </div>
      ) : (
        <EmptyState title="Not rated yet" />
      )}
      {risk.history.length > 0 ? (
        <>
          <h3 className="mt-6 mb-3 font-semibold text-ink">History</h3>
          <History history={risk.history} />
        </>
      ) : null}
      {mayDecide ? (
        <OverrideForm customerId={customerId} current={effective?.level ?? 'low'} />
      ) : null}
    </>
  );
}

/** The customer's risk rating for compliance: level, factors, history and the override. */
export function RiskRatingCard({
  customerId,
  mayDecide,
}: {
  customerId: string;
  mayDecide: boolean;
}) {
  const risk = useQuery(customerRiskQueryOptions(customerId));
  return (
    <Card title="Risk rating" description="Compliance only; the customer never sees it.">
      {risk.isPending ? (
        <LoadingState label="Loading the rating" />
      ) : risk.isError ? (
        <ErrorState error={risk.error} onRetry={() => void risk.refetch()} />
      ) : (
        <RiskBody risk={risk.data} customerId={customerId} mayDecide={mayDecide} />
      )}
    </Card>
  );
}
