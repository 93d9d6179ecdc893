import type { CompanyDetails } from './company';

/*
 * The company's details in words, kept apart from company.ts's schema: the signed-out pages'
 * footer needs these lines, and importing them must not bring zod into the sign-in route's
 * bundle (its budget is 145 KB).
 */

/** "51 824 753 556": an ABN as the Australian Business Register writes it. */
export function formatAbn(abn: string): string {
  const digits = abn.replace(/\s/g, '');
  return /^\d{11}$/.test(digits)
    ? digits.replace(/^(\d{2})(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3 $4')
    : abn;
}

/**
 * The company's details as the lines of a footer, the same words wherever they are printed:
 * the web footer, the checkout, the receipt and the emails.
 */
export function companyFooterLines(company: CompanyDetails): string[] {
  return [
    `${company.name} (ABN ${formatAbn(company.abn)}), ${company.address}.`,
    `${company.licence}. Regulated by ${company.regulator}.`,
    `Help: ${company.support_email} or ${company.phone} (${company.support_hours}). ` +
      `Complaints: ${company.complaints_email}.`,
  ];
}
