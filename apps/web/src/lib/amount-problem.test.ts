import { describe, expect, it } from 'vitest';
import { activateLocale } from '@/i18n/locale';
import { amountProblem } from './amount-problem';

describe('amountProblem', () => {
  it('passes digits with an optional decimal part', () => {
    expect(amountProblem('250')).toBeNull();
    expect(amountProblem(' 250.50 ')).toBeNull();
  });

  it('refuses an empty, signed, long or odd amount with the contract’s words', () => {
    expect(amountProblem('')).toBe('Enter an amount.');
    expect(amountProblem('-5')).toBe('Enter the amount as a number, like 250 or 250.50.');
    expect(amountProblem('1e5')).toBe('Enter the amount as a number, like 250 or 250.50.');
    expect(amountProblem('1'.repeat(21))).toBe('That amount is too large.');
  });

  it('answers in the chosen language, with its own decimal mark in the example', async () => {
    await activateLocale('vi');
    expect(amountProblem('abc')).toBe('Nhập số tiền bằng chữ số, ví dụ 250 hoặc 250,50.');
  });
});
