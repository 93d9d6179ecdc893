import { and, eq } from 'drizzle-orm';
import { documentCategories, documents, documentTypes } from '../../src/db/schema';
import type { TestApp } from './test-app';

/**
 * A document as an upload leaves it (pending), for tests of review and of what depends on it.
 */
export async function pendingDocument(
  t: TestApp,
  customerId: string,
  category = 'proof_of_identity',
  type = 'passport',
): Promise<string> {
  const [found] = await t.database.db
    .select({ categoryId: documentCategories.id, typeId: documentTypes.id })
    .from(documentTypes)
    .innerJoin(documentCategories, eq(documentCategories.id, documentTypes.categoryId))
    .where(and(eq(documentCategories.code, category), eq(documentTypes.code, type)));
  if (!found) throw new Error(`no document type ${category}/${type}`);
  const [row] = await t.database.db
    .insert(documents)
    .values({ customerId, documentCategoryId: found.categoryId, documentTypeId: found.typeId })
    .returning({ id: documents.id });
  if (!row) throw new Error('document insert returned no row');
  return row.id;
}
