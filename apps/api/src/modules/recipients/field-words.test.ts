import { describe, expect, it } from 'vitest';
import { payoutMethods } from '@homeward/contract';
import { detailsIn, fieldsIn, fieldWordsIn } from './field-words';
import { recipientFields, says, type FieldSpec } from './requirements';

/** A translator that marks what it was asked to say. */
const marked = fieldWordsIn((text) => `«${text}»`);
const COUNTRIES = ['PH', 'IN', 'NP', 'LK', 'FJ', 'VN', 'ID', 'BD', 'PK', 'GB', 'NZ', 'US'];

const everyField = (): FieldSpec[] =>
  COUNTRIES.flatMap((country) =>
    payoutMethods.flatMap((method) => [
      ...(recipientFields(country, method) ?? []),
      ...(recipientFields(country, method, { account_format: 'iban' }) ?? []),
    ]),
  );

describe('the fields in a language', () => {
  it('says every label and hint of every destination in the language: none is left English', () => {
    const fields = fieldsIn(everyField(), marked);
    const english = fields.flatMap((field) =>
      [field.label, field.help].filter(
        (text): text is string => text !== null && !text.startsWith('«') && text !== 'IBAN',
      ),
    );
    expect(english).toEqual([]);
  });

  it('says our choices, and leaves banks, wallets and pickup networks their own names', () => {
    const [us] = [fieldsIn(recipientFields('US', 'bank_account') ?? [], marked)];
    const type = us?.find((field) => field.key === 'account_type');
    expect(type?.allowed_values?.map((option) => option.label)).toEqual([
      '«Checking»',
      '«Savings»',
    ]);
    const ph = fieldsIn(recipientFields('PH', 'mobile_wallet') ?? [], marked);
    expect(ph.find((field) => field.key === 'wallet_provider')?.allowed_values).toEqual([
      { key: 'gcash', label: 'GCash' },
      { key: 'maya', label: 'Maya' },
    ]);
    // A placeholder of ours is said; an example value is not.
    const swift = fieldsIn(recipientFields('NP', 'bank_account') ?? [], marked);
    expect(swift.find((field) => field.key === 'bank_name')?.example).toBe('«The bank’s name»');
    expect(swift.find((field) => field.key === 'full_name')?.example).toBe('Maria Santos Cruz');
  });

  it('says a recipient’s labels, and of the values only a choice of ours', () => {
    expect(
      detailsIn(
        [
          { label: says.accountHolder, value: 'Savings' },
          { label: says.accountType, value: 'Savings' },
          { label: 'Something we no longer ask', value: 'x' },
        ],
        marked,
      ),
    ).toEqual([
      { label: `«${says.accountHolder}»`, value: 'Savings' },
      { label: `«${says.accountType}»`, value: '«Savings»' },
      { label: 'Something we no longer ask', value: 'x' },
    ]);
  });
});
