// The default export: pdfkit 0.20 also exports it as PDFDocument, but @types/pdfkit (0.17) does not
// declare that name yet.
import PdfKitDocument from 'pdfkit';

/**
 * A PDF being written (with `bufferPages: true`), and `finish`, which numbers its pages and
 * gives its bytes: what the receipt and the statement both start from. `left`, `width` and
 * `bottom()` are the page's writable area.
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
      doc.font('Helvetica').fontSize(8).fillColor(fill);
      doc.text(
        footer(index + 1, pages.count),
        left,
        doc.page.height - fromBottom - doc.currentLineHeight(),
        {
          width,
          align: 'right',
          lineBreak: false,
        },
      );
      doc.page.margins.bottom = bottomMargin;
    }
    doc.end();
    return bytes;
  };

  return { doc, finish, left, width, bottom: () => doc.page.height - doc.page.margins.bottom };
}
