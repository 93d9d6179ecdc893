import { apiPaths, type CompanyDetails } from '@homeward/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';

/**
 * Who the customer deals with, from the server's settings (GET /client/v1/company, no session
 * needed): the footer of every page and the Help page read it, so nothing here copies it.
 */
export const companyQueryOptions = queryOptions({
  queryKey: ['company'],
  queryFn: () => apiClient.get<CompanyDetails>(apiPaths.company),
  // It changes with a deploy, not while the page is open.
  staleTime: 60 * 60_000,
});

export function useCompany() {
  return useQuery(companyQueryOptions);
}
