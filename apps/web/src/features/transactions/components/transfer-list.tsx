import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { TransferSummary } from '@homeward/contract';
import { useEffect, useRef } from 'react';
import { Alert } from '@homeward/ui/alert';
import { Button } from '@/components/button';
import { TransferRow } from './transfer-row';

interface TransferListProps {
  transfers: TransferSummary[];
  /** Names the list for screen readers. */
  label: string;
  /** Whether the API has another keyset page. */
  hasMore?: boolean;
  loadingMore?: boolean;
  /** Loading the next page failed; the button then offers to try again. */
  moreFailed?: boolean;
  onShowMore?: () => void;
}

/**
 * Transfers as a list of links, with "Show more" for the next keyset page. After more arrive,
 * focus moves to the first new transfer, so a keyboard user carries on where the list grew
 * (and is not dropped on the page when the button disappears with the last page).
 */
export function TransferList({
  transfers,
  label,
  hasMore = false,
  loadingMore = false,
  moreFailed = false,
  onShowMore,
}: TransferListProps) {
  const { t } = useLingui();
  const count = transfers.length;
  const listRef = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);

  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || transfers.length <= from) return;
    focusFrom.current = null;
    listRef.current?.querySelectorAll('a')[from]?.focus();
  }, [transfers.length]);

  const showMore = () => {
    focusFrom.current = transfers.length;
    onShowMore?.();
  };

  return (
    <div>
      <ul ref={listRef} aria-label={label} className="-mx-2 divide-y divide-line">
        {transfers.map((transfer) => (
          <li key={transfer.id}>
            <TransferRow transfer={transfer} />
          </li>
        ))}
      </ul>
      <p aria-live="polite" className="sr-only">
        <Plural value={count} one="Showing # transfer" other="Showing # transfers" />
      </p>
      {moreFailed ? (
        <Alert tone="error" className="mt-4">
          <Trans>We could not load more transfers. Please try again.</Trans>
        </Alert>
      ) : null}
      {hasMore && onShowMore ? (
        <div className="mt-4 flex justify-center">
          <Button variant="secondary" loading={loadingMore} onClick={showMore}>
            {moreFailed ? t`Try again` : t`Show more`}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
