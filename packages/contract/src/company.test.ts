import { describe, expect, it } from 'vitest';
import { companyDetailsSchema } from './company';
import { companyFooterLines, formatAbn } from './company-lines';

const company = companyDetailsSchema.parse({
  name: 'Homeward Pty Ltd',
  abn: '51824753556',
  licence: 'AFSL 123456',
  regulator: 'ASIC and AUSTRAC',
  address: '1 Example Street, Sydney NSW 2000',
  support_email: 'help@homeward.example',
  phone: '1300 000 000',
  support_hours: 'Monday to Friday, 9 am to 5 pm Sydney time',
  complaints_email: 'complaints@homeward.example',
  ombudsman: 'AFCA',
});

describe('the company footer', () => {
  it('names the company, its licence, regulator and every way to reach it', () => {
    expect(companyFooterLines(company)).toEqual([
      'Homeward Pty Ltd (ABN 51 824 753 556), 1 Example Street, Sydney NSW 2000.',
      'AFSL 123456. Regulated by ASIC and AUSTRAC.',
      'Help: help@homeward.example or 1300 000 000 (Monday to Friday, 9 am to 5 pm Sydney time). ' +
        'Complaints: complaints@homeward.example.',
    ]);
  });

  it('groups an ABN as the register writes it, and leaves anything else alone', () => {
    expect(formatAbn('51824753556')).toBe('51 824 753 556');
    expect(formatAbn('51 824 753 556')).toBe('51 824 753 556');
    expect(formatAbn('pending')).toBe('pending');
  });

  it('refuses an answer without the regulator', () => {
    const { regulator: _, ...rest } = company;
    expect(companyDetailsSchema.safeParse(rest).success).toBe(false);
  });
});
