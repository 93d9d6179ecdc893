import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { clsx } from 'clsx';
import { CircleCheck, CircleX, Clock, Hourglass, type LucideIcon, TimerOff } from 'lucide-react';

const statuses: Record<
  string,
  { label: MessageDescriptor; icon: LucideIcon; className: string } | undefined
> = {
  pending: { label: msg`Received`, icon: Clock, className: 'bg-info-soft text-info' },
  in_review: { label: msg`In review`, icon: Hourglass, className: 'bg-accent-300/30 text-ink' },
  approved: {
    label: msg`Approved`,
    icon: CircleCheck,
    className: 'bg-success-soft text-success',
  },
  rejected: { label: msg`Rejected`, icon: CircleX, className: 'bg-danger-soft text-danger' },
  expired: { label: msg`Expired`, icon: TimerOff, className: 'bg-canvas text-muted' },
};

/** A document's status as a word and an icon, coloured; never colour alone. */
export function StatusBadge({ status, fallback }: { status: string; fallback?: string }) {
  const { t } = useLingui();
  const known = statuses[status];
  const Icon = known?.icon ?? Clock;
  return (
    <span
      data-status={status}
      className={clsx(
        'inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold',
        known?.className ?? 'bg-canvas text-muted',
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {known ? t(known.label) : (fallback ?? status)}
    </span>
  );
}
