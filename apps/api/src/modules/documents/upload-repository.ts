import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  documentCategories,
  documentPages,
  documents,
  documentStatusEvents,
  documentTypes,
  uploadTokens,
} from '../../db/schema';

export interface StoredPage {
  storageKey: string;
  contentType: string;
  byteSize: number;
  sha256: string;
}

export function uploadRepository(db: Database) {
  return {
    async categoryAndType(categoryId: number, typeId: number) {
      const [row] = await db
        .select({ category: documentCategories, type: documentTypes })
        .from(documentTypes)
        .innerJoin(documentCategories, eq(documentCategories.id, documentTypes.categoryId))
        .where(and(eq(documentTypes.id, typeId), eq(documentCategories.id, categoryId)));
      return row;
    },

    async typeByApi(api: string) {
      const [row] = await db
        .select({ category: documentCategories, type: documentTypes })
        .from(documentTypes)
        .innerJoin(documentCategories, eq(documentCategories.id, documentTypes.categoryId))
        .where(eq(documentTypes.api, api));
      return row;
    },

    async createToken(values: typeof uploadTokens.$inferInsert) {
      await db.insert(uploadTokens).values(values);
    },

    /** A token that is neither used nor expired, with what it allows. */
    async liveToken(tokenHash: string) {
      const [row] = await db
        .select({ token: uploadTokens, category: documentCategories, type: documentTypes })
        .from(uploadTokens)
        .innerJoin(documentCategories, eq(documentCategories.id, uploadTokens.documentCategoryId))
        .innerJoin(documentTypes, eq(documentTypes.id, uploadTokens.documentTypeId))
        .where(
          and(
            eq(uploadTokens.tokenHash, tokenHash),
            isNull(uploadTokens.usedAt),
            gt(uploadTokens.expiresAt, sql`now()`),
          ),
        );
      return row;
    },

    /**
     * Records the document, its pages and its first status in one transaction, using up the
     * token (if any) in the same transaction so a token uploads once even under races.
     */
    async createDocument(input: {
      customerId: string;
      categoryId: number;
      typeId: number;
      documentNumber: string | null;
      pages: StoredPage[];
      tokenId: string | null;
      actor: string;
    }) {
      return db.transaction(async (tx) => {
        if (input.tokenId) {
          const used = await tx
            .update(uploadTokens)
            .set({ usedAt: sql`now()` })
            .where(and(eq(uploadTokens.id, input.tokenId), isNull(uploadTokens.usedAt)))
            .returning({ id: uploadTokens.id });
          if (used.length === 0) return undefined;
        }
        const [document] = await tx
          .insert(documents)
          .values({
            customerId: input.customerId,
            documentCategoryId: input.categoryId,
            documentTypeId: input.typeId,
            documentNumber: input.documentNumber,
          })
          .returning();
        if (!document) throw new Error('document insert returned no row');
        await tx
          .insert(documentPages)
          .values(
            input.pages.map((page, pageIndex) => ({ ...page, documentId: document.id, pageIndex })),
          );
        await tx
          .insert(documentStatusEvents)
          .values({ documentId: document.id, statusCode: 'pending', actor: input.actor });
        return document;
      });
    },

    pages(documentId: string) {
      return db
        .select()
        .from(documentPages)
        .where(eq(documentPages.documentId, documentId))
        .orderBy(documentPages.pageIndex);
    },
  };
}
export type UploadRepository = ReturnType<typeof uploadRepository>;
