import type { StaffPermission, WorkQueue } from '@homeward/contract';
import { useQuery } from '@tanstack/react-query';
import {
  ArrowRight,
  BadgeCheck,
  FileSearch,
  PauseCircle,
  ServerCrash,
  ShieldAlert,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '@homeward/ui/card';
import { ErrorState, LoadingState } from '@/components/states';
import { useStaffSession } from '@/features/auth/api/session';
import { mayUse } from '@/lib/access';
import { formatAge } from '@/lib/format';
import { paths } from '@/lib/paths';
import { queueQueryOptions } from '../api/get-queue';

interface Lane {
  key: keyof WorkQueue;
  title: string;
  icon: LucideIcon;
  to: string;
  anyOf: readonly StaffPermission[];
  /** Shown only to those who may open it, not merely counted for everyone. */
  restricted?: boolean;
}

const lanes: Lane[] = [
  {
    key: 'documents',
    title: 'Documents to review',
    icon: FileSearch,
    to: `${paths.documents}?status=pending,in_review`,
    anyOf: ['documents.read'],
  },
  {
    key: 'cases',
    title: 'Screening hits',
    icon: ShieldAlert,
    to: paths.cases,
    anyOf: ['cases.read'],
    // Who may be on a sanctions list is for compliance alone.
    restricted: true,
  },
  {
    key: 'holds',
    title: 'Transfers on hold',
    icon: PauseCircle,
    to: `${paths.transfers}?status=on_hold`,
    anyOf: ['transfers.read'],
  },
  {
    key: 'proposals',
    title: 'Waiting for a second approver',
    icon: BadgeCheck,
    to: paths.approvals,
    anyOf: ['transfers.hold', 'pricing.change'],
  },
  {
    key: 'failed_jobs',
    title: 'Failed jobs',
    icon: ServerCrash,
    to: paths.jobs,
    anyOf: ['jobs.read'],
  },
];

/** "3 waiting · oldest 2 h", or "Nothing waiting". */
export function laneSummary(lane: WorkQueue[keyof WorkQueue]): string {
  if (lane.count === 0) return 'Nothing waiting';
  const oldest = lane.oldest_at ? ` · oldest ${formatAge(lane.oldest_at)}` : '';
  return `${lane.count} waiting${oldest}`;
}

export function Component() {
  const queue = useQuery(queueQueryOptions);
  const roles = useStaffSession()?.staff.roles ?? [];
  return (
    <>
      <PageHeader title="Work queue" subtitle="What is waiting for the team, oldest first." />
      {queue.isPending ? <LoadingState label="Loading the work queue" /> : null}
      {queue.isError ? (
        <ErrorState error={queue.error} onRetry={() => void queue.refetch()} />
      ) : null}
      {queue.data ? (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {lanes.map(({ key, title, icon: Icon, to, anyOf, restricted }) => {
            const lane = queue.data[key];
            const allowed = mayUse(roles, anyOf);
            if (restricted && !allowed) return null;
            const body = (
              <>
                <span className="inline-flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <h2 className="mt-3 font-semibold text-ink">{title}</h2>
                <p className="mt-1 text-3xl font-bold text-ink tabular-nums">{lane.count}</p>
                <p className="mt-1 text-sm text-muted">{laneSummary(lane)}</p>
              </>
            );
            return (
              <li key={key}>
                {allowed ? (
                  <Link
                    to={to}
                    className="group flex h-full flex-col items-start rounded-card bg-surface p-5 shadow-card ring-brand-500 hover:ring-2"
                  >
                    {body}
                    <span className="mt-auto inline-flex items-center gap-1 pt-3 text-sm font-semibold text-brand-700 group-hover:underline">
                      Open the list <ArrowRight aria-hidden="true" className="size-4" />
                    </span>
                  </Link>
                ) : (
                  <div className="h-full rounded-card bg-surface p-5 shadow-card">{body}</div>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
    </>
  );
}
