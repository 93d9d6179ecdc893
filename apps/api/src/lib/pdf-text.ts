import { createRequire } from 'node:module';
import bidiFactory from 'bidi-js';
import { directionOf } from '@homeward/contract';

const bidi = bidiFactory();
const resolve = createRequire(import.meta.url).resolve;

/** A face from a Google Fonts package (Noto, OFL), embedded in the PDF as a subset. */
const face = (family: string, file: string) => resolve(`@expo-google-fonts/${family}/${file}`);

/**
 * The faces a document in each language is set in. Every one also has Latin letters and digits,
 * so an amount, a tracking number or an English name in a Hindi sentence needs no second font.
 * Latin-script languages get Noto Sans: Helvetica, a PDF's built-in face, has no Vietnamese.
 */
const FACES = {
  latin: {
    regular: face('noto-sans', '400Regular/NotoSans_400Regular.ttf'),
    bold: face('noto-sans', '700Bold/NotoSans_700Bold.ttf'),
  },
  devanagari: {
    regular: face('noto-sans-devanagari', '400Regular/NotoSansDevanagari_400Regular.ttf'),
    bold: face('noto-sans-devanagari', '700Bold/NotoSansDevanagari_700Bold.ttf'),
  },
  bengali: {
    regular: face('noto-sans-bengali', '400Regular/NotoSansBengali_400Regular.ttf'),
    bold: face('noto-sans-bengali', '700Bold/NotoSansBengali_700Bold.ttf'),
  },
  arabic: {
    regular: face('noto-naskh-arabic', '400Regular/NotoNaskhArabic_400Regular.ttf'),
    bold: face('noto-naskh-arabic', '700Bold/NotoNaskhArabic_700Bold.ttf'),
  },
};

const SCRIPT_OF: Record<string, keyof typeof FACES> = {
  hi: 'devanagari',
  ne: 'devanagari',
  bn: 'bengali',
  ur: 'arabic',
};

/** The regular and bold font files for a language. */
export const facesFor = (language: string) => FACES[SCRIPT_OF[language] ?? 'latin'];

/**
 * Text laid out for a PDF page, which draws glyphs left to right. pdfkit shapes each word with
 * fontkit (joining Arabic letters, placing Devanagari and Bengali vowel signs, and turning a
 * right-to-left word round) but does not order a line's words, mirror its brackets, or keep a
 * right-to-left word's space on the right side. For right-to-left languages, this breaks lines
 * itself and draws each line's runs in the order the bidirectional algorithm gives them.
 */
export interface PdfText {
  direction: 'ltr' | 'rtl';
  /** The lines `text` takes at `width` in the current font. */
  lines(text: string, width: number): string[];
  /** Draws one of those lines at `y` in the column from `x`, `width` wide, against one edge. */
  draw(line: string, x: number, y: number, width: number, align: 'left' | 'right'): void;
  /**
   * Writes `text` wrapped in the column from `x`, `width` wide, from `y`, against the column's
   * start or end edge in the language's direction (in Urdu the start is the right); with `draw`
   * false only measures. Answers its height.
   */
  block(
    text: string,
    x: number,
    width: number,
    align: 'start' | 'end',
    y: number,
    draw?: boolean,
  ): number;
}

/** The part of pdfkit a line needs: measuring and drawing in the current font. */
type Canvas = Pick<PDFKit.PDFDocument, 'widthOfString' | 'text' | 'currentLineHeight'>;

/** Bidi controls (the isolates around values, marks Intl adds): they order, they are not drawn. */
const CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export function pdfText(language: string, canvas: Canvas): PdfText {
  const direction = directionOf(language);
  const measure = (line: string) => canvas.widthOfString(line);
  const lines = (text: string, width: number) =>
    text.split('\n').flatMap((paragraph) => wrap(paragraph, width, measure));
  const draw: PdfText['draw'] =
    direction === 'ltr'
      ? (line, x, y, width, align) => canvas.text(line, x, y, { width, align, lineBreak: false })
      : (line, x, y, width, align) => {
          const runs = displayRuns(line);
          // pdfkit measures a space as nothing at the end of a string: a space is measured alone.
          const widths = runs.map((run) =>
            /^\s+$/.test(run) ? measure(' ') * run.length : measure(run),
          );
          const total = widths.reduce((sum, w) => sum + w, 0);
          let at = align === 'right' ? x + width - total : x;
          runs.forEach((run, index) => {
            if (!/^\s+$/.test(run)) canvas.text(run, at, y, { lineBreak: false });
            at += widths[index] ?? 0;
          });
        };
  return {
    direction,
    lines,
    draw,
    block(text, x, width, align, y, drawIt = true) {
      const written = lines(text, width);
      const lineHeight = canvas.currentLineHeight(true);
      const edge = (align === 'start') === (direction === 'ltr') ? 'left' : 'right';
      if (drawIt) {
        written.forEach((line, index) => draw(line, x, y + index * lineHeight, width, edge));
      }
      return written.length * lineHeight;
    },
  };
}

/** Greedy line breaking at spaces; a word wider than the line has a line of its own. */
function wrap(paragraph: string, width: number, measure: (text: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of paragraph.split(/ +/).filter(Boolean)) {
    const longer = line ? `${line} ${word}` : word;
    if (line && measure(longer) > width) {
      lines.push(line);
      line = word;
    } else {
      line = longer;
    }
  }
  return [...lines, line];
}

/** Letters of the right-to-left scripts: a run with one of them is turned round by fontkit. */
const RTL_LETTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;

/**
 * A right-to-left line as pieces to draw from left to right (a space is a piece too), by the
 * Unicode Bidirectional Algorithm: bidi-js resolves each character's level, mirrors brackets
 * in right-to-left runs and gives the runs to reverse. A right-to-left piece is then handed back
 * in reading order, because fontkit turns a run in a right-to-left script round when it shapes
 * it (and must, to join its letters); Latin and numbers are drawn as they read.
 */
export function displayRuns(line: string): string[] {
  // Each line takes its direction from its first letter outside an isolate (rule P2): an Urdu
  // sentence reads from the right, a company's English address from the left.
  const embedding = bidi.getEmbeddingLevels(line);
  const mirrored = bidi.getMirroredCharactersMap(line, embedding.levels);
  const order = Array.from({ length: line.length }, (_, index) => index);
  for (const [start = 0, end = start] of bidi.getReorderSegments(line, embedding)) {
    order.splice(start, end - start + 1, ...order.slice(start, end + 1).reverse());
  }
  const runs: { text: string; rtl: boolean; space: boolean }[] = [];
  for (const index of order) {
    const char = mirrored.get(index) ?? line[index] ?? '';
    const space = /\s/.test(char);
    const rtl = (embedding.levels[index] ?? 0) % 2 === 1;
    const last = runs.at(-1);
    if (last && last.space === space && last.rtl === rtl) last.text += char;
    else runs.push({ text: char, rtl, space });
  }
  return runs
    .map(({ text, rtl, space }) =>
      !space && rtl && RTL_LETTER.test(text) ? [...text].reverse().join('') : text,
    )
    .map((run) => run.replace(CONTROLS, ''))
    .filter(Boolean);
}
