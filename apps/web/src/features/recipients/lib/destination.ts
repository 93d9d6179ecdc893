import { type Recipient } from '@homeward/contract';
import { countryName } from '@/lib/country-name';
import type { Destination } from '../api/get-recipient-requirements';
import { payoutMethodName } from '@/lib/payout-methods';

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
