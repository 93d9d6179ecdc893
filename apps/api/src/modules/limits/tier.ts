import {
  PROOF_OF_ADDRESS_CATEGORY,
  PROOF_OF_IDENTITY_CATEGORY,
  type Customer,
  type NextStep,
} from '@homeward/contract';
import { openTasks } from '../tasks/service';
import { taskSentences } from '../tasks/words';

/**
 * Verification tiers (PRODUCT.md, Money rules):
 * 0: the profile is incomplete, or no proof of identity has been provided: cannot send;
 * 1: profile complete, proof of identity pending, in review or approved;
 * 2: identity and address approved.
 */
export type Tier = 0 | 1 | 2;

const ONBOARDING_TASKS = new Set([
  'verify_email',
  'country',
  'identity',
  'address',
  'employment',
  'mobile_number',
]);

function documentIs(customer: Customer, category: string, statuses: string[]): boolean {
  return customer.documents.some(
    (document) =>
      document.document_category.code === category && statuses.includes(document.status_code),
  );
}

export interface TierAssessment {
  tier: Tier;
  /** Tier 0 only: what is missing before any sending. */
  missing: 'profile' | 'identity_document' | null;
  /** What raises the tier next; null at the top. */
  nextStep: NextStep | null;
}

export function assessTier(customer: Customer): TierAssessment {
  const tasks = openTasks(customer);
  const onboarding = tasks.find((task) => ONBOARDING_TASKS.has(task.code));
  if (onboarding) return { tier: 0, missing: 'profile', nextStep: onboarding };

  const identityTask = tasks.find((task) => task.code === `document:${PROOF_OF_IDENTITY_CATEGORY}`);
  const identityProvided = documentIs(customer, PROOF_OF_IDENTITY_CATEGORY, [
    'pending',
    'in_review',
    'approved',
  ]);
  if (!identityProvided) {
    return { tier: 0, missing: 'identity_document', nextStep: identityTask ?? null };
  }

  const identityApproved = documentIs(customer, PROOF_OF_IDENTITY_CATEGORY, ['approved']);
  const addressApproved = documentIs(customer, PROOF_OF_ADDRESS_CATEGORY, ['approved']);
  if (identityApproved && addressApproved) return { tier: 2, missing: null, nextStep: null };

  const addressTask = tasks.find((task) => task.code === `document:${PROOF_OF_ADDRESS_CATEGORY}`);
  return {
    tier: 1,
    missing: null,
    nextStep: addressTask ?? {
      code: 'documents_in_review',
      title: taskSentences.documentsInReview,
      description: taskSentences.documentsInReviewHow,
      route: '/account-verification',
    },
  };
}

export const tierTitles: Record<Tier, string> = {
  0: 'Not verified yet',
  1: 'Basic limits',
  2: 'Full limits',
};
