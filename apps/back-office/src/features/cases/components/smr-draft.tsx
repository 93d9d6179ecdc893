import type { SmrDraft } from '@homeward/contract';
import { useQuery } from '@tanstack/react-query';
import { Card } from '@homeward/ui/card';
import { Button } from '@/components/button';
import { ErrorState, LoadingState } from '@/components/states';
import { Cell, Facts, Table } from '@/components/table';
import { formatAmount, formatCalendarDate, formatDateTime, humanize } from '@/lib/format';
import { smrDraftQueryOptions } from '../api/cases';

function partyFacts(party: SmrDraft['subject']): [string, string][] {
  return [
    ['Name', party.full_name],
    ['Date of birth', party.date_of_birth ? formatCalendarDate(party.date_of_birth) : '—'],
    ['Nationality', party.nationality ?? '—'],
    ['Customer number', party.customer_number ?? '—'],
    ['Email', party.email ?? '—'],
    [party.role === 'recipient' ? 'Country' : 'Address', party.address ?? '—'],
    ...party.payout_details.map(({ label, value }): [string, string] => [label, value]),
  ];
}

/** Saves the draft as a file the officer keeps with the lodgement. */
function download(draft: SmrDraft) {
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(draft, null, 2)], { type: 'application/json' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = `smr-draft-${draft.case_reference}.json`;
  link.click();
  URL.revokeObjectURL(url);
}

function Draft({ draft }: { draft: SmrDraft }) {
  return (
    <div className="space-y-5">
      <p className="text-sm text-muted">
        Complete and lodge it in AUSTRAC Online; Homeward does not send it. Due by{' '}
        <strong className="text-ink">{formatCalendarDate(draft.due_by)}</strong> (three business
        days), or by{' '}
        <strong className="text-ink">{formatDateTime(draft.due_by_if_terrorism_financing)}</strong>{' '}
        if it concerns terrorism financing.
      </p>
      <section aria-label="Grounds for suspicion">
        <h3 className="text-sm font-semibold text-ink">Grounds for suspicion</h3>
        <p className="mt-1 text-sm break-words text-ink">{draft.grounds}</p>
      </section>
      <section aria-label="Person of interest" className="space-y-2">
        <h3 className="text-sm font-semibold text-ink">Person of interest</h3>
        <Facts items={partyFacts(draft.subject)} />
      </section>
      {draft.ordering_customer && (
        <section aria-label="Ordering customer" className="space-y-2">
          <h3 className="text-sm font-semibold text-ink">Ordering customer</h3>
          <Facts items={partyFacts(draft.ordering_customer)} />
        </section>
      )}
      <Table
        caption="Transactions related to the matter"
        head={['Tracking number', 'Date', 'Sent', 'To be received', 'Status']}
      >
        {draft.transactions.map((transaction) => (
          <tr key={transaction.tracking_number}>
            <Cell className="font-mono">{transaction.tracking_number}</Cell>
            <Cell className="whitespace-nowrap">{formatDateTime(transaction.date)}</Cell>
            <Cell className="whitespace-nowrap">
              {formatAmount(transaction.sent.amount, transaction.sent.currency)}
            </Cell>
            <Cell className="whitespace-nowrap">
              {formatAmount(transaction.to_be_received.amount, transaction.to_be_received.currency)}
            </Cell>
            <Cell>{humanize(transaction.status)}</Cell>
          </tr>
        ))}
      </Table>
      <Button variant="secondary" onClick={() => download(draft)}>
        Download the draft
      </Button>
    </div>
  );
}

/** A confirmed case's suspicious matter report, as drafted from the case. */
export function SmrDraftCard({ caseId }: { caseId: string }) {
  const draft = useQuery(smrDraftQueryOptions(caseId));
  return (
    <Card title="Suspicious matter report (draft)">
      {draft.isPending ? (
        <LoadingState label="Drafting the report" />
      ) : draft.isError ? (
        <ErrorState error={draft.error} onRetry={() => void draft.refetch()} />
      ) : (
        <Draft draft={draft.data} />
      )}
    </Card>
  );
}
