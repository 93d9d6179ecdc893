/**
 * A small XML writer for report files: elements nest as arrays, text is escaped, and a value
 * that is null or empty leaves its element out (the schema makes those optional).
 */
export type Node = string | Node[];

/** Characters XML 1.0 cannot carry at all; customers' text never needs them. */
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export const escapeText = (value: string) =>
  value
    .replace(FORBIDDEN, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

/** `<name>text</name>`, or nothing when there is no text. */
export const leaf = (name: string, value: string | number | null | undefined): Node => {
  if (value === null || value === undefined) return [];
  const text = escapeText(String(value)).trim();
  return text === '' ? [] : `<${name}>${text}</${name}>`;
};

export const element = (name: string, ...children: Node[]): Node => [
  `<${name}>`,
  children,
  `</${name}>`,
];

function* lines(node: Node): Generator<string> {
  if (typeof node === 'string') yield node;
  else for (const child of node) yield* lines(child);
}

/** The document, one element per line; no indentation, as a machine reads it. */
export const render = (root: Node) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n${[...lines(root)].join('\n')}\n`;
