import { Trans } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/button';
import { paths } from '@/lib/paths';
import type { StageId } from '../lib/stages';

/** The link that opens a stage of the workflow (a completed one, to change it). */
export function stageLink(stage: StageId): string {
  return `${paths.onboardingWorkflow}?stage=${stage}`;
}

interface StageHeaderProps {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}

/** A stage's icon, heading and one line on what it asks for. */
export function StageHeader({ icon, title, children }: StageHeaderProps) {
  return (
    <div className="mb-6 flex items-start gap-4">
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        {icon}
      </span>
      <div className="min-w-0">
        <h2 className="text-xl font-semibold text-ink">{title}</h2>
        <div className="mt-1 text-muted">{children}</div>
      </div>
    </div>
  );
}

interface StageActionsProps {
  /** The completed stage before this one, to go back and change it. */
  backTo: StageId | null;
  loading: boolean;
  submitLabel?: string;
}

/** Continue (submits the stage's form) and, when there is one, Back to the stage before. */
export function StageActions({ backTo, loading, submitLabel }: StageActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-between">
      {backTo ? (
        <Link to={stageLink(backTo)} className={buttonClasses('secondary', 'w-full sm:w-auto')}>
          <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          <Trans>Back</Trans>
        </Link>
      ) : (
        <span className="hidden sm:block" />
      )}
      <Button type="submit" loading={loading} className="w-full sm:w-auto sm:min-w-40">
        {submitLabel ?? <Trans>Continue</Trans>}
      </Button>
    </div>
  );
}

/** What each stage gets from the workflow. */
export interface StageProps {
  backTo: StageId | null;
}
