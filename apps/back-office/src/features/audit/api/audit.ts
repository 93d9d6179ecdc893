import type { AuditEntry } from '@homeward/contract';
import { queryOptions } from '@tanstack/react-query';
import { adminUrl, apiClient } from '@/lib/api-client';

export const auditFilters = ['staff', 'action', 'target', 'from', 'to'] as const;
export type AuditFilters = Partial<Record<(typeof auditFilters)[number], string>>;

export function auditQueryString(filters: AuditFilters): string {
  const query = new URLSearchParams();
  for (const name of auditFilters) {
    const value = filters[name]?.trim();
    if (value) query.set(name, value);
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

export const auditQueryOptions = (filters: AuditFilters) =>
  queryOptions({
    queryKey: ['audit', filters],
    queryFn: () => apiClient.get<{ data: AuditEntry[] }>(`/audit${auditQueryString(filters)}`),
  });

/** The same filters as a CSV download (the staff cookie goes with a plain link: same origin). */
export const auditCsvUrl = (filters: AuditFilters) =>
  adminUrl(`/audit.csv${auditQueryString(filters)}`);
