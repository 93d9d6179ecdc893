import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/*
 * Reading a PDF the way a reader sees it (pdf.js): every text item with the box it occupies, to
 * check receipts and statements stay inside their margins and never print one line over another.
 */

/** The receipt's margins on every side, in points (about 2 cm). */
export const MARGIN = 56;
/**
 * How far a line's ink reaches above and below its baseline, per point of font size: Latin
 * capitals and descenders (Devanagari's marks above the line reach further, into the leading).
 */
const ASCENT = 0.718;
const DESCENT = 0.207;

export interface TextBox {
  text: string;
  page: number;
  left: number;
  right: number;
  bottom: number;
  top: number;
}

/** Every text item of a PDF with the box it occupies, in points from the page's bottom left. */
export async function textBoxes(pdf: Buffer) {
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const boxes: TextBox[] = [];
  let page: { width: number; height: number } = { width: 0, height: 0 };
  for (let number = 1; number <= document.numPages; number += 1) {
    const loaded = await document.getPage(number);
    const [, , width, height] = loaded.view as [number, number, number, number];
    page = { width, height };
    for (const item of (await loaded.getTextContent()).items) {
      if (!('str' in item) || item.str.trim() === '') continue;
      // [scaleX, skewY, skewX, scaleY (the font size), x, y of the baseline]
      const [, , , size = 0, x = 0, baseline = 0] = item.transform as number[];
      boxes.push({
        text: item.str,
        page: number,
        left: x,
        right: x + item.width,
        bottom: baseline - DESCENT * size,
        top: baseline + ASCENT * size,
      });
    }
  }
  await document.loadingTask.destroy();
  const text = boxes
    .map((box) => box.text)
    .join(' ')
    .replace(/\s+/g, ' ');
  return { boxes, page, pages: document.numPages, text };
}

/** Text whose box pokes into a margin or off the page (half a point of rounding allowed). */
export const outsideMargins = (boxes: TextBox[], page: { width: number; height: number }) =>
  boxes
    .filter(
      (box) =>
        box.left < MARGIN - 0.5 ||
        box.right > page.width - MARGIN + 0.5 ||
        box.bottom < MARGIN - 0.5 ||
        box.top > page.height - MARGIN + 0.5,
    )
    .map((box) => `${box.text} @ ${box.left.toFixed(0)},${box.top.toFixed(0)} p${box.page}`);

const overlaps = (a: TextBox, b: TextBox) =>
  a.page === b.page &&
  a.left < b.right - 0.5 &&
  b.left < a.right - 0.5 &&
  a.bottom < b.top - 0.5 &&
  b.bottom < a.top - 0.5;

/**
 * Pairs of text items drawn over each other. `acrossLines`: only items on different lines.
 * pdf.js splits a shaped Devanagari word where a mark is placed over the letter before it (a
 * reph), and the two halves of one word overlap by design.
 */
export const clashes = (boxes: TextBox[], { acrossLines = false } = {}) =>
  boxes.flatMap((a, i) =>
    boxes
      .slice(i + 1)
      .filter((b) => overlaps(a, b) && !(acrossLines && Math.abs(a.bottom - b.bottom) < 0.5))
      .map((b) => `${a.text} / ${b.text}`),
  );

/** Arabic-script letters: pdf.js measures such a shaped run wider than it is drawn. */
export const ARABIC = /[\u0600-\u06ff]/;
