import { ArrowLeftRight, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '@homeward/ui/alert';
import { Button } from '@/components/button';
import { Card } from '@homeward/ui/card';
import { SkeletonRows } from '@homeward/ui/skeleton';
import { paths } from '@/lib/paths';
import { useTransactions } from '../api/get-transactions';
import { TransferList } from './transfer-list';

/** How many transfers the dashboard shows. */
const RECENT_COUNT = 5;

/** The dashboard's "Recent transfers": the last few, each a link, and the way to all of them. */
export function RecentTransfers() {
  const transfers = useTransactions({ limit: RECENT_COUNT });
  const rows = transfers.data?.pages[0]?.data ?? [];
  return (
    <Card title="Recent transfers" icon={<ArrowLeftRight aria-hidden="true" className="size-5" />}>
      {transfers.isPending ? (
        <SkeletonRows label="Loading your transfers" count={3} />
      ) : transfers.isError ? (
        <Alert tone="error">
          <p>We could not load your transfers.</p>
          <Button variant="secondary" className="mt-3" onClick={() => void transfers.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : rows.length === 0 ? (
        <p className="text-muted">Your transfers will show here.</p>
      ) : (
        <>
          <TransferList transfers={rows} label="Recent transfers" />
          <Link
            to={paths.transactions}
            aria-label="See all transfers"
            className="mt-3 inline-flex min-h-11 items-center gap-1 rounded-field font-semibold text-brand-800 hover:underline"
          >
            See all
            <ChevronRight aria-hidden="true" className="size-4" />
          </Link>
        </>
      )}
    </Card>
  );
}
