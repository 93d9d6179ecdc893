import { PROOF_OF_ADDRESS_CATEGORY, PROOF_OF_IDENTITY_CATEGORY } from './customer-rules';

/** The selfie (liveness) category's code. */
export const SELFIE_CATEGORY = 'selfie';

/**
 * The documents every customer provides, in the order they are asked for: the photo ID first
 * (it lets them send), the selfie next (it matches them with that ID), the address last (it
 * raises the limits). One home for the words: the dashboard's tasks (API) and the steps of the
 * verification page (SPA) both read them from here.
 */
export const requiredDocumentSteps = [
  {
    category: PROOF_OF_IDENTITY_CATEGORY,
    title: 'Upload a photo ID',
    description: 'A passport, national ID card or driving licence.',
    /** The verification tier this step's approval (or receipt) reaches; null: none. */
    unlocksTier: 1,
  },
  {
    category: SELFIE_CATEGORY,
    title: 'Take a selfie',
    description: 'Three quick photos, to match you with your ID.',
    unlocksTier: null,
  },
  {
    category: PROOF_OF_ADDRESS_CATEGORY,
    title: 'Upload a proof of address',
    description: 'A recent bill, bank statement or letter.',
    unlocksTier: 2,
  },
] as const;

export type RequiredDocumentStep = (typeof requiredDocumentSteps)[number];
