import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { AuditHook } from '../audit/audit';
import {
  accounts,
  documentCategories,
  documents,
  documentStatusEvents,
  documentTypes,
} from '../../db/schema';

export type DocumentRow = typeof documents.$inferSelect;
export type DocumentCategoryRow = typeof documentCategories.$inferSelect;
export type DocumentTypeRow = typeof documentTypes.$inferSelect;
export type DocumentReview = Partial<
  Pick<
    typeof documents.$inferInsert,
    | 'statusCode'
    | 'rejectionReason'
    | 'documentNumber'
    | 'holderGivenNames'
    | 'holderSurname'
    | 'holderBirthDate'
    | 'expiresOn'
  >
>;

export function documentRepository(db: Database) {
  return {
    /** The catalogue: categories with their types, in display order. */
    async catalogue() {
      const [categories, types] = await Promise.all([
        db.select().from(documentCategories).orderBy(asc(documentCategories.position)),
        db.select().from(documentTypes).orderBy(asc(documentTypes.position)),
      ]);
      return categories.map((category) => ({
        category,
        types: types.filter((type) => type.categoryId === category.id),
      }));
    },

    /** For operations: documents with their customer's email, newest first. */
    list(options: { statuses?: string[]; limit: number }) {
      return db
        .select({
          document: documents,
          email: accounts.email,
          category: documentCategories.code,
          type: documentTypes.code,
        })
        .from(documents)
        .innerJoin(accounts, eq(accounts.customerId, documents.customerId))
        .innerJoin(documentCategories, eq(documentCategories.id, documents.documentCategoryId))
        .innerJoin(documentTypes, eq(documentTypes.id, documents.documentTypeId))
        .where(options.statuses ? inArray(documents.statusCode, options.statuses) : undefined)
        .orderBy(desc(documents.createdAt))
        .limit(options.limit);
    },

    async find(id: string) {
      const [row] = await db
        .select({ document: documents, category: documentCategories.code })
        .from(documents)
        .innerJoin(documentCategories, eq(documentCategories.id, documents.documentCategoryId))
        .where(eq(documents.id, id));
      return row;
    },

    history(documentId: string) {
      return db
        .select()
        .from(documentStatusEvents)
        .where(eq(documentStatusEvents.documentId, documentId))
        .orderBy(asc(documentStatusEvents.createdAt));
    },

    /**
     * Changes a document that is still in the status its reviewer saw, and records who did it,
     * in one transaction. Compare-and-set: when someone else moved the document first, nothing
     * changes, no event is recorded, and the answer is undefined.
     */
    async review(
      documentId: string,
      from: string,
      values: DocumentReview & { statusCode: string },
      actor: string,
      /** A staff review's audit line, written in this transaction. */
      audit?: AuditHook,
    ): Promise<DocumentRow | undefined> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(documents)
          .where(and(eq(documents.id, documentId), eq(documents.statusCode, from)))
          .for('update');
        if (!before) return undefined;
        const [row] = await tx
          .update(documents)
          .set({ ...values, updatedAt: new Date() })
          .where(and(eq(documents.id, documentId), eq(documents.statusCode, from)))
          .returning();
        if (!row) return undefined;
        await audit?.(tx, { before, after: row });
        await tx.insert(documentStatusEvents).values({
          documentId,
          statusCode: values.statusCode,
          actor,
          reason: values.rejectionReason ?? null,
        });
        return row;
      });
    },

    /** The customer's newest approved proof of identity, if any. */
    /** The customer's newest approved document of a category. */
    async latestApproved(customerId: string, categoryCode: string) {
      const [row] = await db
        .select({ document: documents })
        .from(documents)
        .innerJoin(documentCategories, eq(documentCategories.id, documents.documentCategoryId))
        .where(
          and(
            eq(documents.customerId, customerId),
            eq(documents.statusCode, 'approved'),
            eq(documentCategories.code, categoryCode),
          ),
        )
        .orderBy(desc(documents.updatedAt))
        .limit(1);
      return row?.document;
    },
  };
}
export type DocumentRepository = ReturnType<typeof documentRepository>;
