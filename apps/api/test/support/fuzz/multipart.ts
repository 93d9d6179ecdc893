import fc from 'fast-check';
import { hostileString, traversalNames, unicodeEdgeCases } from './hostile';

/**
 * Multipart bodies written by hand, so they can carry what FormData refuses: NUL and
 * traversal in file names, quotes and line breaks in headers, lying content types, parts that
 * never end.
 */

export interface Part {
  field: string;
  /** A file part when set. */
  filename?: string;
  type?: string;
  content: Buffer;
}

export const BOUNDARY = 'fuzzBoundary7MA4YWxkTrZu0gW';

export function multipartBody(parts: Part[], options: { terminated?: boolean } = {}): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.filename === undefined
        ? `form-data; name="${part.field}"`
        : `form-data; name="${part.field}"; filename="${part.filename}"`;
    const headers = [`Content-Disposition: ${disposition}`];
    if (part.type !== undefined) headers.push(`Content-Type: ${part.type}`);
    chunks.push(
      Buffer.from(`--${BOUNDARY}\r\n${headers.join('\r\n')}\r\n\r\n`, 'utf8'),
      part.content,
      Buffer.from('\r\n'),
    );
  }
  if (options.terminated !== false) chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

/** Bytes that are not a page: nothing, noise, the first bytes of real formats, scripts. */
export const notAPage: Buffer[] = [
  Buffer.alloc(0),
  Buffer.from('hello'),
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]),
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  // A PDF is checked by its header and for active content only (page-inspection.ts), so the
  // one PDF here carries a script.
  Buffer.from('%PDF-1.4\n1 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj'),
  Buffer.from('GIF89a\x01\x00\x01\x00'),
  Buffer.from('PK\x03\x04'),
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
  Buffer.from('<?php system($_GET["c"]); ?>'),
  Buffer.from('<html><script>alert(1)</script></html>'),
  Buffer.from([0x00, 0x00, 0x00, 0x18, 0x66, 0x74, 0x79, 0x70, 0x68, 0x65, 0x69, 0x63]),
  Buffer.alloc(4096, 0xff),
];

export const fileName: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...traversalNames),
  fc.constantFrom(...unicodeEdgeCases).map((edge) => `passport${edge}.jpg`),
  fc.constantFrom(
    'a"b.jpg',
    'a\r\nContent-Type: text/html\r\n\r\n.jpg',
    "';--.jpg",
    'x'.repeat(5000),
  ),
  hostileString.map((text) => text.slice(0, 300)),
);

export const contentType: fc.Arbitrary<string | undefined> = fc.constantFrom(
  undefined,
  'image/jpeg',
  'application/pdf',
  'text/html',
  'image/svg+xml',
  'application/x-php',
  'application/octet-stream',
  '../../etc/passwd',
  '',
);

export const fieldName: fc.Arbitrary<string> = fc.constantFrom(
  'pages',
  'pages',
  'pages[]',
  'file',
  '__proto__',
  'constructor',
  '',
);

/** Multipart envelopes that are broken as such, whatever they carry. */
export const brokenEnvelopes: { contentType: string; payload: Buffer }[] = [
  { contentType: 'multipart/form-data', payload: Buffer.from('abc') },
  { contentType: `multipart/form-data; boundary=${BOUNDARY}`, payload: Buffer.from('abc') },
  { contentType: `multipart/form-data; boundary=${BOUNDARY}`, payload: Buffer.alloc(0) },
  {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="pages"; filename="a.jpg"\r\n\r\nabc`,
    ),
  },
  {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: Buffer.from(`--${BOUNDARY}\r\nno headers at all\r\n--${BOUNDARY}--\r\n`),
  },
  {
    contentType: 'multipart/form-data; boundary=other',
    payload: multipartBody([{ field: 'pages', filename: 'a.jpg', content: Buffer.from('abc') }]),
  },
  { contentType: `multipart/form-data; boundary="${'b'.repeat(100)}"`, payload: Buffer.from('x') },
  { contentType: 'multipart/mixed; boundary=x', payload: Buffer.from('--x--') },
];
