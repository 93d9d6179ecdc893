import { z } from './zod';
import { MAX_ID } from './ids';

/** Document type (spec section 3) with how many pages an upload has and what they are called. */
export const documentTypeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  public_upload: z.boolean(),
  info: z.string().nullable(),
  document_number_label: z.string().nullable(),
  api: z.string().nullable(),
  min_pages: z.number().int(),
  max_pages: z.number().int(),
  page_labels: z.array(z.string()),
});
export type DocumentType = z.infer<typeof documentTypeSchema>;

export const documentCategorySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  document_types: z.array(documentTypeSchema),
});
export type DocumentCategory = z.infer<typeof documentCategorySchema>;
export const documentCategoriesSchema = z.array(documentCategorySchema);

/** The upload call's query (spec section 7); the pages travel as multipart files named "pages". */
export const documentUploadQuerySchema = z.object({
  document_category_id: z.coerce
    .number({ error: 'Choose a document category.' })
    .int('Choose a document category.')
    .positive('Choose a document category.')
    .max(MAX_ID, 'Choose a document category.'),
  document_type_id: z.coerce
    .number({ error: 'Choose a document type.' })
    .int('Choose a document type.')
    .positive('Choose a document type.')
    .max(MAX_ID, 'Choose a document type.'),
  /** A hand-off token, for the phone page that has no session. */
  token: z.string().max(200).optional(),
});

/** Files the upload accepts, by their content (magic bytes), whatever their name says. */
export const acceptedDocumentMimeTypes = [
  'image/jpeg',
  'image/png',
  'image/heic',
  'image/heif',
  'application/pdf',
] as const;
export const MAX_DOCUMENT_PAGE_BYTES = 10 * 1024 * 1024;

/** A short-lived, single-use link to continue an upload on a phone (QR hand-off). */
export const uploadTokenSchema = z.object({
  token: z.string(),
  url: z.string(),
  /** An SVG image of the URL, as a data: URL for an <img>. */
  qr_code: z.string(),
  expires_at: z.string(),
});
export type UploadToken = z.infer<typeof uploadTokenSchema>;

/** What a hand-off token allows, for the phone page (no session there). */
export const uploadTokenInfoSchema = z.object({
  category: documentCategorySchema,
  document_type: documentTypeSchema,
  expires_at: z.string(),
});
export type UploadTokenInfo = z.infer<typeof uploadTokenInfoSchema>;

/** The liveness provider's session for a selfie type (the built-in one takes still frames). */
export const livenessTokenSchema = z.object({
  api: z.string(),
  token: z.string(),
  frames: z.number().int(),
  expires_at: z.string(),
});
