import type { DocumentCategory, DocumentType } from '@homeward/contract';
import { asWritten, type Say } from '../../i18n/our-words';
import type { DocumentCategoryRow, DocumentTypeRow } from './repository';

/** `say` puts the catalogue's words in the request's language (words.ts); staff read English. */
export function presentDocumentType(type: DocumentTypeRow, say: Say = asWritten): DocumentType {
  return {
    id: type.id,
    code: type.code,
    title: say(type.title),
    description: type.description === null ? null : say(type.description),
    public_upload: type.publicUpload,
    info: type.info === null ? null : say(type.info),
    document_number_label: type.documentNumberLabel === null ? null : say(type.documentNumberLabel),
    api: type.api,
    min_pages: type.minPages,
    max_pages: type.maxPages,
    page_labels: (type.pageLabels ?? []).map(say),
  };
}

export function presentDocumentCategory(
  category: DocumentCategoryRow,
  types: DocumentTypeRow[],
  say: Say = asWritten,
): DocumentCategory {
  return {
    id: category.id,
    code: category.code,
    title: say(category.title),
    description: category.description === null ? null : say(category.description),
    document_types: types.map((type) => presentDocumentType(type, say)),
  };
}
