import { type Recipient } from '@homeward/contract';
import type { Destination } from '../api/get-recipient-requirements';
import { payoutMethodName } from '@/lib/payout-methods';

let regionNames: Intl.DisplayNames | null = null;

/** "Philippines" from "PH", in the browser's language; the code itself if Intl does not know it. */
export function countryName(iso2: string): string {
  try {
    regionNames ??= new Intl.DisplayNames(undefined, { type: 'region' });
    return regionNames.of(iso2) ?? iso2;
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
