/** Numbers (negative amounts too) and ISO timestamps go out as they are. */
const PLAIN = /^-?\d+(\.\d+)?$|^\d{4}-\d{2}-\d{2}T/;

/**
 * A spreadsheet runs a cell starting with = + - @ (or a tab or carriage return) as a formula:
 * such text, a name or a reason someone typed, gets a leading apostrophe (OWASP's advice on CSV
 * injection). The one guard of every CSV Homeward writes: statements, finance's exports and the
 * audit log.
 */
export function csvCell(value: string): string;
export function csvCell(value: string | null): string | null;
export function csvCell(value: string | null): string | null {
  return value === null || PLAIN.test(value) || !/^[=+\-@\t\r]/.test(value) ? value : `'${value}`;
}
