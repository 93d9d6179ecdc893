// The default export: pdfkit 0.20 also exports it as PDFDocument, but @types/pdfkit (0.17) does not
// declare that name yet.
import type PdfKitDocument from 'pdfkit';
import { onFirstUse } from './on-first-use';
import { facesFor, pdfText } from './pdf-text';

const pdfKit = onFirstUse(
  async (): Promise<typeof PdfKitDocument> => (await import('pdfkit')).default,
);

/** The document's two faces, by the names they are registered under. */
export const FACE = { regular: 'regular', bold: 'bold' } as const;

/**
 * A PDF being written (with `bufferPages: true`), and `finish`, which numbers its pages and
 * gives its bytes: what the receipt and the statement both start from. `left`, `width` and
 * `bottom()` are the page's writable area. It is set in `language`'s faces (FACE.regular and
 * FACE.bold), and `text` lays out lines in its direction.
 */
export async function pdfDocument(options: PDFKit.PDFDocumentOptions, language = 'en-AU') {
  const PdfKit = await pdfKit();
  const doc = new PdfKit(options);
  const faces = facesFor(language);
  doc.registerFont(FACE.regular, faces.regular);
  doc.registerFont(FACE.bold, faces.bold);
  doc.font(FACE.regular);
  const text = pdfText(language, doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  /**
   * Writes `footer(page, pages)` at the foot of every page, `fromBottom` points above the
   * paper's edge, right-aligned in small grey type, then ends the document.
   */
  const finish = (
    footer: (page: number, pages: number) => string,
    fromBottom: number,
    fill: string,
  ): Promise<Buffer> => {
    const pages = doc.bufferedPageRange();
    for (let index = 0; index < pages.count; index += 1) {
      doc.switchToPage(pages.start + index);
      const bottomMargin = doc.page.margins.bottom;
      // Writing below the bottom margin would make pdfkit start a page; the footer may.
      doc.page.margins.bottom = 0;
      doc.font(FACE.regular).fontSize(8).fillColor(fill);
      const [line = ''] = text.lines(footer(index + 1, pages.count), width);
      // At the page's end edge: the right in English, the left in Urdu.
      const y = doc.page.height - fromBottom - doc.currentLineHeight();
      text.draw(line, left, y, width, text.direction === 'rtl' ? 'left' : 'right');
      doc.page.margins.bottom = bottomMargin;
    }
    doc.end();
    return bytes;
  };

  return {
    doc,
    finish,
    left,
    width,
    bottom: () => doc.page.height - doc.page.margins.bottom,
    text,
  };
}
