import { describe, expect, it } from 'vitest';
import { dammCheckDigit, isPickupCode, newPickupCode, PICKUP_CODE_LENGTH } from './pickup-code';

describe('pickup code', () => {
  it('computes the published Damm check digits', () => {
    // Wikipedia's worked example, and the all-zero string whose check digit is 0.
    expect(dammCheckDigit('572')).toBe('4');
    expect(dammCheckDigit('000')).toBe('0');
    expect(dammCheckDigit('112946')).toBe('0');
  });

  it('makes ten digits from the CSPRNG, never starting with 0, each with a valid check digit', () => {
    const codes = Array.from({ length: 500 }, newPickupCode);
    for (const code of codes) {
      expect(code).toMatch(/^[1-9][0-9]{9}$/);
      expect(code).toHaveLength(PICKUP_CODE_LENGTH);
      expect(isPickupCode(code)).toBe(true);
    }
    // 9 random digits: 500 draws all differ (a repeat would mean a broken source).
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('refuses every single wrong digit and every swap of neighbours', () => {
    const code = newPickupCode();
    for (let i = 0; i < code.length; i += 1) {
      for (let d = 0; d <= 9; d += 1) {
        const typo = code.slice(0, i) + String(d) + code.slice(i + 1);
        if (typo !== code && typo[0] !== '0') expect(isPickupCode(typo), typo).toBe(false);
      }
      const swapped = code.slice(0, i) + (code[i + 1] ?? '') + (code[i] ?? '') + code.slice(i + 2);
      if (i < code.length - 1 && swapped !== code && swapped[0] !== '0') {
        expect(isPickupCode(swapped), swapped).toBe(false);
      }
    }
  });

  it('refuses the wrong shape', () => {
    expect(isPickupCode('')).toBe(false);
    expect(isPickupCode('5724')).toBe(false);
    expect(isPickupCode('0000000000')).toBe(false);
    expect(isPickupCode('12345678901')).toBe(false);
    expect(isPickupCode('12345 67890')).toBe(false);
  });
});
