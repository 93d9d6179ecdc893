import { apiPaths, type PayoutMethod, type RecipientRequirements } from '@homeward/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Where a recipient receives the money: what decides the fields they need. */
export interface Destination {
  /** ISO 3166 alpha-2, e.g. "PH". */
  country: string;
  /** ISO 4217, e.g. "PHP". */
  currency: string;
  payoutMethod: PayoutMethod;
}

/** The values of the refresh-on-change fields chosen so far, by field key. */
export type RefreshValues = Record<string, string>;

export const recipientRequirementsQueryKey = (destination: Destination, refresh: RefreshValues) =>
  [
    'recipient-requirements',
    destination.country,
    destination.currency,
    destination.payoutMethod,
    refresh,
  ] as const;

/**
 * The fields a recipient at that destination needs, in order. A refresh-on-change field's value
 * goes along as an extra parameter, as it changes which other fields are asked for.
 */
export function getRecipientRequirements(
  destination: Destination,
  refresh: RefreshValues = {},
): Promise<RecipientRequirements> {
  const query = new URLSearchParams({
    country: destination.country,
    currency: destination.currency,
    payout_method: destination.payoutMethod,
  });
  for (const [key, value] of Object.entries(refresh)) {
    if (!query.has(key)) query.set(key, value);
  }
  return apiClient.get<RecipientRequirements>(
    `${apiPaths.recipientRequirements}?${query.toString()}`,
  );
}

export function recipientRequirementsQueryOptions(
  destination: Destination,
  refresh: RefreshValues = {},
) {
  return queryOptions({
    queryKey: recipientRequirementsQueryKey(destination, refresh),
    queryFn: () => getRecipientRequirements(destination, refresh),
    staleTime: 10 * 60_000,
  });
}
