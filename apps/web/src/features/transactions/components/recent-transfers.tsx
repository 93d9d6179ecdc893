import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const transfers = useTransactions({ limit: RECENT_COUNT });
  const rows = transfers.data?.pages[0]?.data ?? [];
  return (
    <Card
      title={t`Recent transfers`}
      icon={<ArrowLeftRight aria-hidden="true" className="size-5" />}
    >
      {transfers.isPending ? (
        <SkeletonRows label={t`Loading your transfers`} count={3} />
      ) : transfers.isError ? (
        <Alert tone="error">
          <p>
            <Trans>We could not load your transfers.</Trans>
          </p>
          <Button variant="secondary" className="mt-3" onClick={() => void transfers.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </Alert>
      ) : rows.length === 0 ? (
        <p className="text-muted">
          <Trans>Your transfers will show here.</Trans>
        </p>
      ) : (
        <>
          <TransferList transfers={rows} label={t`Recent transfers`} />
          <Link
            to={paths.transactions}
            aria-label={t`See all transfers`}
            className="mt-3 inline-flex min-h-11 items-center gap-1 rounded-field font-semibold text-brand-800 hover:underline"
          >
            <Trans>See all</Trans>
            <ChevronRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          </Link>
        </>
      )}
    </Card>
  );
}
