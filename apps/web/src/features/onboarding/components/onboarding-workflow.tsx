import type { Customer } from '@homeward/contract';
import { ArrowRight, CircleCheck, Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/button';
import { paths } from '@/lib/paths';
import { onboardingStages, stageStates, type OnboardingStage, type StageId } from '../lib/stages';
import { OnboardingStepper } from './onboarding-stepper';

interface OnboardingWorkflowProps {
  customer: Customer;
  /** The built stages' screens; a stage without one is listed as coming next. */
  views: Partial<Record<StageId, ReactNode>>;
  stages?: OnboardingStage[];
}

/** The stages not built yet: say what comes, and let the customer look around meanwhile. */
function ComingNext({ stages }: { stages: OnboardingStage[] }) {
  return (
    <div>
      <div className="flex items-start gap-3">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-success" />
        <div>
          <h2 className="text-xl font-semibold text-ink">Your email is verified</h2>
          <p className="mt-1 text-muted">
            Thanks! The next steps open soon. Until then you can look around your account.
          </p>
        </div>
      </div>
      <h3 className="mt-6 text-sm font-semibold tracking-wide text-muted uppercase">Coming next</h3>
      <ul className="mt-2 divide-y divide-line rounded-field border border-line">
        {stages.map((stage) => (
          <li key={stage.id} className="flex items-start gap-3 p-4">
            <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-subtle" />
            <div>
              <p className="font-medium text-ink">{stage.label}</p>
              <p className="text-sm text-muted">{stage.summary}</p>
            </div>
          </li>
        ))}
      </ul>
      <Link to={paths.dashboard} className={buttonClasses('primary', 'mt-6 w-full sm:w-auto')}>
        Go to the dashboard
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </div>
  );
}

/** /workflow/onboarding: the stepper, then the current stage (PRODUCT.md journey 1). */
export function OnboardingWorkflow({
  customer,
  views,
  stages = onboardingStages,
}: OnboardingWorkflowProps) {
  const states = stageStates(customer, stages);
  const current = states.find(({ state }) => state === 'current')?.stage;
  const view = current ? views[current.id] : undefined;
  const remaining = states
    .filter(({ state }) => state !== 'complete')
    .map(({ stage }) => stage)
    .filter((stage) => stage.id !== 'done');

  return (
    <div className="rounded-card bg-surface p-5 shadow-card sm:p-8">
      <h1 className="text-2xl font-bold tracking-tight text-ink">Complete Signup</h1>
      <p className="mt-1.5 mb-6 text-muted">
        A few steps and you are ready to send money. Stop at any time: we keep your progress.
      </p>
      <OnboardingStepper stages={states} />
      {view ?? <ComingNext stages={remaining} />}
    </div>
  );
}
