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
