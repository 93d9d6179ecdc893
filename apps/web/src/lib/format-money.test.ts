import { describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n/locale';
import { formatMoney, formatRate } from './format';

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

describe('formatRate', () => {
  it('keeps the rate as the API gave it', () => {
    expect(formatRate('36.512345', 'AUD', 'PHP')).toBe('1 AUD = 36.512345 PHP');
  });

  it('isolates it left to right in Urdu, so its "1" stays at its start', async () => {
    await activateLocale('ur');
    expect(formatRate('36.512345', 'AUD', 'PHP')).toBe('\u20661 AUD = 36.512345 PHP\u2069');
  });
});
