import { acceptedDocumentMimeTypes, MAX_DOCUMENT_PAGE_BYTES } from '@homeward/contract';

/** For the file input's `accept`: what the server takes, by content. */
export const ACCEPT_ATTRIBUTE = acceptedDocumentMimeTypes.join(',');

const accepted: readonly string[] = acceptedDocumentMimeTypes;

/** Some browsers (Chrome on Windows, Firefox) give HEIC photos no type; their name still tells. */
function looksLikeHeic(file: File): boolean {
  return file.type === '' && /\.(heic|heif)$/i.test(file.name);
}

/**
 * Checks a page before sending it, with the server's own messages (it checks again, by content).
 * `index` is 0-based; the messages count from 1.
 */
export function checkPageFile(file: File, index: number): string | null {
  const n = index + 1;
  if (!accepted.includes(file.type) && !looksLikeHeic(file)) {
    return `Page ${n} is not a JPEG, PNG, HEIC or PDF file.`;
  }
  if (file.size === 0) return `Page ${n} is empty.`;
  if (file.size > MAX_DOCUMENT_PAGE_BYTES) return `Page ${n} is larger than 10 MB.`;
  return null;
}

export function isPdf(file: Blob): boolean {
  return file.type === 'application/pdf';
}

/** Whether the browser can draw this page as an <img> (HEIC only on Safari, so no thumbnail). */
export function isPreviewable(file: Blob): boolean {
  return file.type === 'image/jpeg' || file.type === 'image/png';
}

/** "2.4 MB", "830 KB" */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Touch devices (phones, tablets) get the camera straight from the file input. */
export function isTouchDevice(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
}
