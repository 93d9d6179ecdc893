import { ArrowLeftRight } from 'lucide-react';
import { Alert } from '@homeward/ui/alert';
import { Button } from '@/components/button';
import { Card } from '@homeward/ui/card';
import { useTransactions } from '../api/get-transactions';
import { TransferList } from './transfer-list';
import { TransferRowsSkeleton } from './transfer-skeletons';

interface RecipientTransfersProps {
  recipientId: string;
  /** Who they are, for the empty message ("No transfers to Juan yet."); "them" when absent. */
  recipientName?: string;
  /** The card's title; "Transfers" unless the page says otherwise. */
  title?: string;
}

/** A recipient's transfers, newest first, for the recipient's page. */
export function RecipientTransfers({
  recipientId,
  recipientName,
  title = 'Transfers',
}: RecipientTransfersProps) {
  const transfers = useTransactions({ recipient_id: recipientId });
  const rows = transfers.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <Card title={title} icon={<ArrowLeftRight aria-hidden="true" className="size-5" />}>
      {transfers.isPending ? (
        <TransferRowsSkeleton label="Loading the transfers" count={3} />
      ) : !transfers.data ? (
        <Alert tone="error">
          <p>We could not load the transfers.</p>
          <Button variant="secondary" className="mt-3" onClick={() => void transfers.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : rows.length === 0 ? (
        <p className="text-muted">No transfers to {recipientName || 'them'} yet.</p>
      ) : (
        <TransferList
          transfers={rows}
          label={recipientName ? `Transfers to ${recipientName}` : 'Transfers to this recipient'}
          hasMore={transfers.hasNextPage}
          loadingMore={transfers.isFetchingNextPage}
          moreFailed={transfers.isFetchNextPageError}
          onShowMore={() => void transfers.fetchNextPage()}
        />
      )}
    </Card>
  );
}
