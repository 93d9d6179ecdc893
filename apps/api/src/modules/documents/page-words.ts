import { inEnglish } from '../../i18n/translate';

/**
 * Why a page of an upload is refused, in English: said in the customer's language on the way
 * out (i18n/valued-words.ts), the page's number read back out.
 */
export const pageRefusals = {
  notAccepted: 'Page {page} is not a JPEG, PNG, HEIC or PDF file.',
  empty: 'Page {page} is empty.',
  tooLarge: 'Page {page} is larger than 10 MB.',
  activeContent:
    'Page {page} is a PDF with scripts, actions or attachments, which we cannot accept.',
  moreThanADocument: 'Page {page} contains more than a document.',
  tooComplex: 'Page {page} is a PDF too complex to open. Send a photo or a simpler scan.',
  unreadablePdf: 'Page {page} is not a PDF we can read.',
  noPages: 'Page {page} is a PDF with no pages.',
  tooManyPages:
    'Page {page} is a PDF of {pages} pages. Send only the pages of this document (at most {most}).',
  moreThanAnImage: 'Page {page} contains more than an image.',
  tooSmall:
    'Page {page} is too small to read ({width} × {height} pixels). Take a photo where the document fills the frame.',
  unreadableImage: 'Page {page} could not be read as an image.',
  notFromCamera: 'Page {page} must be a photo from your camera.',
} as const;

/** A page's refusal in English, with its number and values. */
export const pageRefused = (
  refusal: keyof typeof pageRefusals,
  page: number,
  values: Record<string, number> = {},
) => inEnglish(pageRefusals[refusal], { page, ...values });

/** How many pages a document needs, in English; `{labels}` are its pages' labels. */
export const pagesNeededSentences = {
  labelled: 'This document needs {count} pages: {labels}.',
  exactly: 'This document needs {count, plural, one {# page} other {# pages}}.',
  between: 'This document needs {min} to {max} pages.',
} as const;

/** "This document needs 2 pages: Front and Back.", in English. */
export function pagesNeeded(min: number, max: number, labels: string[]): string {
  if (min === max && labels.length === min && min > 1) {
    return inEnglish(pagesNeededSentences.labelled, { count: min, labels: labels.join(' and ') });
  }
  return min === max
    ? inEnglish(pagesNeededSentences.exactly, { count: min })
    : inEnglish(pagesNeededSentences.between, { min, max });
}
