import {
  requiredDocumentSteps,
  type DocumentCategory,
  type DocumentType,
  type Limits,
  type RequiredDocumentStep,
} from '@homeward/contract';
import { t } from '@lingui/core/macro';
import { formatMoney } from '@/lib/format';
import type { CustomerDocument } from '../api/documents';
import { documentsOf } from './categories';

/** Where one step stands for the customer. */
export type StepState = 'to_do' | 'in_review' | 'needs_attention' | 'approved';

export interface VerificationStep {
  /** The shared words (the dashboard's tasks say the same). */
  words: RequiredDocumentStep;
  category: DocumentCategory;
  state: StepState;
  /** The newest document of the category, if any. */
  latest: CustomerDocument | undefined;
}

/**
 * An approved document settles the step, and one waiting for review (whichever is newest) puts
 * it in review, as the server's tasks count a document provided; only when every document was
 * refused does the step need the customer's attention.
 */
export function stepState(own: CustomerDocument[]): StepState {
  if (own.some((document) => document.status_code === 'approved')) return 'approved';
  if (own.some((document) => ['pending', 'in_review'].includes(document.status_code))) {
    return 'in_review';
  }
  return own.length === 0 ? 'to_do' : 'needs_attention';
}

/** The required documents as ordered steps, for the categories the server offers. */
export function verificationSteps(
  categories: DocumentCategory[],
  documents: CustomerDocument[],
): VerificationStep[] {
  return requiredDocumentSteps.flatMap((words) => {
    const category = categories.find((candidate) => candidate.code === words.category);
    if (!category) return [];
    const own = documentsOf(documents, category.code);
    return [{ words, category, state: stepState(own), latest: own[0] }];
  });
}

/** The step the customer should do now: the first one that waits on them. */
export function currentStep(steps: VerificationStep[]): VerificationStep | undefined {
  return steps.find((step) => step.state === 'to_do' || step.state === 'needs_attention');
}

/** "Send up to A$1,000.00 a transfer and A$3,000.00 in 30 days", from the server's tiers. */
export function unlocksText(step: VerificationStep, limits: Limits | undefined): string | null {
  const tier = limits?.tiers.find((candidate) => candidate.tier === step.words.unlocksTier);
  if (!tier) return null;
  const perTransfer = formatMoney(tier.per_transfer);
  const in30Days = formatMoney(tier.rolling_30_days);
  return t`Send up to ${perTransfer} a transfer and ${in30Days} in 30 days`;
}

/** The type of a document, from the category's list, for its advice ("info"). */
export function typeOf(step: VerificationStep): DocumentType | undefined {
  return step.category.document_types.find((type) => type.id === step.latest?.document_type.id);
}
