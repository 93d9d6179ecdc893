import type { PayoutMethod, Recipient } from '@homeward/contract';
import type { TransferRecipientSnapshot } from '../../db/schema';
import type { RecipientWithCountry } from './repository';

export function presentRecipient({ recipient, country }: RecipientWithCountry): Recipient {
  return {
    id: recipient.id,
    full_name: recipient.fullName,
    country: { iso2_alpha: country.iso2Alpha, common_name: country.commonName },
    currency: recipient.currency,
    payout_method: recipient.payoutMethod as PayoutMethod,
    details: recipient.details,
    summary: recipient.summary,
    created_at: recipient.createdAt.toISOString(),
    updated_at: recipient.updatedAt.toISOString(),
  };
}

/** The copy a transfer keeps, so editing or deleting the recipient never rewrites history. */
export function snapshotOf({
  recipient,
  country,
}: RecipientWithCountry): TransferRecipientSnapshot {
  return {
    id: recipient.id,
    fullName: recipient.fullName,
    countryIso2: country.iso2Alpha,
    countryName: country.commonName,
    currency: recipient.currency,
    payoutMethod: recipient.payoutMethod,
    details: recipient.details,
    summary: recipient.summary,
  };
}
