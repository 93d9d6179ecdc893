import { isInformationRequired, type Customer } from '@homeward/contract';

/**
 * The stages of onboarding (PRODUCT.md journey 1), in order. Each says when it is complete; the
 * first incomplete one is the current stage, so a customer resumes where they left off. A stage
 * is built by giving its id a view in the workflow's `views`; until then it shows as coming next.
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
  label: string;
  /** One line on what the stage asks for. */
  summary: string;
  isComplete: (customer: Customer) => boolean;
}

export const onboardingStages: OnboardingStage[] = [
  {
    id: 'verify-email',
    label: 'Verify email',
    summary: 'Confirm your email with the code we sent you.',
    isComplete: (customer) => customer.account.is_email_verified,
  },
  {
    id: 'country',
    label: 'Country',
    summary: 'Tell us the country you live in.',
    isComplete: (customer) => customer.country !== null,
  },
  {
    id: 'identity',
    label: 'Identity',
    summary: 'Your name, date of birth and identity details.',
    isComplete: (customer) => !isInformationRequired(customer, 'identity'),
  },
  {
    id: 'address',
    label: 'Address',
    summary: 'Where you live.',
    isComplete: (customer) => !isInformationRequired(customer, 'address'),
  },
  {
    id: 'employment',
    label: 'Employment',
    summary: 'What you do and where your money comes from.',
    isComplete: (customer) => !isInformationRequired(customer, 'employment'),
  },
  {
    id: 'mobile-number',
    label: 'Mobile number',
    summary: 'A mobile number we can verify by SMS.',
    isComplete: (customer) => customer.account.mobile_number !== null,
  },
  {
    id: 'done',
    label: 'Done',
    summary: 'Start sending money.',
    isComplete: () => false,
  },
];

export type StageState = 'complete' | 'current' | 'upcoming';

/** Each stage with its state for this customer: done, the one to do now, or still ahead. */
export function stageStates(
  customer: Customer,
  stages: OnboardingStage[] = onboardingStages,
): { stage: OnboardingStage; state: StageState }[] {
  const current = stages.findIndex((stage) => !stage.isComplete(customer));
  return stages.map((stage, index) => ({
    stage,
    state:
      index < current || current === -1 ? 'complete' : index === current ? 'current' : 'upcoming',
  }));
}
