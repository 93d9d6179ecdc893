import { staffMay, type AdminCorridor } from '@homeward/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '@homeward/ui/alert';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { Card, PageHeader } from '@homeward/ui/card';
import { EmptyState, ErrorState, LoadingState } from '@/components/states';
import { Cell, Table } from '@/components/table';
import { useStaffSession } from '@/features/auth/api/session';
import { formatDateTime, humanize } from '@/lib/format';
import {
  corridorsQueryOptions,
  rateHistoryQueryOptions,
  ratesQueryOptions,
  type AdminRate,
} from '../api/pricing';
import { ProposeDialog } from '../components/propose-dialog';

const PROPOSED = 'Proposed: takes effect when another finance officer approves.';

type Editing =
  | { kind: 'rate'; rate: AdminRate }
  | { kind: 'corridor'; corridor: AdminCorridor }
  | { kind: 'fee'; corridor: AdminCorridor; method: AdminCorridor['methods'][number] };

function RateHistory({ base, quote }: { base: string; quote: string }) {
  const history = useQuery(rateHistoryQueryOptions(base, quote));
  if (history.isPending) return <LoadingState label="Loading the history" />;
  if (history.isError) return <ErrorState error={history.error} />;
  if (history.data.data.length === 0) return <EmptyState title="No changes recorded" />;
  return (
    <Table
      caption={`${base} to ${quote} rate history`}
      head={['Rate', 'Source', 'Changed by', 'When']}
    >
      {history.data.data.map((entry, index) => (
        <tr key={`${entry.at}-${index}`}>
          <Cell className="font-mono tabular-nums">{entry.rate}</Cell>
          <Cell>{entry.source}</Cell>
          <Cell>{entry.changed_by}</Cell>
          <Cell className="whitespace-nowrap">{formatDateTime(entry.at)}</Cell>
        </tr>
      ))}
    </Table>
  );
}

function editDialog(editing: Editing, close: () => void, proposed: () => void) {
  if (editing.kind === 'rate') {
    const { rate } = editing;
    return (
      <ProposeDialog
        title={`New ${rate.base} → ${rate.quote} rate`}
        description="A second finance officer approves it before customers see it."
        kind="rate"
        fixed={{ base: rate.base, quote: rate.quote }}
        fields={[{ name: 'rate', label: 'Rate', kind: 'text', current: rate.rate }]}
        allRequired
        onDismiss={close}
        onProposed={proposed}
      />
    );
  }
  if (editing.kind === 'corridor') {
    const { corridor } = editing;
    return (
      <ProposeDialog
        title={`Change ${corridor.route}`}
        description="Only the values you fill in change."
        kind="corridor"
        fixed={{ corridor_id: corridor.id }}
        fields={[
          { name: 'min_send', label: 'Minimum send', kind: 'text', current: corridor.min_send },
          { name: 'max_send', label: 'Maximum send', kind: 'text', current: corridor.max_send },
          {
            name: 'margin_percent',
            label: 'Margin (%)',
            kind: 'text',
            current: corridor.margin_percent,
          },
          {
            name: 'enabled',
            label: 'Open to customers',
            kind: 'toggle',
            current: corridor.enabled ? 'on' : 'off',
          },
        ]}
        onDismiss={close}
        onProposed={proposed}
      />
    );
  }
  const { corridor, method } = editing;
  return (
    <ProposeDialog
      title={`Change the ${humanize(method.method).toLowerCase()} fee on ${corridor.route}`}
      description="Only the values you fill in change."
      kind="fee"
      fixed={{ corridor_id: corridor.id, method: method.method }}
      fields={[
        { name: 'fixed_fee', label: 'Fixed fee', kind: 'text', current: method.fixed_fee },
        {
          name: 'percentage_fee',
          label: 'Percentage fee',
          kind: 'text',
          current: method.percentage_fee,
        },
        {
          name: 'delivery_minutes',
          label: 'Delivery time (minutes)',
          kind: 'whole',
          current: String(method.delivery_minutes),
        },
        {
          name: 'enabled',
          label: 'Offered',
          kind: 'toggle',
          current: method.enabled ? 'on' : 'off',
        },
      ]}
      onDismiss={close}
      onProposed={proposed}
    />
  );
}

