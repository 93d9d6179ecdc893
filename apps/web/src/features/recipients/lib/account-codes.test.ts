import { describe, expect, it } from 'vitest';
import {
  compactIban,
  describeBic,
  groupIban,
  normaliseDetail,
  readBic,
  regroupIbanInput,
} from './account-codes';

describe('IBANs as typed, shown and sent', () => {
  it('groups in fours and compacts to upper case', () => {
    expect(groupIban('de89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
    expect(groupIban(' GB29-NWBK 6016133192 6819 ')).toBe('GB29 NWBK 6016 1331 9268 19');
    expect(compactIban('de89 3704 0044 0532 0130 00')).toBe('DE89370400440532013000');
    expect(normaliseDetail('iban', 'gb29 nwbk 6016 1331 9268 19')).toBe('GB29NWBK60161331926819');
    // Other details are sent as entered, trimmed: account numbers keep their own form.
    expect(normaliseDetail('account_number', ' 12-3140-0123456-00 ')).toBe('12-3140-0123456-00');
  });

  it('regroups an input and keeps the caret after the same character', () => {
    const input = document.createElement('input');
    document.body.append(input);
    input.value = 'gb29nwbk60';
    input.setSelectionRange(10, 10);
    regroupIbanInput(input);
    expect(input.value).toBe('GB29 NWBK 60');
    expect(input.selectionStart).toBe(12);
    // A character typed in the middle ("X" after "GB29 ") leaves the caret right after it.
    input.value = 'GB29 XNWBK 60';
    input.setSelectionRange(6, 6);
    regroupIbanInput(input);
    expect(input.value).toBe('GB29 XNWB K60');
    expect(input.selectionStart).toBe(6);
    input.remove();
  });
});

describe('what a SWIFT / BIC code says', () => {
  it('reads the bank, country and branch of a whole code only', () => {
    expect(readBic('narbnpka')).toEqual({ bank: 'NARB', country: 'NP', branch: null });
    expect(readBic('BFTVVNVX002')).toEqual({ bank: 'BFTV', country: 'VN', branch: '002' });
    expect(readBic('BCEYLKLXXXX')).toEqual({ bank: 'BCEY', country: 'LK', branch: null });
    expect(readBic('NARBNP')).toBeNull();
    expect(readBic('NARB NPKA')).toBeNull();
  });

  it('says so when the bank is in another country than the recipient', () => {
    expect(describeBic('NARBNPKA', 'NP')).toEqual({
      tone: 'info',
      text: 'Bank code NARB · Nepal · head office',
    });
    expect(describeBic('BOPIPHMM', 'NP')).toEqual({
      tone: 'error',
      text: 'That SWIFT / BIC code is for a bank outside Nepal (PH: Philippines).',
    });
    expect(describeBic('BOPI', 'NP')).toBeNull();
  });
});
