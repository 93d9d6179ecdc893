import {
  isAddressVerified,
  isIdentityVerified,
  isInformationRequired,
  type Customer,
} from '@homeward/contract';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The stages of onboarding (PRODUCT.md journey 1), in order. Each says when it is complete; the
 * first incomplete one is the current stage, so a customer resumes where they left off. A
 * completed stage can be opened again to change it, except verifying the email, and country and
 * identity once the identity is verified.
 */
export const stageIds = [
  'verify-email',
  'country',
  'identity',
  'address',
  'employment',
  'mobile-number',
  'done',
] as const;
export type StageId = (typeof stageIds)[number];

export interface OnboardingStage {
  id: StageId;
  /** The stage's name, read in the customer's language with `t(stage.label)`. */
  label: MessageDescriptor;
  /** One line on what the stage asks for. */
  summary: string;
  isComplete: (customer: Customer) => boolean;
  /**
   * Whether a customer may open it again once complete, to change the answer. Country and
   * identity lock once a proof of identity is approved (the API refuses changes then).
   */
  isEditable: (customer: Customer) => boolean;
}

export const onboardingStages: OnboardingStage[] = [
  {
    id: 'verify-email',
    label: msg`Verify email`,
    summary: 'Confirm your email with the code we sent you.',
    isComplete: (customer) => customer.account.is_email_verified,
    isEditable: () => false,
  },
  {
    id: 'country',
    label: msg`Country`,
    summary: 'Tell us the country you live in.',
    isComplete: (customer) => customer.country !== null,
    isEditable: (customer) => !isIdentityVerified(customer),
  },
  {
    id: 'identity',
    label: msg`Identity`,
    summary: 'Your name, date of birth and identity details.',
    isComplete: (customer) => !isInformationRequired(customer, 'identity'),
    isEditable: (customer) => !isIdentityVerified(customer),
  },
  {
    id: 'address',
    label: msg`Address`,
    summary: 'Where you live.',
    isComplete: (customer) => !isInformationRequired(customer, 'address'),
    isEditable: (customer) => !isAddressVerified(customer),
  },
  {
    id: 'employment',
    label: msg`Employment`,
    summary: 'What you do and where your money comes from.',
    isComplete: (customer) => !isInformationRequired(customer, 'employment'),
    isEditable: () => true,
  },
  {
    id: 'mobile-number',
    label: msg`Mobile number`,
    summary: 'A mobile number we can verify by SMS.',
    isComplete: (customer) => customer.account.mobile_number !== null,
    isEditable: () => true,
  },
  {
    id: 'done',
    label: msg`Done`,
    summary: 'Start sending money.',
    isComplete: () => false,
    isEditable: () => false,
  },
];

export type StageState = 'complete' | 'current' | 'upcoming';
export interface StageEntry {
  stage: OnboardingStage;
  state: StageState;
  /** May be opened again by this customer (see `isEditable`). */
  editable: boolean;
}

/** Each stage with its state for this customer: done, the one to do now, or still ahead. */
export function stageStates(
  customer: Customer,
  stages: OnboardingStage[] = onboardingStages,
): StageEntry[] {
  const current = stages.findIndex((stage) => !stage.isComplete(customer));
  return stages.map((stage, index) => ({
    stage,
    state:
      index < current || current === -1 ? 'complete' : index === current ? 'current' : 'upcoming',
    editable: stage.isEditable(customer),
  }));
}

/**
 * The stage to show: the one asked for in the address when the customer may open it (a completed,
 * editable stage), otherwise the first incomplete one.
 */
export function stageToShow(states: StageEntry[], requested: string | null): OnboardingStage {
  const asked = states.find(
    ({ stage, state, editable }) => stage.id === requested && state === 'complete' && editable,
  );
  if (asked) return asked.stage;
  const current = states.find(({ state }) => state === 'current') ?? states.at(-1);
  return (current as { stage: OnboardingStage }).stage;
}

/** The editable stage before `id`, completed, for the Back button; null when there is none. */
export function previousStage(states: StageEntry[], id: StageId): StageId | null {
  const index = states.findIndex(({ stage }) => stage.id === id);
  const before = states
    .slice(0, Math.max(0, index))
    .filter(({ state, editable }) => editable && state === 'complete');
  return before.at(-1)?.stage.id ?? null;
}
