import {
  apiPaths,
  type Customer,
  type DocumentCategory,
  type UploadToken,
  type UploadTokenInfo,
} from '@homeward/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** A document the customer uploaded, as the profile lists it. */
export type CustomerDocument = Customer['documents'][number];

/** The liveness session of a selfie type (contract: livenessTokenSchema). */
export interface LivenessToken {
  api: string;
  token: string;
  frames: number;
  expires_at: string;
}

export const documentCategoriesQueryKey = ['document-categories'] as const;

/** The categories and their types: reference data, so it stays fresh for a while. */
export function documentCategoriesQueryOptions() {
  return queryOptions({
    queryKey: documentCategoriesQueryKey,
    queryFn: () => apiClient.get<DocumentCategory[]>(apiPaths.documentCategories),
    staleTime: 10 * 60_000,
  });
}

/** What a hand-off token allows; a 404 means it expired or was used. */
export function uploadTokenInfoQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['upload-token-info', token],
    queryFn: () =>
      apiClient.get<UploadTokenInfo>(
        `${apiPaths.uploadTokenInfo}?${new URLSearchParams({ token }).toString()}`,
        { skipAuthRedirect: true },
      ),
    staleTime: Infinity,
  });
}

/** A 15-minute, single-use link (and its QR code) to continue on a phone. */
export function getUploadToken(categoryId: number, typeId: number): Promise<UploadToken> {
  return apiClient.get<UploadToken>(apiPaths.uploadToken(categoryId, typeId));
}

/** The liveness provider's session for a selfie type. */
export function getLivenessToken(api: string): Promise<LivenessToken> {
  return apiClient.get<LivenessToken>(
    `${apiPaths.livenessToken}?${new URLSearchParams({ api }).toString()}`,
  );
}

export interface UploadDocumentInput {
  categoryId: number;
  typeId: number;
  /** The pages, in order. */
  pages: Blob[];
  documentNumber?: string;
  /** A hand-off or liveness token. */
  token?: string;
  /** No session on this page (the phone): fetch the XSRF cookie first, never go to sign-in. */
  publicUpload?: boolean;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function pageName(page: Blob, index: number): string {
  if (page instanceof File && page.name) return page.name;
  const extension = page.type === 'application/pdf' ? 'pdf' : page.type.split('/')[1] || 'bin';
  return `page-${index + 1}.${extension}`;
}

/** Uploads a document: one multipart file named "pages" per page, in order. */
export async function uploadDocument(input: UploadDocumentInput): Promise<CustomerDocument> {
  if (input.publicUpload) await apiClient.get<unknown>(apiPaths.csrfCookie);
  const query = new URLSearchParams({
    document_category_id: String(input.categoryId),
    document_type_id: String(input.typeId),
  });
  if (input.token) query.set('token', input.token);
  const form = new FormData();
  input.pages.forEach((page, index) => form.append('pages', page, pageName(page, index)));
  const number = input.documentNumber?.trim();
  if (number) form.append('document_number', number);
  return apiClient.upload<CustomerDocument>(
    `${apiPaths.documentUpload}?${query.toString()}`,
    form,
    {
      onProgress: input.onProgress,
      signal: input.signal,
      skipAuthRedirect: input.publicUpload,
    },
  );
}
