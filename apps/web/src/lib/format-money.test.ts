import { describe, expect, it } from 'vitest';
import { formatMoney } from './format';

describe('formatMoney', () => {
  it('keeps every decimal the API sent, for currencies with 0, 2 and 3 decimals', () => {
    expect(formatMoney({ amount: '1250.00', currency: 'AUD' })).toMatch(/AUD\s?1,250\.00/);
    expect(formatMoney({ amount: '2500000', currency: 'VND' })).toMatch(/VND\s?2,500,000$/);
    expect(formatMoney({ amount: '12.345', currency: 'KWD' })).toMatch(/KWD\s?12\.345/);
  });

  it('formats amounts beyond a float’s precision exactly', () => {
    expect(formatMoney({ amount: '90071992547409.93', currency: 'AUD' })).toMatch(
      /90,071,992,547,409\.93/,
    );
  });
});
