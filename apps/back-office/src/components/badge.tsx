import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'success' | 'danger' | 'info' | 'warning';

const tones: Record<BadgeTone, string> = {
  neutral: 'bg-canvas text-muted ring-line',
  success: 'bg-success-soft text-success ring-success/30',
  danger: 'bg-danger-soft text-danger ring-danger/30',
  info: 'bg-info-soft text-info ring-info/30',
  warning: 'bg-accent-300/30 text-ink ring-accent-500/40',
};

export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        tones[tone],
      )}
    >
      {children}
    </span>
  );
}

/** The tone of a status word, wherever it comes from (documents, transfers, proposals, staff). */
export function statusTone(status: string): BadgeTone {
  if (['approved', 'completed', 'active', 'signed_in', 'refunded'].includes(status))
    return 'success';
  if (['rejected', 'failed', 'cancelled', 'disabled', 'expired', 'blocked'].includes(status))
    return 'danger';
  if (['on_hold', 'pending', 'in_review', 'invited', 'refund_pending'].includes(status))
    return 'warning';
  return 'info';
}
