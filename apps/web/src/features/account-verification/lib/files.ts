import { t } from '@lingui/core/macro';
import { acceptedDocumentMimeTypes, MAX_DOCUMENT_PAGE_BYTES } from '@homeward/contract';
import { intlLocale } from '@/i18n/intl-locale';
import { isolated } from '@/lib/format';

/** For the file input's `accept`: what the server takes, by content. */
export const ACCEPT_ATTRIBUTE = acceptedDocumentMimeTypes.join(',');

/** The brands of an ISO-BMFF file the server reads as a HEIC or HEIF photo. */
const HEIC_BRANDS = new Set(['heic', 'heix', 'mif1']);

/**
 * What the file's first bytes say it is, among the kinds the server accepts (it looks at the
 * content too, never at the name or the declared type).
 */
export async function sniffPageKind(file: Blob): Promise<'jpeg' | 'png' | 'pdf' | 'heic' | null> {
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(0, 5) === '%PDF-') return 'pdf';
  if (ascii(4, 8) === 'ftyp' && HEIC_BRANDS.has(ascii(8, 12))) return 'heic';
  return null;
}

/**
 * Checks a page as it is chosen, by its content, with the page's own name ("Front", "Page 2");
 * the server checks again.
 */
export async function checkPageFile(file: File, label: string): Promise<string | null> {
  if (file.size === 0) return t`${label}: this file is empty.`;
  if (file.size > MAX_DOCUMENT_PAGE_BYTES) return t`${label}: this file is larger than 10 MB.`;
  if ((await sniffPageKind(file)) === null) {
    return t`${label}: this file is not a JPEG, PNG, HEIC or PDF.`;
  }
  return null;
}

export function isPdf(file: Blob): boolean {
  return file.type === 'application/pdf';
}

/** Whether the browser can draw this page as an <img> (HEIC only on Safari, so no thumbnail). */
export function isPreviewable(file: Blob): boolean {
  return file.type === 'image/jpeg' || file.type === 'image/png';
}

/**
 * "2.4 MB", "830 KB": the number in the app's language (its decimal mark, Latin digits), its unit
 * a message (as "up to 10 MB" is), for the languages that write the number after it or apart;
 * kept whole in Urdu (`isolated`).
 */
export function formatBytes(bytes: number): string {
  const megabytes = bytes >= 1024 * 1024;
  const digits = megabytes ? 1 : 0;
  const number = new Intl.NumberFormat(intlLocale(), {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(megabytes ? bytes / (1024 * 1024) : Math.max(1, Math.round(bytes / 1024)));
  return isolated(megabytes ? t`${number} MB` : t`${number} KB`);
}

/** Touch devices (phones, tablets) get the camera straight from the file input. */
export function isTouchDevice(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
}
