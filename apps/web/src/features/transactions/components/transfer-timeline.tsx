import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Transfer } from '@homeward/contract';
import { clsx } from 'clsx';
import { Check, X } from 'lucide-react';
import { formatDateTime } from '@/lib/format';
import { transferPath, type PathStep, type StepState } from '../lib/transfer-path';

/** What each state is called for a screen reader: the marker's shape says it to the eye. */
const stateWords: Record<StepState, MessageDescriptor> = {
  done: msg`done`,
  in_progress: msg`in progress`,
  upcoming: msg`expected, not done yet`,
  stopped: msg`stopped here`,
};

/**
 * The marker of a step: a tick when done, a filled ring while under way, a cross where the
 * transfer stopped, an empty circle for what is still to come. Shape, not only colour.
 */
function Marker({ step }: { step: PathStep }) {
  const base = 'relative z-10 flex size-6 items-center justify-center rounded-full border-2';
  if (step.state === 'done') {
    return (
      <span className={clsx(base, 'border-brand-700 bg-brand-700 text-white')}>
        <Check className="size-3.5" strokeWidth={3} />
      </span>
    );
  }
  if (step.state === 'stopped') {
    return (
      <span className={clsx(base, 'border-danger bg-danger text-white')}>
        <X className="size-3.5" strokeWidth={3} />
      </span>
    );
  }
  if (step.state === 'in_progress') {
    return (
      <span className={clsx(base, 'border-brand-700 bg-surface ring-4 ring-brand-100')}>
        <span className="size-2.5 rounded-full bg-brand-700" />
      </span>
    );
  }
  return <span className={clsx(base, 'border-dashed border-subtle bg-surface')} />;
}

/**
 * The transfer's whole path as an ordered list: the steps it went through with their times, the
 * step it is at (aria-current="step"), and the steps still to come with when to expect them.
 */
export function TransferTimeline({ transfer }: { transfer: Transfer }) {
  const { t } = useLingui();
  const steps = transferPath(transfer);
  return (
    <ol aria-label={t`Transfer progress`}>
      {steps.map((step, index) => {
        const next = steps[index + 1];
        const upcoming = step.state === 'upcoming';
        const state = t(stateWords[step.state]);
        return (
          <li
            key={step.id}
            aria-current={step.current ? 'step' : undefined}
            className="relative flex gap-3 pb-6 last:pb-0"
          >
            <span aria-hidden="true" className="relative flex w-6 shrink-0 justify-center">
              {next ? (
                // The line to the next step: solid where the money has been, dashed ahead.
                <span
                  className={clsx(
                    'absolute top-6 -bottom-0 w-0 border-s-2',
                    next.state === 'upcoming' ? 'border-dashed border-line' : 'border-brand-700',
                  )}
                />
              ) : null}
              <Marker step={step} />
            </span>
            <div
              className={clsx(
                'min-w-0 pt-0.5',
                step.current && '-mx-2 -mt-1.5 flex-1 rounded-field bg-brand-50 px-2 pt-2 pb-2',
              )}
            >
              <p className={clsx('font-semibold', upcoming ? 'text-muted' : 'text-ink')}>
                {step.title}
                <span className="sr-only">
                  {' '}
                  {step.current ? t`(${state}, where your transfer is now)` : t`(${state})`}
                </span>
              </p>
              {step.at && !upcoming ? (
                <p className="text-sm text-muted">
                  <time dateTime={step.at}>{formatDateTime(step.at)}</time>
                </p>
              ) : null}
              {step.expected ? (
                <p
                  className={clsx(
                    'text-sm',
                    step.current ? 'font-semibold text-ink' : 'text-muted',
                  )}
                >
                  {step.expected.at ? (
                    <time dateTime={step.expected.at}>{step.expected.text}</time>
                  ) : (
                    step.expected.text
                  )}
                </p>
              ) : null}
              {step.notes.map((note) => (
                <p
                  key={note}
                  className={clsx('mt-1 text-sm', upcoming ? 'text-muted' : 'text-ink')}
                >
                  {note}
                </p>
              ))}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
