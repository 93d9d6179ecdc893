/**
 * Dates of birth as the lists write them, in free text: "1961", "01 Jan 1960", "circa 1960",
 * "01/01/1961" (day first), "Sep. 1960", "March 12, 1960", "01 Jan 1960 to 31 Dec 1962",
 * "a) 1955 b) 1958", "Between 1960 and 1962". Each is reduced to 'YYYY', 'YYYY-MM' or
 * 'YYYY-MM-DD'; a range becomes its years.
 */

const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const month = String.raw`(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t|tember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;

/** Widest range expanded into years; a wider one says too little to be worth matching on. */
const MAX_RANGE_YEARS = 10;

const patterns: { regex: RegExp; read: (groups: RegExpExecArray) => string | undefined }[] = [
  {
    regex: /(\d{4})-(\d{2})-(\d{2})/y,
    read: ([, year = '', monthOfYear, day = '']) => ymd(year, Number(monthOfYear), day),
  },
  // Day first, as the Australian and UN lists write it.
  {
    regex: /(\d{1,2})[/.](\d{1,2})[/.]\s?(\d{4})\b/y,
    read: ([, day = '', monthOfYear, year = '']) => ymd(year, Number(monthOfYear), day),
  },
  {
    regex: new RegExp(String.raw`(\d{1,2})[\s.-]+${month},?[\s-]*(\d{4}|\d{2})\b`, 'iy'),
    read: ([, day = '', name = '', year = '']) => ymd(fullYear(year), monthNumber(name), day),
  },
  {
    regex: new RegExp(String.raw`${month}\s+(\d{1,2}),\s*(\d{4})\b`, 'iy'),
    read: ([, name = '', day = '', year = '']) => ymd(year, monthNumber(name), day),
  },
  {
    regex: new RegExp(String.raw`${month},?\s+(\d{4})\b`, 'iy'),
    read: ([, name = '', year = '']) => ym(year, monthNumber(name)),
  },
  {
    regex: /(\d{1,2})\/(\d{4})\b/y,
    read: ([, monthOfYear, year = '']) => ym(year, Number(monthOfYear)),
  },
  {
    regex: /(\d{4})\b/y,
    read: ([, year = '']) => (plausibleYear(Number(year)) ? year : undefined),
  },
];

/** Between two dates, these words make them the ends of one range ("1960 to 1962"). */
const rangeWords = /^\s*(?:-|–|to|and|\/)\s*$/i;

interface Found {
  date: string;
  start: number;
  end: number;
}

/** Every date of birth a free-text field gives, in order, without duplicates. */
export function datesInText(text: string): string[] {
  const found = scan(text);
  const dates: string[] = [];
  let previous: Found | undefined;
  for (const current of found) {
    const years =
      previous && rangeWords.test(text.slice(previous.end, current.start))
        ? yearRange(Number(previous.date.slice(0, 4)), Number(current.date.slice(0, 4)))
        : undefined;
    if (years && previous) {
      // The range replaces its first end, already added, and this one.
      dates.pop();
      dates.push(...years);
      previous = undefined;
      continue;
    }
    dates.push(current.date);
    previous = current;
  }
  return [...new Set(dates)];
}

/** The years from one to the other, or undefined when the range is reversed or too wide. */
export function yearRange(from: number, to: number): string[] | undefined {
  if (!plausibleYear(from) || !plausibleYear(to) || to < from || to - from >= MAX_RANGE_YEARS) {
    return undefined;
  }
  return Array.from({ length: to - from + 1 }, (_, offset) => String(from + offset));
}

function scan(text: string): Found[] {
  const found: Found[] = [];
  let position = 0;
  while (position < text.length) {
    // Dates start at a word boundary: never inside "S1234567"-like numbers.
    const { date, end } = /[\p{L}\p{N}]/u.test(text.charAt(position - 1))
      ? { date: undefined, end: position + 1 }
      : matchAt(text, position);
    if (date) found.push({ date, start: position, end });
    position = Math.max(end, position + 1);
  }
  return found;
}

/**
 * The first pattern that reads a date at this position. A date-shaped token that is no date
 * ("31/02/1960") is skipped whole, so that no part of it is read as another date.
 */
function matchAt(text: string, position: number): { date?: string; end: number } {
  let end = position + 1;
  for (const { regex, read } of patterns) {
    regex.lastIndex = position;
    const match = regex.exec(text);
    if (!match) continue;
    const date = read(match);
    if (date) return { date, end: position + match[0].length };
    end = Math.max(end, position + match[0].length);
  }
  return { end };
}

function monthNumber(name: string): number {
  return months.indexOf(name.slice(0, 3).toLowerCase()) + 1;
}

/** Two-digit years ("12-Apr-61") are taken as the most recent past year they can be. */
function fullYear(year: string): string {
  if (year.length === 4) return year;
  const century = Math.floor(new Date().getUTCFullYear() / 100) * 100;
  const candidate = century + Number(year);
  return String(candidate > new Date().getUTCFullYear() ? candidate - 100 : candidate);
}

function plausibleYear(year: number): boolean {
  return year >= 1880 && year <= new Date().getUTCFullYear();
}

export function ym(year: string, monthOfYear: number): string | undefined {
  if (!plausibleYear(Number(year)) || monthOfYear < 1 || monthOfYear > 12) return undefined;
  return `${year}-${String(monthOfYear).padStart(2, '0')}`;
}

export function ymd(year: string, monthOfYear: number, day: string): string | undefined {
  const prefix = ym(year, monthOfYear);
  const dayOfMonth = Number(day);
  if (!prefix) return undefined;
  const date = new Date(Date.UTC(Number(year), monthOfYear - 1, dayOfMonth));
  if (date.getUTCMonth() !== monthOfYear - 1 || date.getUTCDate() !== dayOfMonth) return undefined;
  return `${prefix}-${String(dayOfMonth).padStart(2, '0')}`;
}
