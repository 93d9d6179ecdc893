import { Plural, Trans } from '@lingui/react/macro';
import { Timer } from 'lucide-react';
import { formatSeconds, useSecondsLeft } from '@/lib/use-countdown';

/**
 * "Rate locked for 29:41". The ticking clock is for the eyes only; screen readers hear a
 * separate polite line that changes once a minute, not every second. Only this line re-renders
 * each second: the price and the form around it do not.
 */
export function RateLock({ expiresAt }: { expiresAt: string }) {
  const seconds = useSecondsLeft(expiresAt);
  const minutes = Math.ceil(seconds / 60);
  const clock = formatSeconds(seconds);
  return (
    <p className="flex items-center gap-2 text-sm text-muted">
      <Timer aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
      <span aria-hidden="true" className="tabular-nums">
        <Trans>Rate locked for {clock}</Trans>
      </span>
      <span className="sr-only" aria-live="polite" data-testid="rate-lock-announcement">
        <Plural value={minutes} one="Rate locked for # minute" other="Rate locked for # minutes" />
      </span>
    </p>
  );
}