export function Component() {
  const rates = useQuery(ratesQueryOptions);
  const corridors = useQuery(corridorsQueryOptions);
  const roles = useStaffSession()?.staff.roles ?? [];
  const mayChange = staffMay(roles, 'pricing.change');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [history, setHistory] = useState<{ base: string; quote: string } | null>(null);
  const [proposed, setProposed] = useState(false);

  return (
    <div className="space-y-6">
      <PageHeader
        title="Pricing"
        subtitle="Rates, corridors and fees. Every change is a proposal a second finance officer approves."
      />
      {proposed ? (
        <Alert tone="info" title="Change proposed">
          {PROPOSED}
        </Alert>
      ) : null}
      <Card title="Rates">
        {rates.isPending ? (
          <LoadingState label="Loading rates" />
        ) : rates.isError ? (
          <ErrorState error={rates.error} onRetry={() => void rates.refetch()} />
        ) : rates.data.data.length === 0 ? (
          <EmptyState title="No rates" />
        ) : (
          <Table caption="Rates" head={['Pair', 'Rate', 'Source', 'As of', 'Actions']}>
            {rates.data.data.map((rate) => (
              <tr key={`${rate.base}-${rate.quote}`}>
                <Cell className="font-semibold whitespace-nowrap">
                  {rate.base} → {rate.quote}
                </Cell>
                <Cell className="font-mono tabular-nums">{rate.rate}</Cell>
                <Cell>{rate.source}</Cell>
                <Cell className="whitespace-nowrap">{formatDateTime(rate.as_of)}</Cell>
                <Cell className="whitespace-nowrap">
                  <div className="flex gap-2">
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`History of ${rate.base} to ${rate.quote}`}
                      onClick={() => setHistory({ base: rate.base, quote: rate.quote })}
                    >
                      History
                    </Button>
                    {mayChange ? (
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={`Propose a new ${rate.base} to ${rate.quote} rate`}
                        onClick={() => {
                          setProposed(false);
                          setEditing({ kind: 'rate', rate });
                        }}
                      >
                        Propose
                      </Button>
                    ) : null}
                  </div>
                </Cell>
              </tr>
            ))}
          </Table>
        )}
        {history ? (
          <div className="mt-6">
            <h3 className="mb-3 font-semibold text-ink">
              {history.base} → {history.quote} history, newest first
            </h3>
            <RateHistory base={history.base} quote={history.quote} />
          </div>
        ) : null}
      </Card>
      <Card title="Corridors and fees">
        {corridors.isPending ? (
          <LoadingState label="Loading corridors" />
        ) : corridors.isError ? (
          <ErrorState error={corridors.error} onRetry={() => void corridors.refetch()} />
        ) : corridors.data.data.length === 0 ? (
          <EmptyState title="No corridors" />
        ) : (
          <div className="space-y-6">
            {corridors.data.data.map((corridor) => (
              <section
                key={corridor.id}
                aria-labelledby={`corridor-${corridor.id}`}
                className="space-y-3"
              >
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <div>
                    <h3 id={`corridor-${corridor.id}`} className="font-semibold text-ink">
                      {corridor.route}{' '}
                      {corridor.enabled ? (
                        <Badge tone="success">Open</Badge>
                      ) : (
                        <Badge tone="danger">Closed</Badge>
                      )}
                    </h3>
                    <p className="text-sm text-muted">
                      Sends {corridor.min_send}–{corridor.max_send} {corridor.source_currency} ·
                      margin {corridor.margin_percent}%
                    </p>
                  </div>
                  {mayChange ? (
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={`Propose a change to ${corridor.route}`}
                      onClick={() => {
                        setProposed(false);
                        setEditing({ kind: 'corridor', corridor });
                      }}
                    >
                      Propose a change
                    </Button>
                  ) : null}
                </div>
                <Table
                  caption={`Fees on ${corridor.route}`}
                  head={[
                    'Method',
                    'Fixed fee',
                    'Percentage',
                    'Delivery',
                    'Offered',
                    ...(mayChange ? ['Actions'] : []),
                  ]}
                >
                  {corridor.methods.map((method) => (
                    <tr key={method.method}>
                      <Cell>{humanize(method.method)}</Cell>
                      <Cell className="tabular-nums">{method.fixed_fee}</Cell>
                      <Cell className="tabular-nums">{method.percentage_fee}%</Cell>
                      <Cell>{method.delivery_minutes} min</Cell>
                      <Cell>{method.enabled ? 'Yes' : 'No'}</Cell>
                      {mayChange ? (
                        <Cell>
                          <Button
                            variant="ghost"
                            size="sm"
                            aria-label={`Propose a ${humanize(method.method).toLowerCase()} fee change on ${corridor.route}`}
                            onClick={() => {
                              setProposed(false);
                              setEditing({ kind: 'fee', corridor, method });
                            }}
                          >
                            Propose
                          </Button>
                        </Cell>
                      ) : null}
                    </tr>
                  ))}
                </Table>
              </section>
            ))}
          </div>
        )}
      </Card>
      {editing
        ? editDialog(
            editing,
            () => setEditing(null),
            () => {
              setEditing(null);
              setProposed(true);
            },
          )
        : null}
    </div>
  );
}
