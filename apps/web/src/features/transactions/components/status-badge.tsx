import type { TransferStatus } from '@homeward/contract';
import { clsx } from 'clsx';
import {
  Ban,
  CircleCheck,
  CirclePause,
  CircleX,
  Clock,
  Hourglass,
  type LucideIcon,
  RotateCcw,
  Send,
  TimerOff,
  Undo2,
  Wallet,
} from 'lucide-react';
import { statusTitle } from '@/lib/status-title';

const amber = 'bg-accent-300/30 text-ink';
const blue = 'bg-info-soft text-info';
const green = 'bg-success-soft text-success';
const red = 'bg-danger-soft text-danger';
const grey = 'bg-canvas text-muted';

/** Calm colours: amber asks for something, blue is on its way, green done, grey or red ended. */
const looks: Record<TransferStatus, { icon: LucideIcon; className: string }> = {
  awaiting_payment: { icon: Wallet, className: amber },
  payment_processing: { icon: Hourglass, className: blue },
  funds_received: { icon: CircleCheck, className: blue },
  processing: { icon: Send, className: blue },
  completed: { icon: CircleCheck, className: green },
  on_hold: { icon: CirclePause, className: amber },
  cancelled: { icon: Ban, className: grey },
  refund_pending: { icon: RotateCcw, className: blue },
  refunded: { icon: Undo2, className: grey },
  failed: { icon: CircleX, className: red },
  expired: { icon: TimerOff, className: grey },
};

/** A transfer's status as words and an icon, coloured; never colour alone. */
export function StatusBadge({ status, className }: { status: TransferStatus; className?: string }) {
  const look = looks[status] as (typeof looks)[TransferStatus] | undefined;
  const Icon = look?.icon ?? Clock;
  return (
    <span
      data-status={status}
      className={clsx(
        'inline-flex w-fit shrink-0 items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold',
        look?.className ?? grey,
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {statusTitle(status) ?? status}
    </span>
  );
}
