import { Trans, useLingui } from '@lingui/react/macro';
import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { StageEntry, StageId, StageState } from '../lib/stages';
import { stageLink } from './stage-layout';

/** What a screen reader says for a stage: its name and its state. */
function useSpoken() {
  const { t } = useLingui();
  return (label: string, state: StageState): string => {
    switch (state) {
      case 'complete':
        return t`${label} (done)`;
      case 'current':
        return t`${label} (current step)`;
      default:
        return t`${label} (not started)`;
    }
  };
}

interface OnboardingStepperProps {
  stages: StageEntry[];
  /** The stage on screen: the current one, or a completed one opened to change it. */
  viewing?: StageId;
}

/**
 * Where the customer is in onboarding. Phones see a segmented bar and "Step 2 of 7"; wider
 * screens see every stage by name. The list is one <ol> either way, with the stage on screen
 * marked aria-current="step" and each state said in words. Completed stages that can be
 * changed are links that open them again.
 */
export function OnboardingStepper({ stages, viewing }: OnboardingStepperProps) {
  const { t } = useLingui();
  const spoken = useSpoken();
  const shownIndex = stages.findIndex(({ stage, state }) =>
    viewing ? stage.id === viewing : state === 'current',
  );
  const shown = stages[shownIndex];
  const step = shownIndex + 1;
  const steps = stages.length;
  const shownLabel = shown ? t(shown.stage.label) : '';
  return (
    <nav aria-label={t`Signup progress`} className="mb-6">
      {shown ? (
        <p className="mb-3 text-sm font-medium text-muted sm:hidden" aria-hidden="true">
          <Trans>
            Step {step} of {steps}: <span className="font-semibold text-ink">{shownLabel}</span>
          </Trans>
        </p>
      ) : null}
      <ol className="flex gap-1.5 sm:gap-2">
        {stages.map(({ stage, state, editable }, index) => {
          const onScreen = index === shownIndex;
          const canOpen = state === 'complete' && editable && !onScreen;
          const label = t(stage.label);
          const stageName = label.toLowerCase();
          const content: ReactNode = (
            <>
              <span
                aria-hidden="true"
                className={clsx(
                  'block h-1.5 rounded-full',
                  state === 'complete' && 'bg-brand-600',
                  state === 'current' && 'bg-accent-400',
                  state === 'upcoming' && 'bg-line',
                  onScreen && state === 'complete' && 'ring-2 ring-accent-400 ring-offset-1',
                )}
              />
              <span aria-hidden="true" className="mt-2 hidden flex-col items-start gap-1 sm:flex">
                <span
                  className={clsx(
                    'inline-flex size-5 shrink-0 items-center justify-center rounded-full text-[0.7rem] font-bold',
                    state === 'complete' && 'bg-brand-600 text-white',
                    state === 'current' && 'bg-accent-400 text-brand-950',
                    state === 'upcoming' && 'border border-line text-muted',
                  )}
                >
                  {state === 'complete' ? <Check className="size-3" strokeWidth={3} /> : index + 1}
                </span>
                <span
                  className={clsx(
                    'text-xs leading-tight',
                    onScreen ? 'font-semibold text-ink' : 'text-muted',
                    canOpen && 'underline decoration-line underline-offset-2',
                  )}
                >
                  {label}
                </span>
              </span>
              <span className="sr-only">{spoken(label, state)}</span>
            </>
          );
          return (
            <li
              key={stage.id}
              aria-current={onScreen ? 'step' : undefined}
              data-state={state}
              // No narrower than its longest word: a name that does not fit its share (the bold
              // one on screen) widens its step instead of running into the next one.
              className="flex-1"
            >
              {canOpen ? (
                <Link
                  to={stageLink(stage.id)}
                  title={t`Change ${stageName}`}
                  className="-my-2 block rounded-sm py-2 hover:opacity-80"
                >
                  {content}
                </Link>
              ) : (
                content
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
