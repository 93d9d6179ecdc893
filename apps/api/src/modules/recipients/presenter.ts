import type { PayoutMethod, Recipient } from '@homeward/contract';
import type { RecipientWithCountry, TransferRecipientSnapshot } from './repository';
import { formatDetail } from './formatting';
import { recipientFields } from './requirements';

/**
 * The details with their labels, in the requirements' order, as people read them: select values
 * by name, IBANs grouped, phone numbers in international format (formatting.ts).
 */
export function labelledDetails(
  country: string,
  payoutMethod: string,
  details: Record<string, string>,
  /** 'stored' for a regulator's report: the values exactly as kept, without display spaces. */
  as: 'display' | 'stored' = 'display',
): { label: string; value: string }[] {
  const fields = recipientFields(country, payoutMethod as PayoutMethod, details) ?? [];
  return fields
    .filter((field) => details[field.key] !== undefined && field.key !== 'account_format')
    .map((field) => ({
      label: field.label,
      value:
        field.allowed_values?.find((option) => option.key === details[field.key])?.label ??
        (as === 'display'
          ? formatDetail(field, details[field.key] ?? '')
          : (details[field.key] ?? '')),
    }));
}

export function presentRecipient({ recipient, country }: RecipientWithCountry): Recipient {
  return {
    id: recipient.id,
    full_name: recipient.fullName,
    country: { iso2_alpha: country.iso2Alpha, common_name: country.commonName },
    currency: recipient.currency,
    payout_method: recipient.payoutMethod as PayoutMethod,
    details: recipient.details,
    display: labelledDetails(country.iso2Alpha, recipient.payoutMethod, recipient.details),
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
    display: labelledDetails(country.iso2Alpha, recipient.payoutMethod, recipient.details),
    summary: recipient.summary,
  };
}
