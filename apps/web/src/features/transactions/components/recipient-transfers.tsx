import { Trans, useLingui } from '@lingui/react/macro';
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
  /** The card's title; "Transfers" (in the customer's language) unless the page says otherwise. */
  title?: string;
}

/** A recipient's transfers, newest first, for the recipient's page. */
export function RecipientTransfers({ recipientId, recipientName, title }: RecipientTransfersProps) {
  const { t } = useLingui();
  const transfers = useTransactions({ recipient_id: recipientId });
  const rows = transfers.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <Card
      title={title ?? t`Transfers`}
      icon={<ArrowLeftRight aria-hidden="true" className="size-5" />}
    >
      {transfers.isPending ? (
        <TransferRowsSkeleton label={t`Loading the transfers`} count={3} />
      ) : !transfers.data ? (
        <Alert tone="error">
          <p>
            <Trans>We could not load the transfers.</Trans>
          </p>
          <Button variant="secondary" className="mt-3" onClick={() => void transfers.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </Alert>
      ) : rows.length === 0 ? (
        <p className="text-muted">
          {recipientName ? (
            <Trans>
              No transfers to <bdi translate="no">{recipientName}</bdi> yet.
            </Trans>
          ) : (
            <Trans>No transfers to them yet.</Trans>
          )}
        </p>
      ) : (
        <TransferList
          transfers={rows}
          label={recipientName ? t`Transfers to ${recipientName}` : t`Transfers to this recipient`}
          hasMore={transfers.hasNextPage}
          loadingMore={transfers.isFetchingNextPage}
          moreFailed={transfers.isFetchNextPageError}
          onShowMore={() => void transfers.fetchNextPage()}
        />
      )}
    </Card>
  );
}
