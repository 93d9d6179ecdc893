import type { DocumentCategory, DocumentType } from '@homeward/contract';
import type { DocumentCategoryRow, DocumentTypeRow } from './repository';

export function presentDocumentType(type: DocumentTypeRow): DocumentType {
  return {
    id: type.id,
    code: type.code,
    title: type.title,
    description: type.description,
    public_upload: type.publicUpload,
    info: type.info,
    document_number_label: type.documentNumberLabel,
    api: type.api,
    min_pages: type.minPages,
    max_pages: type.maxPages,
    page_labels: type.pageLabels ?? [],
  };
}

export function presentDocumentCategory(
  category: DocumentCategoryRow,
  types: DocumentTypeRow[],
): DocumentCategory {
  return {
    id: category.id,
    code: category.code,
    title: category.title,
    description: category.description,
    document_types: types.map(presentDocumentType),
  };
}
