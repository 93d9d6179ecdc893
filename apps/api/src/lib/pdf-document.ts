// The default export: pdfkit 0.20 also exports it as PDFDocument, but @types/pdfkit (0.17) does not
// declare that name yet.
import PdfKitDocument from 'pdfkit';

/**
 * A PDF being written, and the bytes once `doc.end()` is called: what the receipt and the
 * statement both start from. `left`, `width` and `bottom()` are the page's writable area.
 */
export function pdfDocument(options: PDFKit.PDFDocumentOptions) {
  const doc = new PdfKitDocument(options);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = doc.page.margins.left;
  return {
    doc,
    bytes,
    left,
    width: doc.page.width - left - doc.page.margins.right,
    bottom: () => doc.page.height - doc.page.margins.bottom,
  };
}
