import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  PROOF_OF_ADDRESS_CATEGORY,
  PROOF_OF_IDENTITY_CATEGORY,
  SELFIE_CATEGORY,
  type RequiredDocumentStep,
} from '@homeward/contract';

/**
 * The required steps' words in the customer's language. The English is the contract's
 * (`requiredDocumentSteps`, which the API's dashboard tasks say too) and must stay word for word
 * the same; a step the app has no words for says the contract's English.
 */
const words: Record<string, { title: MessageDescriptor; description: MessageDescriptor }> = {
  [PROOF_OF_IDENTITY_CATEGORY]: {
    title: msg`Upload a photo ID`,
    description: msg`A passport, national ID card or driving licence.`,
  },
  [SELFIE_CATEGORY]: {
    title: msg`Take a selfie`,
    description: msg`Three quick photos, to match you with your ID.`,
  },
  [PROOF_OF_ADDRESS_CATEGORY]: {
    title: msg`Upload a proof of address`,
    description: msg`A recent bill, bank statement or letter.`,
  },
};

export function stepTitle(step: Pick<RequiredDocumentStep, 'category' | 'title'>): string {
  const own = words[step.category];
  return own ? i18n._(own.title) : step.title;
}

export function stepDescription(
  step: Pick<RequiredDocumentStep, 'category' | 'description'>,
): string {
  const own = words[step.category];
  return own ? i18n._(own.description) : step.description;
}
