import type { DocumentCategory } from '@homeward/contract';
import type { CustomerDocument } from '../api/documents';

/** Categories every customer must provide; the others raise limits. */
export const REQUIRED_CATEGORIES: readonly string[] = [
  'proof_of_identity',
  'proof_of_address',
  'selfie',
];

/** Statuses still waiting for a decision. */
const WAITING = ['pending', 'in_review'];
/** Statuses that count as "provided". */
const PROVIDED = ['pending', 'in_review', 'approved'];

/** The URL names a category by its code; links from elsewhere may use dashes for underscores. */
export function findCategory(
  categories: DocumentCategory[],
  param: string | undefined,
): DocumentCategory | undefined {
  if (!param) return undefined;
  const code = param.replace(/-/g, '_');
  return categories.find((category) => category.code === param || category.code === code);
}

export function documentsOf(documents: CustomerDocument[], categoryCode: string) {
  return documents
    .filter((document) => document.document_category.code === categoryCode)
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
}

export function isWaiting(document: CustomerDocument): boolean {
  return WAITING.includes(document.status_code);
}

/** Whether something still waits for review, so the page should look again for the decision. */
export function anyWaiting(documents: CustomerDocument[]): boolean {
  return documents.some(isWaiting);
}

export type CategoryState = 'provided' | 'needed' | 'optional';

export function categoryState(code: string, documents: CustomerDocument[]): CategoryState {
  if (documentsOf(documents, code).some((d) => PROVIDED.includes(d.status_code))) return 'provided';
  return REQUIRED_CATEGORIES.includes(code) ? 'needed' : 'optional';
}

/** "Upload again" when the latest one was refused or ran out. */
export function uploadLabel(documents: CustomerDocument[]): string {
  const latest = documents[0];
  return latest && ['rejected', 'expired'].includes(latest.status_code) ? 'Upload again' : 'Upload';
}
