import { i18n } from '@lingui/core';
import { DEFAULT_LANGUAGE } from '@homeward/contract/languages';

/**
 * The locale `Intl` formats in: the app's language, with Latin digits whatever the language
 * (decision 0037: the amounts a customer types and reads on their bank statement are Latin).
 */
export function intlLocale(): string {
  return `${i18n.locale || DEFAULT_LANGUAGE}-u-nu-latn`;
}
