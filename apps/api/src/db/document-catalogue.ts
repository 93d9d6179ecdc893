import { PROOF_OF_IDENTITY_CATEGORY } from '@homeward/contract';

/**
 * The verification documents the product accepts: categories and their types, with how many
 * pages each type has. Data, not code.
 */
export interface DocumentTypeSeed {
  code: string;
  title: string;
  description: string;
  info: string;
  documentNumberLabel?: string;
  /** Types a customer may finish on a phone through a QR hand-off without signing in there. */
  publicUpload: boolean;
  /** The liveness provider for selfie types. */
  api?: string;
  pageLabels: string[];
  minPages: number;
}

export interface DocumentCategorySeed {
  code: string;
  title: string;
  description: string;
  types: DocumentTypeSeed[];
}

export const PROOF_OF_IDENTITY = PROOF_OF_IDENTITY_CATEGORY;

export const documentCatalogue: DocumentCategorySeed[] = [
  {
    code: PROOF_OF_IDENTITY,
    title: 'Proof of identity',
    description: 'A valid photo ID, so we know you are you.',
    types: [
      {
        code: 'passport',
        title: 'Passport',
        description: 'The page with your photo.',
        info: 'Make sure all four corners are visible and the text is sharp, with no glare.',
        documentNumberLabel: 'Passport number',
        publicUpload: true,
        pageLabels: ['Photo page'],
        minPages: 1,
      },
      {
        code: 'national_id',
        title: 'National ID card',
        description: 'Both sides of the card.',
        info: 'Photograph the front, then the back, on a dark surface.',
        documentNumberLabel: 'ID number',
        publicUpload: true,
        pageLabels: ['Front', 'Back'],
        minPages: 2,
      },
      {
        code: 'driving_licence',
        title: 'Driving licence',
        description: 'Both sides of the licence.',
        info: 'Photograph the front, then the back, on a dark surface.',
        documentNumberLabel: 'Licence number',
        publicUpload: true,
        pageLabels: ['Front', 'Back'],
        minPages: 2,
      },
    ],
  },
  {
    code: 'proof_of_address',
    title: 'Proof of address',
    description: 'A recent document that shows your name and home address.',
    types: [
      {
        code: 'utility_bill',
        title: 'Utility bill',
        description: 'Electricity, gas, water or internet, from the last 3 months.',
        info: 'Your name and address must be readable.',
        publicUpload: true,
        pageLabels: ['Page 1', 'Page 2', 'Page 3'],
        minPages: 1,
      },
      {
        code: 'bank_statement',
        title: 'Bank statement',
        description: 'From the last 3 months.',
        info: 'The page with your name and address is enough.',
        publicUpload: true,
        pageLabels: ['Page 1', 'Page 2', 'Page 3'],
        minPages: 1,
      },
      {
        code: 'government_letter',
        title: 'Government letter',
        description: 'Tax office, council or benefits letter from the last 12 months.',
        info: 'Your name and address must be readable.',
        publicUpload: true,
        pageLabels: ['Page 1', 'Page 2', 'Page 3'],
        minPages: 1,
      },
    ],
  },
  {
    code: 'selfie',
    title: 'Selfie',
    description: 'A short series of selfies, to match you with your ID.',
    types: [
      {
        code: 'liveness',
        title: 'Selfie check',
        description: 'Three quick photos of your face.',
        info: 'Good light, no hat or sunglasses. Turn your head slightly between photos.',
        publicUpload: true,
        api: 'builtin',
        pageLabels: ['Look straight', 'Turn a little left', 'Turn a little right'],
        minPages: 3,
      },
    ],
  },
  {
    code: 'source_of_funds',
    title: 'Source of funds',
    description: 'Where the money you send comes from. Needed for higher limits.',
    types: [
      {
        code: 'payslip',
        title: 'Payslip',
        description: 'Your latest payslip.',
        info: 'It must show your name, employer and pay.',
        publicUpload: true,
        pageLabels: ['Page 1', 'Page 2', 'Page 3'],
        minPages: 1,
      },
      {
        code: 'bank_statement',
        title: 'Bank statement',
        description: 'Showing your salary coming in, from the last 3 months.',
        info: 'Highlighting the salary lines helps us review faster.',
        publicUpload: true,
        pageLabels: ['Page 1', 'Page 2', 'Page 3', 'Page 4', 'Page 5'],
        minPages: 1,
      },
    ],
  },
];
