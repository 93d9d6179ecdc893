import { describe, expect, it } from 'vitest';
import { requirement } from '@/testing/recipient-fixtures';
import { checkRequirement, fieldName, requirementPattern } from './requirement-rules';

describe('requirement rules', () => {
  const accountNumber = requirement('account_number', 'Account number', {
    regex: '^\\d{10,16}$',
    example: '001234567890',
  });

  it('says what a required field needs, by its kind', () => {
    expect(checkRequirement(accountNumber, '  ')).toBe('Enter the account number.');
    expect(
      checkRequirement(
        requirement('bank_code', 'Bank', {
          type: 'select',
          allowed_values: [{ key: 'BDO', label: 'BDO Unibank' }],
        }),
        '',
      ),
    ).toBe('Choose the bank.');
    expect(checkRequirement(requirement('nickname', 'Nickname', { required: false }), '')).toBe(
      undefined,
    );
  });

  it('checks lengths, then the pattern against the whole trimmed value', () => {
    const name = requirement('full_name', 'Full name', { min_length: 2, max_length: 5 });
    expect(checkRequirement(name, 'A')).toBe('The full name must be at least 2 characters.');
    expect(checkRequirement(name, 'Abcdef')).toBe('The full name must be at most 5 characters.');
    expect(checkRequirement(accountNumber, '12345')).toBe(
      'Enter a valid account number, like 001234567890.',
    );
    expect(checkRequirement(accountNumber, ' 001234567890 ')).toBe(undefined);
    // An unanchored pattern still has to match the whole value.
    const iban = requirement('iban', 'IBAN', { regex: '[A-Z]{2}\\d{2}' });
    expect(checkRequirement(iban, 'GB33 and more')).toBe('Enter a valid IBAN.');
    expect(checkRequirement(iban, 'GB33')).toBe(undefined);
  });

  it('leaves a pattern the browser cannot compile to the server', () => {
    expect(requirementPattern('([')).toBeNull();
    expect(checkRequirement(requirement('x', 'X', { regex: '([' }), 'anything')).toBe(undefined);
  });

  it('refuses a select value that is not offered', () => {
    const wallet = requirement('wallet_provider', 'Wallet provider', {
      type: 'select',
      allowed_values: [{ key: 'gcash', label: 'GCash' }],
    });
    expect(checkRequirement(wallet, 'paypal')).toBe('Choose the wallet provider from the list.');
  });

  it('names form fields so dotted keys do not nest', () => {
    expect(fieldName('account_number')).toBe('detail_account_number');
    expect(fieldName('address.city')).not.toContain('.');
    expect(fieldName('address.city')).not.toBe(fieldName('address_city'));
  });
});
