import type { Customer } from '@homeward/contract';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BriefcaseBusiness, House, IdCard } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { paths } from '@/lib/paths';
import {
  onboardingStages,
  previousStage,
  stageStates,
  stageToShow,
  type OnboardingStage,
  type StageId,
} from '../lib/stages';
import { AllSet } from './all-set';
import { AttributeStage } from './attribute-stage';
import { CountryStage } from './country-stage';
import { MobileNumberStage } from './mobile-number-stage';
import { OnboardingStepper } from './onboarding-stepper';

/** How each profile-category stage introduces itself. */
const attributeStages: Record<
  'identity' | 'address' | 'employment',
  { title: MessageDescriptor; icon: ReactNode; intro: MessageDescriptor }
> = {
  identity: {
    title: msg`About you`,
    icon: <IdCard aria-hidden="true" className="size-6" />,
    intro: msg`As on your passport or other photo ID: we check them against your documents.`,
  },
  address: {
    title: msg`Your address`,
    icon: <House aria-hidden="true" className="size-6" />,
    intro: msg`Where you live now. We may ask for a document that shows it.`,
  },
  employment: {
    title: msg`Your work`,
    icon: <BriefcaseBusiness aria-hidden="true" className="size-6" />,
    intro: msg`The law asks us to know where the money you send comes from.`,
  },
};

interface OnboardingWorkflowProps {
  customer: Customer;
  /** Screens of stages that other features own (verifying the email). */
  views: Partial<Record<StageId, ReactNode>>;
  /** Stores the customer a stage answered with; the workflow then shows what comes next. */
  onCustomer: (customer: Customer) => void;
  stages?: OnboardingStage[];
}

/**
 * /workflow/onboarding: the stepper, then the stage to do (PRODUCT.md journey 1). The page opens
 * at the first incomplete stage; `?stage=identity` opens a completed one to change it. A customer
 * who has nothing left to do when the page opens goes straight on to the dashboard.
 */
export function OnboardingWorkflow({
  customer,
  views,
  onCustomer,
  stages = onboardingStages,
}: OnboardingWorkflowProps) {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const requested = params.get('stage');
  const states = stageStates(customer, stages);
  const shown = stageToShow(states, requested);
  const backTo = previousStage(states, shown.id);
  // Decided once, on opening: finishing the last stage here shows "all set" instead.
  const [finishedOnOpen] = useState(() => shown.id === 'done' && requested === null);

  // Moving between stages moves focus to the new stage's heading, for keyboard and reader users.
  const panel = useRef<HTMLDivElement>(null);
  const lastShown = useRef(shown.id);
  useEffect(() => {
    if (lastShown.current === shown.id) return;
    lastShown.current = shown.id;
    const heading = panel.current?.querySelector('h2');
    if (heading) {
      heading.tabIndex = -1;
      heading.focus();
    }
  }, [shown.id]);

  if (finishedOnOpen) return <Navigate to={paths.dashboard} replace />;

  const saved = (next: Customer) => {
    onCustomer(next);
    // Back to where the customer left off (or "all set" when nothing is left).
    if (requested !== null) setParams({}, { replace: false });
  };

  const view = (() => {
    switch (shown.id) {
      case 'country':
        return <CountryStage customer={customer} backTo={backTo} onSaved={saved} />;
      case 'identity':
      case 'address':
      case 'employment': {
        const { title, icon, intro } = attributeStages[shown.id];
        return (
          <AttributeStage
            customer={customer}
            category={shown.id}
            title={t(title)}
            icon={icon}
            intro={t(intro)}
            backTo={backTo}
            onSaved={saved}
          />
        );
      }
      case 'mobile-number':
        return <MobileNumberStage customer={customer} backTo={backTo} onSaved={saved} />;
      case 'done':
        return <AllSet />;
      default:
        return views[shown.id] ?? null;
    }
  })();

  return (
    <div className="rounded-card bg-surface p-5 shadow-card sm:p-8">
      <h1 className="text-2xl font-bold tracking-tight text-ink">
        <Trans>Complete Signup</Trans>
      </h1>
      <p className="mt-1.5 mb-6 text-muted">
        <Trans>
          A few steps and you are ready to send money. Stop at any time: we keep your progress.
        </Trans>
      </p>
      <OnboardingStepper stages={states} viewing={shown.id} />
      <div ref={panel} key={shown.id}>
        {view}
      </div>
    </div>
  );
}
