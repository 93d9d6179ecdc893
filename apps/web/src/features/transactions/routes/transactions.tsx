import { Trans, useLingui } from '@lingui/react/macro';
import { transferStatuses, type TransferStatus } from '@homeward/contract';
import { FileDown, Inbox, SearchX } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '@homeward/ui/alert';
import { Button, buttonClasses } from '@/components/button';
import { PageHeader } from '@homeward/ui/card';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useTransactions } from '../api/get-transactions';
import { StatementDialog } from '../components/statement-dialog';
import { TransferFilters } from '../components/transfer-filters';
import { TransferList } from '../components/transfer-list';
import { TransferRowsSkeleton } from '../components/transfer-skeletons';
import { describeFilters } from '../lib/describe-filters';

/** How long the search box waits for typing to pause before asking the API. */
const SEARCH_DELAY_MS = 300;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

type FilterParam = 'status' | 'from' | 'to' | 'q';

/** The filters as the URL holds them; values the screen cannot show are ignored. */
function readFilters(params: URLSearchParams) {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const statuses = (params.get('status') ?? '')
    .split(',')
    .filter((status): status is TransferStatus =>
      (transferStatuses as readonly string[]).includes(status),
    );
  return {
    statuses,
    from: isoDate.test(from) ? from : '',
    to: isoDate.test(to) ? to : '',
    q: (params.get('q') ?? '').trim(),
  };
}

/**
 * /transactions: every transfer, newest first, a keyset page at a time. The filters live in the
 * URL, so a reload, a shared link and the back button all show the same list.
 */
export function TransactionsRoute() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const searchRef = useRef<HTMLInputElement>(null);
  const [statementOpen, setStatementOpen] = useState(false);

  // The search box runs ahead of the URL while the customer types, and follows the URL when it
  // changes under it (back, forward, "Clear filters").
  const [search, setSearch] = useState(filters.q);
  const [seenQ, setSeenQ] = useState(filters.q);
  if (filters.q !== seenQ) {
    setSeenQ(filters.q);
    if (filters.q !== search.trim()) setSearch(filters.q);
  }

  const setFilter = useCallback(
    (values: Partial<Record<FilterParam, string>>, replace = false) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [name, value] of Object.entries(values)) {
            if (value) next.set(name, value);
            else next.delete(name);
          }
          return next;
        },
        // Typing replaces the entry, so back does not step through every pause in the typing.
        { replace },
      ),
    [setParams],
  );

  useEffect(() => {
    const value = search.trim();
    if (value === filters.q) return;
    const timer = window.setTimeout(() => setFilter({ q: value }, true), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [search, filters.q, setFilter]);

  const datesBackwards = Boolean(filters.from && filters.to && filters.from > filters.to);
  const transfers = useTransactions(
    {
      status: filters.statuses.length ? filters.statuses : undefined,
      from: filters.from,
      to: filters.to,
      q: filters.q,
    },
    { keepPrevious: true, enabled: !datesBackwards },
  );

  const filtered = Boolean(filters.statuses.length || filters.from || filters.to || filters.q);
  const clearFilters = () => {
    setParams(new URLSearchParams());
    setSearch('');
    searchRef.current?.focus();
  };

  const rejected =
    transfers.error instanceof ApiError && transfers.error.status === 422
      ? transfers.error.fieldErrors
      : {};
  const errors = {
    status: rejected.status?.[0],
    from: rejected.from?.[0],
    to: datesBackwards ? t`Choose an end date on or after the start date.` : rejected.to?.[0],
    q: rejected.q?.[0],
  };

  const rows = transfers.data?.pages.flatMap((page) => page.data) ?? [];
  const empty = transfers.isSuccess && rows.length === 0;

  let body: ReactNode;
  if (datesBackwards) {
    body = (
      <p className="py-6 text-center text-muted">
        <Trans>Fix the dates to see your transfers.</Trans>
      </p>
    );
  } else if (transfers.isPending) {
    body = <TransferRowsSkeleton label={t`Loading your transfers`} />;
  } else if (!transfers.data) {
    body = (
      <Alert tone="error">
        <p>
          {Object.keys(rejected).length > 0
            ? t`Those filters could not be used. Change them and try again.`
            : t`We could not load your transfers.`}
        </p>
        <Button variant="secondary" className="mt-3" onClick={() => void transfers.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </Alert>
    );
  } else if (rows.length === 0 && filtered) {
    body = (
      <EmptyState icon={<SearchX aria-hidden="true" className="size-6" />} title={t`No matches`}>
        <p>
          {describeFilters(filters)} {t`Try other words, dates or statuses.`}
        </p>
        <Button variant="secondary" className="mt-4" onClick={clearFilters}>
          <Trans>Clear filters</Trans>
        </Button>
      </EmptyState>
    );
  } else if (rows.length === 0) {
    body = (
      <EmptyState
        icon={<Inbox aria-hidden="true" className="size-6" />}
        title={t`No transfers yet`}
      >
        <p>
          <Trans>When you send money, your transfers and their progress show here.</Trans>
        </p>
        <Link to={paths.dashboard} className={buttonClasses('primary', 'mt-4')}>
          <Trans>Send money</Trans>
        </Link>
      </EmptyState>
    );
  } else {
    body = (
      <div
        aria-busy={transfers.isPlaceholderData || undefined}
        className={transfers.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
      >
        <TransferList
          transfers={rows}
          label={t`Transfers`}
          hasMore={transfers.hasNextPage && !transfers.isPlaceholderData}
          loadingMore={transfers.isFetchingNextPage}
          moreFailed={transfers.isFetchNextPageError}
          onShowMore={() => void transfers.fetchNextPage()}
        />
      </div>
    );
  }

  return (
    <div>
      <div className="flex flex-col gap-x-6 sm:flex-row sm:items-start sm:justify-between">
        <PageHeader
          title={t`Transactions`}
          subtitle={t`Every transfer you have made, newest first.`}
        />
        <Button
          variant="secondary"
          className="mb-6 self-start"
          onClick={() => setStatementOpen(true)}
        >
          <FileDown aria-hidden="true" className="size-5" />
          <Trans>Download statement</Trans>
        </Button>
      </div>
      {statementOpen ? <StatementDialog onClose={() => setStatementOpen(false)} /> : null}
      <div className="space-y-6 rounded-card bg-surface p-5 shadow-card sm:p-7">
        <TransferFilters
          values={{ statuses: filters.statuses, from: filters.from, to: filters.to, search }}
          onStatusesChange={(statuses) => setFilter({ status: statuses.join(',') })}
          onPeriodChange={(period) => setFilter(period)}
          onDateChange={(field, value) => setFilter({ [field]: value })}
          onSearchChange={setSearch}
          // The empty state offers its own "Clear filters"; one button is enough.
          onClear={(filtered || search.trim()) && !empty ? clearFilters : undefined}
          errors={errors}
          searchRef={searchRef}
        />
        <section aria-label={t`Transfers`} className="border-t border-line pt-4">
          {body}
        </section>
        <p aria-live="polite" className="sr-only">
          {empty ? (filtered ? t`No transfers match these filters.` : t`No transfers yet.`) : ''}
        </p>
      </div>
    </div>
  );
}

function EmptyState({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center px-2 py-8 text-center text-muted">
      <span className="mb-3 inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        {icon}
      </span>
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      <div className="mt-1 flex max-w-sm flex-col items-center">{children}</div>
    </div>
  );
}

export { TransactionsRoute as Component };
