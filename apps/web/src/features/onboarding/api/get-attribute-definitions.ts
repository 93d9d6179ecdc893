import { apiPaths, type AttributeDefinition } from '@homeward/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const attributeDefinitionsQueryKey = (countryId: number) =>
  ['attribute-definitions', countryId] as const;

/** The profile fields the country asks for, in the order to show them. */
export function getAttributeDefinitions(countryId: number): Promise<AttributeDefinition[]> {
  return apiClient.get<AttributeDefinition[]>(`${apiPaths.attributes}?country_id=${countryId}`);
}

export function attributeDefinitionsQueryOptions(countryId: number) {
  return queryOptions({
    queryKey: attributeDefinitionsQueryKey(countryId),
    queryFn: () => getAttributeDefinitions(countryId),
    staleTime: 60 * 60_000,
  });
}

/** The definitions of the customer's country; idle while no country is set. */
export function useAttributeDefinitions(countryId: number | null) {
  return useQuery({
    ...attributeDefinitionsQueryOptions(countryId ?? 0),
    enabled: countryId !== null,
  });
}
