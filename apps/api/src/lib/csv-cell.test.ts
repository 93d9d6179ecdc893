import { describe, expect, it } from 'vitest';
import { csvCell } from './csv-cell';

describe('a CSV cell a spreadsheet will not run', () => {
  it('quotes text that starts like a formula', () => {
    for (const text of ['=HYPERLINK("x")', '+1+1', '-cmd', '@SUM(A1)', '\tx', '\rx']) {
      expect(csvCell(text)).toBe(`'${text}`);
    }
  });

  it('leaves numbers, negative amounts, timestamps, other text and nothing as they are', () => {
    for (const value of ['12.50', '-12.50', '2026-11-26T10:00:00.000Z', 'Maria', '']) {
      expect(csvCell(value)).toBe(value);
    }
    expect(csvCell(null)).toBeNull();
  });
});
