import { Trans, useLingui } from '@lingui/react/macro';
import type { Transfer } from '@homeward/contract';
import { CirclePause } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/button';
import { paths } from '@/lib/paths';
import { latestEventOf } from '../lib/timeline';

/**
 * An on_hold transfer: compliance is checking it. Says why, as the timeline records it, and what
 * the customer can do: verify their identity when that is the question, otherwise wait.
 */
export function HoldPanel({ transfer }: { transfer: Transfer }) {
  const { t } = useLingui();
  const hold = latestEventOf(transfer.timeline, 'on_hold');
  const reason = hold?.reason ?? null;
  // Said by the API whatever the reason's language: documents on file can settle this hold.
  const identity = hold?.action === 'verify_identity';
  return (
    <section
      aria-labelledby="hold-heading"
      className="rounded-card border border-info/30 bg-info-soft p-5 sm:p-6"
    >
      <h2 id="hold-heading" className="flex items-center gap-2 font-semibold text-ink">
        <CirclePause aria-hidden="true" className="size-5 shrink-0 text-info" />
        <Trans>We are checking this transfer</Trans>
      </h2>
      <p className="mt-1 text-ink">
        {reason ?? t`Our compliance team is reviewing it before the money goes on its way.`}
      </p>
      {identity ? (
        <>
          <p className="mt-2 text-ink">
            <Trans>Confirm your identity so we can send the money.</Trans>
          </p>
          <Link
            to={paths.accountVerification}
            className={buttonClasses('primary', 'mt-4 w-full sm:w-auto')}
          >
            <Trans>Verify your identity</Trans>
          </Link>
        </>
      ) : (
        <p className="mt-2 text-muted">
          <Trans>We will email you if we need anything.</Trans>
        </p>
      )}
    </section>
  );
}
