import { randomUUID } from 'node:crypto';
import { qrCodeDataUrl } from '../../lib/qr-code';
import { randomToken, sha256 } from '../../lib/crypto';
import { NotFound, Unauthenticated, ValidationFailed } from '../../lib/domain-errors';
import type { FileStorage } from '../storage/storage';
import { inspectPage, type CleanPage } from './page-inspection';
import { pageRefused, pagesNeeded } from './page-words';
import type { UploadRepository } from './upload-repository';
import { customerRefusals } from '../../i18n/messages';

export interface IncomingPage {
  bytes: Buffer;
  /** The stream hit the size limit: the bytes are only the beginning of the file. */
  truncated: boolean;
}

const TOKEN_MINUTES = 15;
const expiredLink = () => new NotFound(customerRefusals.linkExpired);

/**
 * Document uploads: checked page by page, stored under random keys only once every page
 * passed, recorded with its pages and first status in one transaction. Hand-off tokens let a
 * phone without a session upload one document type for its customer, once, for 15 minutes.
 */
export function uploadService(deps: {
  uploads: UploadRepository;
  storage: FileStorage;
  appUrl: string;
}) {
  const { uploads, storage } = deps;

  async function issueToken(
    customerId: string,
    categoryId: number,
    typeId: number,
    purpose: 'hand-off' | 'liveness',
  ) {
    const token = randomToken();
    const expiresAt = new Date(Date.now() + TOKEN_MINUTES * 60_000);
    await uploads.createToken({
      customerId,
      documentCategoryId: categoryId,
      documentTypeId: typeId,
      tokenHash: sha256(token),
      purpose,
      expiresAt,
    });
    return { token, expiresAt };
  }

  return {
    async handOffToken(customerId: string, categoryId: number, typeId: number) {
      const found = await uploads.categoryAndType(categoryId, typeId);
      if (!found) throw new NotFound(customerRefusals.noSuchDocumentType);
      if (!found.type.publicUpload) {
        throw new ValidationFailed({
          document_type_id: [customerRefusals.uploadHereOnly],
        });
      }
      const { token, expiresAt } = await issueToken(customerId, categoryId, typeId, 'hand-off');
      const url = `${deps.appUrl}/account-verification/upload/${found.category.code}?token=${token}`;
      return {
        token,
        url,
        qr_code: await qrCodeDataUrl(url),
        expires_at: expiresAt.toISOString(),
      };
    },

    async livenessToken(customerId: string, api: string) {
      const found = await uploads.typeByApi(api);
      if (!found)
        throw new ValidationFailed({ api: ['There is no liveness provider by that name.'] });
      const { token, expiresAt } = await issueToken(
        customerId,
        found.category.id,
        found.type.id,
        'liveness',
      );
      return { api, token, frames: found.type.maxPages, expires_at: expiresAt.toISOString() };
    },

    async tokenInfo(token: string) {
      const found = await uploads.liveToken(sha256(token));
      if (!found) throw expiredLink();
      return found;
    },

    /**
     * Uploads a document for a customer (from the session) or for a token's customer. Any
     * failing page fails the whole upload with a 422 naming the page, and nothing is stored.
     */
    async upload(input: {
      customerId: string | null;
      token: string | undefined;
      categoryId: number;
      typeId: number;
      documentNumber: string | undefined;
      pages: IncomingPage[];
    }) {
      let customerId = input.customerId;
      let tokenId: string | null = null;
      if (input.token) {
        const found = await uploads.liveToken(sha256(input.token));
        if (!found) throw expiredLink();
        if (found.category.id !== input.categoryId || found.type.id !== input.typeId) {
          throw new ValidationFailed({
            document_type_id: [customerRefusals.linkForAnotherDocument],
          });
        }
        customerId = found.token.customerId;
        tokenId = found.token.id;
      }
      if (!customerId) throw new Unauthenticated();

      const found = await uploads.categoryAndType(input.categoryId, input.typeId);
      if (!found) {
        throw new ValidationFailed({
          document_type_id: [customerRefusals.chooseTypeOfCategory],
        });
      }
      const { type } = found;
      const errors: Record<string, string[]> = {};
      if (input.pages.length < type.minPages || input.pages.length > type.maxPages) {
        errors.pages = [pagesNeeded(type.minPages, type.maxPages, type.pageLabels ?? [])];
      }
      // A liveness type (the selfie) is taken live: its pages come from the camera page, which
      // holds a liveness token (signed in) or a hand-off token (the phone). A file chosen on a
      // plain upload, with neither, is not a selfie.
      const live = type.api !== null;
      if (live && !tokenId) {
        errors.pages = [customerRefusals.selfieWithCamera];
      }
      const documentNumber = input.documentNumber?.trim() || null;
      if (documentNumber && documentNumber.length > 64) {
        errors.document_number = [customerRefusals.documentNumberTooLong];
      } else if (documentNumber?.includes('\u0000')) {
        // Multipart fields skip the JSON checks of plugins/errors.ts; PostgreSQL refuses NUL.
        errors.document_number = [customerRefusals.documentNumberNotText];
      }
      const clean: CleanPage[] = [];
      for (const [index, page] of input.pages.entries()) {
        const checked = page.truncated
          ? { error: pageRefused('tooLarge', index + 1) }
          : await inspectPage(page.bytes, index);
        if ('error' in checked) errors[`pages.${index}`] = [checked.error];
        else if (live && checked.page.contentType === 'application/pdf') {
          errors[`pages.${index}`] = [pageRefused('notFromCamera', index + 1)];
        } else clean.push(checked.page);
      }
      if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);

      const stored = [];
      try {
        for (const page of clean) {
          const storageKey = randomUUID().replaceAll('-', '');
          await storage.put(storageKey, page.bytes, page.contentType);
          stored.push({
            storageKey,
            contentType: page.contentType,
            byteSize: page.bytes.length,
            sha256: sha256(page.bytes),
          });
        }
        const document = await uploads.createDocument({
          customerId,
          categoryId: found.category.id,
          typeId: type.id,
          documentNumber,
          pages: stored,
          tokenId,
          actor: tokenId ? 'customer:hand-off' : 'customer',
        });
        if (!document) throw expiredLink();
        return { document, category: found.category, type };
      } catch (error) {
        // Nothing half-stored: files written before a failure are removed again.
        await Promise.all(stored.map((page) => storage.delete(page.storageKey).catch(() => {})));
        throw error;
      }
    },

    /** A document's pages in order (1 is the first), for staff reviewing it. */
    pages: (documentId: string) => uploads.pages(documentId),

    /** One page's bytes as the customer uploaded them, for the reviewer's screen. */
    async page(documentId: string, number: number) {
      const row = (await uploads.pages(documentId)).find((page) => page.pageIndex === number - 1);
      if (!row) throw new NotFound('No such page.');
      return { contentType: row.contentType, bytes: await storage.get(row.storageKey) };
    },
  };
}
export type UploadService = ReturnType<typeof uploadService>;
