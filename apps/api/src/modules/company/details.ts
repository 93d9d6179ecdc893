import { companyFooterLines, type CompanyDetails } from '@homeward/contract';
import type { Config } from '../../config';

/**
 * The one home of the company's details on the server: the settings (config.company) as the
 * answer of GET /client/v1/company, and as the footer lines the checkout, the receipt and every
 * email print, so they all say the same thing.
 *
 * Every value is the operator's own words, given as they were configured, in every language
 * (the app marks them translate="no"). The support hours too: COMPANY_SUPPORT_HOURS is free
 * text ("Monday to Friday, 9 am to 5 pm Sydney time", "24/7", "Weekdays 8–8, Saturday 9–1"),
 * which no reading of it could turn back into days and times reliably. To say them per language
 * with Intl they must first be configured as values (days, opening and closing times, zone).
 */
export function presentCompany(company: Config['company']): CompanyDetails {
  return {
    name: company.name,
    abn: company.abn,
    licence: company.licence,
    regulator: company.regulator,
    address: company.address,
    support_email: company.supportEmail,
    phone: company.phone,
    support_hours: company.supportHours,
    complaints_email: company.complaintsEmail,
    ombudsman: company.ombudsman,
  };
}

/** The footer lines of the checkout, the receipt and every email. */
export const companyFooter = (company: Config['company']) =>
  companyFooterLines(presentCompany(company));
