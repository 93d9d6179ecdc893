import { DEFAULT_LANGUAGE, formatAbn, type CompanyDetails } from '@homeward/contract';
import { translatorFor, type Translate } from '../../i18n/translate';
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

/**
 * The footer's sentences in English, as the contract's companyFooterLines writes them (the
 * checkout's): msgids of the API's catalogs, said as the app's footer says them.
 */
export const companySentences = {
  who: '{name} (ABN {abn}), {address}.',
  licence: '{licence}. Regulated by {regulator}.',
  help: 'Help: {support} or {phone} ({hours}). Complaints: {complaints}.',
} as const;

/**
 * The footer lines of the checkout, the receipt and every email, in English or, given a
 * language's `t`, in that language around the company's own words.
 */
export function companyFooter(
  company: Config['company'],
  t: Translate = translatorFor(DEFAULT_LANGUAGE),
): string[] {
  const details = presentCompany(company);
  return [
    t(companySentences.who, {
      name: details.name,
      abn: formatAbn(details.abn),
      address: details.address,
    }),
    t(companySentences.licence, { licence: details.licence, regulator: details.regulator }),
    t(companySentences.help, {
      support: details.support_email,
      phone: details.phone,
      hours: details.support_hours,
      complaints: details.complaints_email,
    }),
  ];
}
