import { companyFooterLines } from '@homeward/contract';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { translatorFor } from '../../i18n/translate';
import { companyFooter, presentCompany } from './details';

const { company } = loadConfig({ APP_ENV: 'test' });

describe('the company’s footer lines', () => {
  it('are in English the contract’s lines, word for word', () => {
    expect(companyFooter(company)).toEqual(companyFooterLines(presentCompany(company)));
  });

  it('are said in Vietnamese around the company’s own words, which stay as configured', () => {
    const [who, licence, help] = companyFooter(company, translatorFor('vi'));
    expect(who).toContain(company.address);
    expect(licence).toBe(`${company.licence}. Chịu sự quản lý của ${company.regulator}.`);
    expect(help).toBe(
      `Hỗ trợ: ${company.supportEmail} hoặc ${company.phone} (${company.supportHours}). Khiếu nại: ${company.complaintsEmail}.`,
    );
  });
});
