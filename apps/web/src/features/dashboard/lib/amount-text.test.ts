import { describe, expect, it } from 'vitest';
import { formatAmountText, normaliseAmount, tidyAmountText } from './amount-text';

describe('amounts in the calculator fields', () => {
  it('groups the API answer like the summary, with exactly its decimals', () => {
    expect(formatAmountText('18963.94')).toBe('18,963.94');
    expect(formatAmountText('1000000')).toBe('1,000,000');
    expect(formatAmountText('500.00')).toBe('500.00');
    // Never through a float: a huge amount keeps every digit.
    expect(formatAmountText('12345678901234567.89')).toBe('12,345,678,901,234,567.89');
  });

  it('leaves text that is not a plain amount as it is', () => {
    expect(formatAmountText('')).toBe('');
    expect(formatAmountText('12.')).toBe('12.');
    expect(formatAmountText('abc')).toBe('abc');
    expect(formatAmountText('-5')).toBe('-5');
  });

  it('reads grouped amounts back as the API takes them', () => {
    expect(normaliseAmount('18,963.94')).toBe('18963.94');
    expect(normaliseAmount(' 1 250.50 ')).toBe('1250.50');
    expect(normaliseAmount('1250.5')).toBe('1250.5');
    // Misplaced grouping is not guessed at: the contract's rule explains it.
    expect(normaliseAmount('12,50')).toBe('12,50');
    expect(normaliseAmount('1,2345')).toBe('1,2345');
  });

  it('tidies what was typed when the field is left', () => {
    expect(tidyAmountText('1250.5')).toBe('1,250.5');
    expect(tidyAmountText('1,250')).toBe('1,250');
    expect(tidyAmountText('12x')).toBe('12x');
  });
});

describe('amounts in the browser locales of our customers', () => {
  it('writes Latin digits, in the locale’s grouping, and reads them back', () => {
    for (const [locale, shown] of [
      ['ne-NP', '1,23,456.50'],
      ['hi-IN', '1,23,456.50'],
      ['en-IN', '1,23,456.50'],
      ['ar-EG', '123,456.50'],
      ['de-DE', '123.456,50'],
      ['vi-VN', '123.456,50'],
      ['en-AU', '123,456.50'],
    ] as const) {
      const formatted = formatAmountText('123456.50', locale);
      // Latin digits only: the field and the API take no Devanagari or Arabic-Indic ones.
      expect(formatted, locale).not.toMatch(/[\u0660-\u0669\u06f0-\u06f9\u0966-\u096f]/);
      expect(normaliseAmount(formatted, locale), locale).toBe('123456.50');
      expect(tidyAmountText('123456.50', locale), locale).toBe(formatted);
      if (locale !== 'ar-EG') expect(formatted, locale).toBe(shown);
    }
  });

  it('reads what a German types with a decimal comma, and a first amount in any locale', () => {
    expect(normaliseAmount('1250,5', 'de-DE')).toBe('1250.5');
    expect(tidyAmountText('500', 'ne-NP')).toBe('500');
    expect(normaliseAmount('500', 'ne-NP')).toBe('500');
    // Grouped in threes where the locale groups otherwise: still read.
    expect(normaliseAmount('150,000', 'en-IN')).toBe('150000');
  });
});
