import type { Limits } from '@homeward/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { BadgeCheck, ChevronRight, CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { formatMoney } from '@/lib/format';
import type { VerificationStep } from '../lib/steps';

interface VerifiedPanelProps {
  steps: VerificationStep[];
  limits: Limits | undefined;
}

/** Everything approved: "Verified", the limits in force, and nothing left to upload. */
export function VerifiedPanel({ steps, limits }: VerifiedPanelProps) {
  const { t } = useLingui();
  return (
    <section
      aria-labelledby="verified-heading"
      className="rounded-card bg-surface p-5 shadow-card sm:p-7"
    >
      <div className="flex items-center gap-3">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-success-soft text-success">
          <BadgeCheck aria-hidden="true" className="size-7" />
        </span>
        <div>
          <h2 id="verified-heading" className="text-xl font-bold text-ink">
            <Trans>Verified</Trans>
          </h2>
          <p className="text-sm text-muted">
            <Trans>Your identity and address are approved.</Trans>
          </p>
        </div>
      </div>
      {limits ? (
        <dl className="mt-6 grid gap-3 sm:grid-cols-2">
          <div className="rounded-field bg-canvas p-4">
            <dt className="text-sm text-muted">
              <Trans>You can send up to</Trans>
            </dt>
            <dd className="text-lg font-semibold text-ink tabular-nums">
              {formatMoney(limits.per_transfer)}{' '}
              <span className="text-sm font-normal text-muted">
                <Trans>a transfer</Trans>
              </span>
            </dd>
          </div>
          <div className="rounded-field bg-canvas p-4">
            <dt className="text-sm text-muted">
              <Trans>And in any 30 days</Trans>
            </dt>
            <dd className="text-lg font-semibold text-ink tabular-nums">
              {formatMoney(limits.rolling_30_days.limit)}
            </dd>
          </div>
        </dl>
      ) : null}
      <ul aria-label={t`Approved documents`} className="mt-6 divide-y divide-line">
        {steps.map((step) => (
          <li key={step.category.code} className="flex items-center gap-3 py-3 text-sm">
            <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-success" />
            <span className="flex-1 text-ink">{step.category.title}</span>
            <span className="font-semibold text-success">
              <Trans>Approved</Trans>
            </span>
          </li>
        ))}
      </ul>
      {limits?.next_step ? (
        // The server's own next step, e.g. a source of funds when the limits were lowered.
        <Link
          to={limits.next_step.route}
          className="mt-4 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-800 hover:underline"
        >
          {limits.next_step.title}
          <ChevronRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        </Link>
      ) : null}
    </section>
  );
}
