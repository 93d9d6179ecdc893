import type { Customer, DocumentCategory, DocumentType } from '@homeward/contract';

type Document = Customer['documents'][number];

const type = (overrides: Partial<DocumentType> & Pick<DocumentType, 'id' | 'code' | 'title'>) => ({
  description: null,
  public_upload: false,
  info: null,
  document_number_label: null,
  api: null,
  min_pages: 1,
  max_pages: 1,
  page_labels: [],
  ...overrides,
});

export const passport = type({
  id: 11,
  code: 'passport',
  title: 'Passport',
  description: 'The photo page of your passport.',
  public_upload: true,
  info: 'Make sure all four corners are visible and nothing is covered.',
  document_number_label: 'Passport number',
  page_labels: ['Photo page'],
});

export const driverLicence = type({
  id: 12,
  code: 'driver_licence',
  title: 'Driver licence',
  description: 'Both sides of your licence.',
  public_upload: true,
  min_pages: 2,
  max_pages: 2,
  page_labels: ['Front', 'Back'],
});

export const utilityBill = type({
  id: 21,
  code: 'utility_bill',
  title: 'Utility bill',
  description: 'From the last three months.',
  max_pages: 3,
});

export const selfieType = type({
  id: 31,
  code: 'selfie',
  title: 'Selfie',
  description: 'Three photos of your face.',
  public_upload: true,
  api: 'builtin',
  min_pages: 3,
  max_pages: 3,
  page_labels: ['Look straight', 'Turn left', 'Smile'],
});

export const payslip = type({ id: 41, code: 'payslip', title: 'Payslip', max_pages: 5 });

export const documentCategories: DocumentCategory[] = [
  {
    id: 1,
    code: 'proof_of_identity',
    title: 'Proof of identity',
    description: 'A passport, national ID card or driver licence.',
    document_types: [passport, driverLicence],
  },
  {
    id: 2,
    code: 'proof_of_address',
    title: 'Proof of address',
    description: 'A recent bill or bank statement.',
    document_types: [utilityBill],
  },
  {
    id: 3,
    code: 'selfie',
    title: 'Selfie',
    description: 'To match you with your ID.',
    document_types: [selfieType],
  },
  {
    id: 4,
    code: 'source_of_funds',
    title: 'Source of funds',
    description: 'Where your money comes from.',
    document_types: [payslip],
  },
];

const category = (code: string) => {
  const found = documentCategories.find((candidate) => candidate.code === code);
  if (!found) throw new Error(code);
  return { id: found.id, code: found.code, title: found.title };
};

const titles: Record<string, string> = {
  pending: 'Pending',
  in_review: 'In review',
  approved: 'Approved',
  rejected: 'Rejected',
  expired: 'Expired',
};

/** A document of the customer's profile. */
export function makeDocument(
  id: string,
  categoryCode: string,
  typeRef: Pick<DocumentType, 'id' | 'code' | 'title'>,
  status: string,
  overrides: Partial<Document> = {},
): Document {
  return {
    id,
    document_category: category(categoryCode),
    document_type: { id: typeRef.id, code: typeRef.code, title: typeRef.title },
    status_code: status,
    status_title: titles[status] ?? status,
    rejection_reason: null,
    created_at: '2025-01-02T10:00:00.000Z',
    updated_at: '2025-01-02T10:00:00.000Z',
    ...overrides,
  };
}

/**
 * What pngFile(name) holds: a PNG signature (as bytes: the form checks a page's first bytes)
 * and the name, so tests can tell pages apart.
 */
export const pngBytes = (name: string) =>
  Uint8Array.from(`\x89PNG\r\n\x1a\n${name.replace(/\.png$/, '')}`, (c) => c.charCodeAt(0));

/** A small file typed as PNG whose content names it (the multipart file name may not survive). */
export function pngFile(name = 'photo.png'): File {
  return new File([pngBytes(name)], name, { type: 'image/png' });
}
