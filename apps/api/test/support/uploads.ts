// The default export: pdfkit 0.20 also exports it as PDFDocument, but @types/pdfkit (0.17) does not
// declare that name yet.
import PdfKitDocument from 'pdfkit';
import sharp from 'sharp';
import type { TestBrowser } from './browser';

/** A real photo-like JPEG, with EXIF (camera and GPS) that the upload must strip. */
export async function jpegWithExif(width = 640, height = 400): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 180, b: 150 } },
  })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Secret Phone 9', Copyright: 'Maria Santos' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '33/1 52/1 0/1' },
    })
    .toBuffer();
}

export async function png(width = 300, height = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: '#2d6a4f' } })
    .png()
    .toBuffer();
}

/** A real one-page PDF, as a scanner or a phone's "save as PDF" makes one. */
export function pagePdf(pages = 1): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const document = new PdfKitDocument({ size: 'A4', autoFirstPage: false });
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
    for (let n = 1; n <= pages; n++)
      document.addPage().fontSize(14).text(`Electricity bill, page ${n}`, 72, 72);
    document.end();
  });
}

/** A hand-made PDF whose catalogue takes `body`; it has no pages. */
export const pdf = (body = '') =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R ${body}>> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
    'latin1',
  );

export interface FilePart {
  bytes: Buffer;
  name: string;
  type: string;
}

/** POSTs pages as multipart, the way the SPA's upload does. */
export function upload(
  browser: TestBrowser,
  query: string,
  files: FilePart[],
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  for (const file of files) {
    form.append('pages', new Blob([file.bytes], { type: file.type }), file.name);
  }
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return browser.request({
    method: 'POST',
    url: `/client/v1/document/upload?${query}`,
    payload: form as never,
  });
}
