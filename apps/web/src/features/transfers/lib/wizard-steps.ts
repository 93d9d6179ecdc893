import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router';
import { pathTo } from '@/lib/paths';

/**
 * Each step of the wizard has its own address under the spec's `/transfer/{quoteId}`, so Back
 * and Forward move between steps and a reload stays on the step (issue 18, defect 2). The
 * recipient step keeps the spec's address itself. Titles are message descriptors, read with
 * `t(title)` where they are shown.
 */
export const wizardSteps = [
  { step: 1, title: msg`Recipient`, segment: '' },
  { step: 2, title: msg`Details`, segment: 'details' },
  { step: 3, title: msg`Review`, segment: 'review' },
] as const;

export type TransferStep = (typeof wizardSteps)[number]['step'];

/**
 * The steps as child routes of the wizard's page, so any other address under it is not found.
 * They draw nothing (`element: null`): the wizard reads its step from the address.
 */
export const wizardStepRoutes: RouteObject[] = wizardSteps.map(({ segment }) =>
  segment ? { path: segment, element: null } : { index: true, element: null },
);

export function wizardStepPath(quoteId: string, step: TransferStep): string {
  const base = pathTo('transferWizard', { quoteId });
  const segment = wizardSteps.find((entry) => entry.step === step)?.segment;
  return segment ? `${base}/${segment}` : base;
}

/** The step a wizard address shows (the recipient step for the bare address). */
export function stepOfPath(pathname: string): TransferStep {
  const last = pathname.replace(/\/+$/, '').split('/').pop();
  return wizardSteps.find(({ segment }) => segment && segment === last)?.step ?? 1;
}
