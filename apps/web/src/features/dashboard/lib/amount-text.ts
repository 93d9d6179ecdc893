/**
 * Amounts as the customer types and reads them in the calculator's fields: with the browser's
 * grouping and decimal marks, like the price summary under them ("18,963.94", or "18.963,94" in
 * German), and as the API takes them ("18963.94").
 */

interface Marks {
  group: string;
  decimal: string;
}

let marks: Marks | undefined;

/** The browser locale's grouping and decimal marks, read once from Intl. */
function localeMarks(): Marks {
  if (!marks) {
    const parts = new Intl.NumberFormat().formatToParts(12345.6);
    marks = {
      group: parts.find((part) => part.type === 'group')?.value ?? ',',
      decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    };
  }
  return marks;
}

const escape = (mark: string) => mark.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Spaces of every kind: some locales group with a (narrow) no-break space.
const spaces = /[\s\u00a0\u202f]/g;

/**
 * "1,250.50" → "1250.50" (and "1.250,50" → "1250.50" where that is the locale's way): grouping
 * is a common way to type an amount. Anything else is left for the contract's rule to judge.
 */
export function normaliseAmount(text: string): string {
  const { group, decimal } = localeMarks();
  const trimmed = text.trim().replace(spaces, '');
  const grouped = new RegExp(`^\\d{1,3}(${escape(group)}\\d{3})+(${escape(decimal)}\\d+)?$`);
  if (group.trim() && grouped.test(trimmed)) {
    return trimmed.split(group).join('').replace(decimal, '.');
  }
  if (decimal !== '.' && new RegExp(`^\\d+${escape(decimal)}\\d+$`).test(trimmed)) {
    return trimmed.replace(decimal, '.');
  }
  return trimmed;
}

const formats = new Map<number, Intl.NumberFormat>();

/**
 * "18963.94" → "18,963.94": a plain decimal string grouped as the summary shows money, with
 * exactly its decimals (never rounded, never through a float). Text that is not a plain
 * decimal (half-typed, or wrong) is returned as it is.
 */
export function formatAmountText(amount: string): string {
  if (!/^\d+(\.\d+)?$/.test(amount)) return amount;
  const decimals = amount.split('.')[1]?.length ?? 0;
  let format = formats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat(undefined, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formats.set(decimals, format);
  }
  // Intl.NumberFormat formats decimal strings exactly (ES2023); the cast is for older typings.
  return format.format(amount as unknown as number);
}

/** What the customer typed, tidied when they leave the field: "1250.5" → "1,250.5". */
export function tidyAmountText(text: string): string {
  return formatAmountText(normaliseAmount(text));
}
