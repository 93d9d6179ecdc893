import type { Limits } from '@homeward/contract';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { clsx } from 'clsx';
import { ChevronRight, CircleAlert, CircleCheck, Hourglass, LockOpen } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/button';
import { formatDateTime } from '@/lib/format';
import { pathTo } from '@/lib/paths';
import { stepDescription, stepTitle } from '../lib/step-words';
import { typeOf, unlocksText, type StepState, type VerificationStep } from '../lib/steps';

const badges: Record<StepState, { text: MessageDescriptor; className: string }> = {
  to_do: { text: msg`To do`, className: 'bg-canvas text-muted' },
  in_review: { text: msg`In review`, className: 'bg-accent-300/30 text-ink' },
  needs_attention: { text: msg`Needs attention`, className: 'bg-danger-soft text-danger' },
  approved: { text: msg`Approved`, className: 'bg-success-soft text-success' },
};

/** The marker on the step's line: its number until it is sent, then what happened to it. */
function Marker({ state, number }: { state: StepState; number: number }) {
  const base = 'flex size-9 shrink-0 items-center justify-center rounded-full font-semibold';
  if (state === 'approved') {
    return (
      <span className={clsx(base, 'bg-success text-white')}>
        <CircleCheck aria-hidden="true" className="size-5" />
      </span>
    );
  }
  if (state === 'in_review') {
    return (
      <span className={clsx(base, 'bg-accent-300/40 text-ink')}>
        <Hourglass aria-hidden="true" className="size-4" />
      </span>
    );
  }
  if (state === 'needs_attention') {
    return (
      <span className={clsx(base, 'bg-danger-soft text-danger')}>
        <CircleAlert aria-hidden="true" className="size-5" />
      </span>
    );
  }
  return <span className={clsx(base, 'border-2 border-line text-muted')}>{number}</span>;
}

interface VerificationStepCardProps {
  step: VerificationStep;
  number: number;
  /** The step needed now: it alone gets the primary action. */
  current: boolean;
  limits: Limits | undefined;
}

/** One step of /account-verification: state, what it unlocks, and what to do about it. */
export function VerificationStepCard({ step, number, current, limits }: VerificationStepCardProps) {
  const { t } = useLingui();
  const headingId = `step-${step.category.code}`;
  const unlocks = unlocksText(step, limits);
  // The step needed now says so, unless it has something more to say (it needs attention).
  const badge =
    current && step.state === 'to_do'
      ? { text: msg`Needed now`, className: 'bg-brand-700 text-white' }
      : badges[step.state];
  const categoryTitle = step.category.title;
  const action =
    step.state !== 'needs_attention'
      ? stepTitle(step.words)
      : step.category.code === 'selfie'
        ? t`Take the selfie again`
        : t`Upload a new one`;
  const actionable = step.state === 'to_do' || step.state === 'needs_attention';
  const advice = typeOf(step)?.info;
  // The document as the server names it, in running text, and when it came.
  const documentType = step.latest?.document_type.title.toLowerCase() ?? '';
  const receivedAt = step.latest ? formatDateTime(step.latest.created_at) : '';
  return (
    <section
      aria-labelledby={headingId}
      className={clsx(
        'rounded-card bg-surface p-5 shadow-card sm:p-6',
        current && 'ring-2 ring-brand-600',
      )}
    >
      <div className="flex gap-4">
        <Marker state={step.state} number={number} />
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold tracking-wide text-muted uppercase">
            <Trans>
              Step {number} · {categoryTitle}
            </Trans>
          </p>
          <div className="mt-0.5 flex flex-wrap items-start justify-between gap-2">
            <h2 id={headingId} className="text-lg font-semibold text-ink">
              {stepTitle(step.words)}
            </h2>
            <span
              className={clsx('rounded-full px-2.5 py-1 text-xs font-semibold', badge.className)}
            >
              {t(badge.text)}
            </span>
          </div>
          <p className="mt-1 text-sm text-muted">{stepDescription(step.words)}</p>
          {unlocks ? (
            <p className="mt-3 flex items-start gap-2 text-sm text-ink">
              <LockOpen aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
              <span>
                <span className="font-semibold">
                  {step.state === 'approved' ? t`Unlocked:` : t`Unlocks:`}{' '}
                </span>
                {unlocks}
              </span>
            </p>
          ) : null}
          {step.state === 'in_review' && step.latest ? (
            <p className="mt-3 text-sm text-muted">
              {t`We received your ${documentType} ${receivedAt} and are checking it. It usually takes less than a day.`}
            </p>
          ) : null}
          {step.state === 'needs_attention' && step.latest ? (
            <div className="mt-3 space-y-1 rounded-field bg-danger-soft px-3 py-2 text-sm text-ink">
              <p>
                <span className="font-semibold text-danger">
                  {step.latest.status_code === 'expired'
                    ? t`Expired:`
                    : t`Why we could not accept it:`}{' '}
                </span>
                {step.latest.rejection_reason ?? t`your ${documentType} is no longer valid.`}
              </p>
              <p>
                <span className="font-semibold">{t`How to fix it:`} </span>
                {advice ? `${advice} ` : ''}
                {t`Send a new one below.`}
              </p>
            </div>
          ) : null}
        </div>
      </div>
      {actionable ? (
        // Under the text on desktop; the card's whole width on a phone, so the words fit.
        <div className="mt-4 sm:ps-13">
          <Link
            to={pathTo('categoryView', { category: step.category.code })}
            aria-label={
              step.state === 'needs_attention' ? `${action}: ${categoryTitle}` : undefined
            }
            className={buttonClasses(current ? 'primary' : 'secondary', 'w-full sm:w-auto')}
          >
            {action}
            <ChevronRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          </Link>
        </div>
      ) : null}
    </section>
  );
}
