import type { Limits } from '@homeward/contract';
import { clsx } from 'clsx';
import { ChevronRight, CircleAlert, CircleCheck, Hourglass, LockOpen } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/button';
import { formatDateTime } from '@/lib/format';
import { pathTo } from '@/lib/paths';
import { typeOf, unlocksText, type StepState, type VerificationStep } from '../lib/steps';

const badges: Record<StepState, { text: string; className: string }> = {
  to_do: { text: 'To do', className: 'bg-canvas text-muted' },
  in_review: { text: 'In review', className: 'bg-accent-300/30 text-ink' },
  needs_attention: { text: 'Needs attention', className: 'bg-danger-soft text-danger' },
  approved: { text: 'Approved', className: 'bg-success-soft text-success' },
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

function actionLabel(step: VerificationStep): string {
  if (step.state !== 'needs_attention') return step.words.title;
  return step.category.code === 'selfie' ? 'Take the selfie again' : 'Upload a new one';
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
  const headingId = `step-${step.category.code}`;
  const unlocks = unlocksText(step, limits);
  // The step needed now says so, unless it has something more to say (it needs attention).
  const badge =
    current && step.state === 'to_do'
      ? { text: 'Needed now', className: 'bg-brand-700 text-white' }
      : badges[step.state];
  const actionable = step.state === 'to_do' || step.state === 'needs_attention';
  const advice = typeOf(step)?.info;
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
            Step {number} · {step.category.title}
          </p>
          <div className="mt-0.5 flex flex-wrap items-start justify-between gap-2">
            <h2 id={headingId} className="text-lg font-semibold text-ink">
              {step.words.title}
            </h2>
            <span
              className={clsx('rounded-full px-2.5 py-1 text-xs font-semibold', badge.className)}
            >
              {badge.text}
            </span>
          </div>
          <p className="mt-1 text-sm text-muted">{step.words.description}</p>
          {unlocks ? (
            <p className="mt-3 flex items-start gap-2 text-sm text-ink">
              <LockOpen aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
              <span>
                <span className="font-semibold">
                  {step.state === 'approved' ? 'Unlocked: ' : 'Unlocks: '}
                </span>
                {unlocks}
              </span>
            </p>
          ) : null}
          {step.state === 'in_review' && step.latest ? (
            <p className="mt-3 text-sm text-muted">
              We received your {step.latest.document_type.title.toLowerCase()}{' '}
              {formatDateTime(step.latest.created_at)} and are checking it. It usually takes less
              than a day.
            </p>
          ) : null}
          {step.state === 'needs_attention' && step.latest ? (
            <div className="mt-3 space-y-1 rounded-field bg-danger-soft px-3 py-2 text-sm text-ink">
              <p>
                <span className="font-semibold text-danger">
                  {step.latest.status_code === 'expired'
                    ? 'Expired: '
                    : 'Why we could not accept it: '}
                </span>
                {step.latest.rejection_reason ??
                  `your ${step.latest.document_type.title.toLowerCase()} is no longer valid.`}
              </p>
              <p>
                <span className="font-semibold">How to fix it: </span>
                {advice ? `${advice} ` : ''}Send a new one below.
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
              step.state === 'needs_attention'
                ? `${actionLabel(step)}: ${step.category.title}`
                : undefined
            }
            className={buttonClasses(current ? 'primary' : 'secondary', 'w-full sm:w-auto')}
          >
            {actionLabel(step)}
            <ChevronRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      ) : null}
    </section>
  );
}
