import type { IftiOverview, RegulatorReport, ReportPeriod } from '@homeward/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, adminUrl, apiClient } from '@/lib/api-client';
import { periodQuery } from '@/lib/report-period';

export const iftiQueryOptions = (period: ReportPeriod) =>
  queryOptions({
    queryKey: ['ifti', period],
    queryFn: () => apiClient.get<IftiOverview>(`/reports/ifti${periodQuery(period)}`),
  });

/** The report's file for AUSTRAC Online (the staff cookie goes with a plain link: same origin). */
export const reportFileUrl = (report: Pick<RegulatorReport, 'id'>) =>
  adminUrl(`/reports/${encodeURIComponent(report.id)}/file`);

/** Generates the day's file for its transfers not yet in a report; the answer is the new report. */
export function useGenerateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (day: string) => apiClient.post<RegulatorReport>('/reports/ifti', { day }),
    // A 409 means someone (or the daily job) generated it first: show the page as it now stands.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['ifti'] }),
  });
}

/** Records AUSTRAC's receipt for a report, once. */
export function useMarkSubmitted(report: Pick<RegulatorReport, 'id'>) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['ifti'] });
  return useMutation({
    mutationFn: (receipt: string) =>
      apiClient.post<RegulatorReport>(`/reports/${encodeURIComponent(report.id)}/submitted`, {
        receipt,
      }),
    onSuccess: refresh,
    // Another officer recorded it first: the list shows their receipt behind the message.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void refresh();
    },
  });
}
