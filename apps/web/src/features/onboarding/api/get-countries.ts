import { apiPaths, type Country, type CountryUse } from '@homeward/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const countriesQueryKey = (use: CountryUse) => ['countries', use] as const;

/** The countries a picker offers: where customers may live, or every country (nationality). */
export function getCountries(use: CountryUse): Promise<Country[]> {
  return apiClient.get<Country[]>(`${apiPaths.countries}?use=${use}`);
}

export function countriesQueryOptions(use: CountryUse) {
  return queryOptions({
    queryKey: countriesQueryKey(use),
    queryFn: () => getCountries(use),
    // Reference data: it changes with a release, not while the page is open.
    staleTime: 60 * 60_000,
  });
}

export function useCountries(use: CountryUse, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...countriesQueryOptions(use), enabled });
}
