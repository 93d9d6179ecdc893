import type { Customer } from '@homeward/contract';
import { documentCatalogue } from '../../db/document-catalogue';
import { ourWords, type Say } from '../../i18n/our-words';

/** A document's status as the customer reads it. */
export const documentStatusTitles: Record<string, string> = {
  pending: 'Received',
  in_review: 'In review',
  approved: 'Approved',
  rejected: 'Rejected',
  expired: 'Expired',
};

/**
 * The catalogue's words (titles, descriptions, hints, page labels). They live in the database
 * in English, as seed.ts wrote them; each is a sentence of ours, said in the customer's
 * language as it goes out. A word operations add to the database later is said as written.
 */
export const catalogueSentences: readonly string[] = [
  ...new Set(
    documentCatalogue.flatMap((category) => [
      category.title,
      category.description,
      ...category.types.flatMap((type) => [
        type.title,
        type.description,
        type.info,
        ...(type.documentNumberLabel ? [type.documentNumberLabel] : []),
        ...type.pageLabels,
      ]),
    ]),
  ),
];

/** The document words of a request's language: the catalogue's and the statuses'. */
export const documentWordsIn = ourWords([
  ...catalogueSentences,
  ...Object.values(documentStatusTitles),
]);

type CustomerDocument = Customer['documents'][number];

/** A customer's document as a list shows it: its category, type and status in words. */
export const documentIn = (document: CustomerDocument, say: Say): CustomerDocument => ({
  ...document,
  document_category: {
    ...document.document_category,
    title: say(document.document_category.title),
  },
  document_type: { ...document.document_type, title: say(document.document_type.title) },
  status_title: say(document.status_title),
});

/** The Customer answer with its documents' words in the request's language. */
export const customerIn = (customer: Customer, say: Say): Customer => ({
  ...customer,
  documents: customer.documents.map((document) => documentIn(document, say)),
  pending_documents: customer.pending_documents.map((document) => documentIn(document, say)),
});
