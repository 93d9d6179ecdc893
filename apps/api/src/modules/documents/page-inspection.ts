import { fileTypeFromBuffer } from 'file-type';
import type heicConvertFn from 'heic-convert';
import type sharpFn from 'sharp';
import { onFirstUse } from '../../lib/on-first-use';
import { readPdf } from './pdf-pages';
import { MAX_DOCUMENT_PAGE_BYTES } from '@homeward/contract';
import { pageRefused } from './page-words';

const heicConverter = onFirstUse(
  async (): Promise<typeof heicConvertFn> => (await import('heic-convert')).default,
);
const imageTool = onFirstUse(async (): Promise<typeof sharpFn> => (await import('sharp')).default);

/** A page as it will be stored: re-encoded images, or a checked PDF. */
export interface CleanPage {
  bytes: Buffer;
  contentType: 'image/jpeg' | 'image/png' | 'application/pdf';
}

export type PageCheck = { page: CleanPage } | { error: string };

/** Anything past 40 megapixels is not a phone photo of a document but a decompression bomb. */
const MAX_PIXELS = 40_000_000;

/** A photo of a document with fewer pixels than this on its short side cannot be read. */
const MIN_SIDE_PIXELS = 150;
/** A PDF "page" is one document's scan; a PDF longer than this is something else. */
const MAX_PDF_PAGES = 10;

/** Markers of active or hidden content in a PDF: scripts, launch actions, attachments, forms. */
const PDF_ACTIVE_CONTENT = /\/(JavaScript|JS|Launch|EmbeddedFile|EmbeddedFiles|RichMedia|XFA|AA)\b/;
/** Markup or code hiding in a file that claims to be an image or a PDF (a polyglot). */
const SMUGGLED_MARKUP = /<(script|html|svg|iframe|object|embed|\?php)\b/i;

const notAccepted = (n: number) => pageRefused('notAccepted', n);

/**
 * Checks one uploaded page by its content, never by its name or declared type, and returns
 * what to store: images are decoded, must be large enough to read, and are re-encoded (which
 * drops EXIF data, GPS position and any bytes smuggled after the image); PDFs are kept only
 * without active content and when pdf.js opens them with at least one page.
 */
export async function inspectPage(bytes: Buffer, index: number): Promise<PageCheck> {
  const n = index + 1;
  if (bytes.length === 0) return { error: pageRefused('empty', n) };
  if (bytes.length > MAX_DOCUMENT_PAGE_BYTES) return { error: pageRefused('tooLarge', n) };

  const detected = await fileTypeFromBuffer(bytes);
  const latin1 = bytes.toString('latin1');
  switch (detected?.mime) {
    case 'application/pdf': {
      if (!latin1.startsWith('%PDF-')) return { error: notAccepted(n) };
      if (PDF_ACTIVE_CONTENT.test(latin1)) {
        return { error: pageRefused('activeContent', n) };
      }
      if (SMUGGLED_MARKUP.test(latin1)) return { error: pageRefused('moreThanADocument', n) };
      const reading = await readPdf(bytes);
      if ('unreadable' in reading) {
        return {
          error:
            reading.unreadable === 'too-costly'
              ? pageRefused('tooComplex', n)
              : pageRefused('unreadablePdf', n),
        };
      }
      if (reading.pages === 0) return { error: pageRefused('noPages', n) };
      if (reading.pages > MAX_PDF_PAGES) {
        return {
          error: pageRefused('tooManyPages', n, { pages: reading.pages, most: MAX_PDF_PAGES }),
        };
      }
      return { page: { bytes, contentType: 'application/pdf' } };
    }
    case 'image/jpeg':
    case 'image/png':
    case 'image/heic':
    case 'image/heif': {
      if (SMUGGLED_MARKUP.test(latin1)) return { error: pageRefused('moreThanAnImage', n) };
      // Loaded outside the try: a package that cannot load is the server's fault, not the file's.
      // The HEIC converter only for a HEIC photo: most uploads are JPEG or PNG.
      const heic = detected.mime === 'image/heic' || detected.mime === 'image/heif';
      const heicConvert = heic ? await heicConverter() : undefined;
      const sharp = await imageTool();
      try {
        const source = heicConvert
          ? Buffer.from(await heicConvert({ buffer: bytes, format: 'JPEG', quality: 0.92 }))
          : bytes;
        const image = sharp(source, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
        const { width = 0, height = 0 } = await image.metadata();
        if (Math.min(width, height) < MIN_SIDE_PIXELS) {
          return {
            error: pageRefused('tooSmall', n, { width, height }),
          };
        }
        const png = detected.mime === 'image/png';
        // Re-encoding writes no metadata unless asked: EXIF and GPS are gone.
        const clean = png
          ? await image.png().toBuffer()
          : await image.jpeg({ quality: 90 }).toBuffer();
        return { page: { bytes: clean, contentType: png ? 'image/png' : 'image/jpeg' } };
      } catch {
        return { error: pageRefused('unreadableImage', n) };
      }
    }
    default:
      return { error: notAccepted(n) };
  }
}
