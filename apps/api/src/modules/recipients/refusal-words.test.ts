import { describe, expect, it } from 'vitest';
import { recipientRefusalWordsOf, recipientRefused } from './refusal-words';

/** A recipient's refused detail, as validation.ts writes it and as a language says it. */
describe('a recipient’s refused detail in a language', () => {
  it('says the field’s label as the form does, in lower case where English has it so', () => {
    const english = recipientRefused('enter', { label: 'account number' });
    expect(english).toBe('Enter the account number.');
    expect(recipientRefusalWordsOf('vi')(english)).toBe('Vui lòng nhập số tài khoản.');
    expect(recipientRefusalWordsOf('en-AU')(english)).toBe(english);
    // The pseudo-locale accents the label in the sentence's own lower case.
    expect(recipientRefusalWordsOf('en-XA')(english)).toMatch(/^⟦.+ ⟦àććōũńţ ńũḿƀēŕ⟧\.⟧$/);
  });

  it('keeps a label that starts with capitals as it is, and names a country', () => {
    const bic = recipientRefused('bicOutside', { country: 'Philippines' });
    expect(recipientRefusalWordsOf('hi')(bic)).toBe(
      'वह SWIFT / BIC कोड फ़िलिपींस के बाहर के किसी बैंक का है।',
    );
    const mobile = recipientRefused('mobileLike', { country: 'PH', example: '0917 123 4567' });
    expect(mobile).toBe('Enter a valid mobile number for PH, like 0917 123 4567.');
    expect(recipientRefusalWordsOf('id')(mobile)).toBe(
      'Masukkan nomor ponsel Filipina yang valid, misalnya 0917 123 4567.',
    );
    expect(recipientRefusalWordsOf('en-AU')(mobile)).toBe(mobile);
  });

  it('leaves a text whose label is not one of the form’s as it is', () => {
    expect(recipientRefusalWordsOf('hi')('Enter the 16-digit card number.')).toBe(
      'Enter the 16-digit card number.',
    );
    expect(recipientRefusalWordsOf('hi')('Enter a valid email address.')).toBe(
      'Enter a valid email address.',
    );
  });
});
