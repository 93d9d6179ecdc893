import { z } from 'zod';

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

/** The proof-of-identity category: approving one verifies the customer's identity. */
export const PROOF_OF_IDENTITY_CATEGORY = 'proof_of_identity';
