import type { DocumentCategory } from '@homeward/contract';
import type { CustomerDocument } from '../api/documents';

/** Statuses still waiting for a decision. */
const WAITING = ['pending', 'in_review'];

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
