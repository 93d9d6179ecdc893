import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import type { OnboardingStage, StageState } from '../lib/stages';

const spoken: Record<StageState, string> = {
  complete: 'done',
  current: 'current step',
  upcoming: 'not started',
};

interface OnboardingStepperProps {
  stages: { stage: OnboardingStage; state: StageState }[];
}

/**
 * Where the customer is in onboarding. Phones see a segmented bar and "Step 2 of 7"; wider
 * screens see every stage by name. The list is one <ol> either way, with the current stage
 * marked aria-current="step" and each state said in words.
 */
export function OnboardingStepper({ stages }: OnboardingStepperProps) {
  const currentIndex = stages.findIndex(({ state }) => state === 'current');
  const current = stages[currentIndex];
  return (
    <nav aria-label="Signup progress" className="mb-6">
      {current ? (
        <p className="mb-3 text-sm font-medium text-muted sm:hidden" aria-hidden="true">
          Step {currentIndex + 1} of {stages.length}:{' '}
          <span className="font-semibold text-ink">{current.stage.label}</span>
        </p>
      ) : null}
      <ol className="flex gap-1.5 sm:gap-2">
        {stages.map(({ stage, state }, index) => (
          <li
            key={stage.id}
            aria-current={state === 'current' ? 'step' : undefined}
            data-state={state}
            className="min-w-0 flex-1"
          >
            <span
              aria-hidden="true"
              className={clsx(
                'block h-1.5 rounded-full',
                state === 'complete' && 'bg-brand-600',
                state === 'current' && 'bg-accent-400',
                state === 'upcoming' && 'bg-line',
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
                  state === 'current' ? 'font-semibold text-ink' : 'text-muted',
                )}
              >
                {stage.label}
              </span>
            </span>
            <span className="sr-only">
              {stage.label} ({spoken[state]})
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
