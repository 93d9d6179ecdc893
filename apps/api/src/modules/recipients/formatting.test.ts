import { describe, expect, it } from 'vitest';
import { formatDetail } from './formatting';
import { labelledDetails } from './presenter';

describe('recipient details as people read them', () => {
  it('groups IBANs in fours', () => {
    expect(formatDetail({ key: 'iban', check: 'iban' }, 'DE89370400440532013000')).toBe(
      'DE89 3704 0044 0532 0130 00',
    );
    expect(formatDetail({ key: 'iban', check: 'iban' }, 'PK36SCBL0000001123456702')).toBe(
      'PK36 SCBL 0000 0011 2345 6702',
    );
  });

  it('writes phone numbers in international format', () => {
    const phone = { key: 'mobile_number', check: 'phone' } as const;
    expect(formatDetail(phone, '+639171234567')).toBe('+63 917 123 4567');
    expect(formatDetail(phone, '+9779841234567')).toBe('+977 984 1234567');
    // Something that is not a number is shown as it is rather than lost.
    expect(formatDetail(phone, 'unknown')).toBe('unknown');
  });

  it('writes sort codes in pairs and account numbers as entered', () => {
    expect(formatDetail({ key: 'sort_code' }, '404784')).toBe('40-47-84');
    expect(formatDetail({ key: 'account_number' }, '001234567890')).toBe('001234567890');
  });

  it('labels the details of a recipient in the requirements order, formatted', () => {
    expect(
      labelledDetails('PH', 'mobile_wallet', {
        mobile_number: '+639171234567',
        wallet_provider: 'gcash',
        full_name: 'Jose Rizal',
      }),
    ).toEqual([
      { label: 'Full name', value: 'Jose Rizal' },
      { label: 'Wallet', value: 'GCash' },
      { label: 'Mobile number', value: '+63 917 123 4567' },
    ]);
    expect(
      labelledDetails('GB', 'bank_account', {
        account_format: 'iban',
        full_name: 'Ann Lee',
        iban: 'GB29NWBK60161331926819',
      }),
    ).toEqual([
      { label: 'Account holder’s full name', value: 'Ann Lee' },
      { label: 'IBAN', value: 'GB29 NWBK 6016 1331 9268 19' },
    ]);
  });

  it('keeps the stored values for a regulator’s report, without display spaces', () => {
    const details = {
      account_format: 'iban',
      full_name: 'Ann Lee',
      iban: 'GB29NWBK60161331926819',
    };
    expect(labelledDetails('GB', 'bank_account', details, 'stored')).toEqual([
      { label: 'Account holder’s full name', value: 'Ann Lee' },
      { label: 'IBAN', value: 'GB29NWBK60161331926819' },
    ]);
  });
});
