import { type Recipient } from '@homeward/contract';
import { intlLocale } from '@/i18n/intl-locale';
import type { Destination } from '../api/get-recipient-requirements';
import { payoutMethodName } from '@/lib/payout-methods';

const regionNames = new Map<string, Intl.DisplayNames>();

/** "Philippines" from "PH", in the app's language; the code itself if Intl does not know it. */
export function countryName(iso2: string): string {
  try {
    const locale = intlLocale();
    let names = regionNames.get(locale);
    if (!names) {
      names = new Intl.DisplayNames([locale], { type: 'region' });
      regionNames.set(locale, names);
    }
    return names.of(iso2) ?? iso2;
  } catch {
    return iso2;
  }
}

/** "Philippines · PHP" */
export const destinationLabel = (country: string, currency: string) => `${country} · ${currency}`;

/** "Philippines · PHP · Bank account" */
export function describeDestination(destination: Destination, name?: string): string {
  return `${destinationLabel(name ?? countryName(destination.country), destination.currency)} · ${payoutMethodName(destination.payoutMethod)}`;
}

/** Where a saved recipient receives the money. */
export function destinationOf(recipient: Recipient): Destination {
  return {
    country: recipient.country.iso2_alpha,
    currency: recipient.currency,
    payoutMethod: recipient.payout_method,
  };
}
