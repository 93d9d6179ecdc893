import { staffMay, type ReportPeriod } from '@homeward/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '@homeward/ui/alert';
import { PageHeader } from '@homeward/ui/card';
import { Download } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { buttonClasses } from '@/components/button';
import { EmptyState, ErrorState, LoadingState } from '@/components/states';
import { useStaffSession } from '@/features/auth/api/session';
import { failureMessage } from '@/lib/api-client';
import { formatCalendarDate } from '@/lib/format';
import { last30Days } from '@/lib/report-period';
import { iftiQueryOptions, reportFileUrl, useGenerateReport } from '../api/reports';
import { PeriodForm } from '../components/period-form';
import { ReportList } from '../components/report-list';
import { ReportingDays } from '../components/reporting-days';
import { dayStanding } from '../words';

function usePeriod(): [ReportPeriod, (period: ReportPeriod) => void] {
  const [params, setParams] = useSearchParams();
  const fallback = last30Days();
  const period = { from: params.get('from') ?? fallback.from, to: params.get('to') ?? fallback.to };
  return [period, (next) => setParams({ from: next.from, to: next.to })];
}

/** What a generation came to: the new file to download, or the API's reason for none. */
function GenerateOutcome({ generate }: { generate: ReturnType<typeof useGenerateReport> }) {
  if (generate.isError) {
    return (
      <Alert tone="error" title="No report generated">
        {failureMessage(generate.error)}
      </Alert>
    );
  }
  if (!generate.isSuccess) return null;
  const report = generate.data;
  return (
    <Alert tone="info" title={`${report.file_name} generated`}>
      <p>
        {report.transfer_count === 1 ? '1 transfer' : `${report.transfer_count} transfers`} sent on{' '}
        {formatCalendarDate(report.day)}. Download it, upload it to AUSTRAC Online, then mark it
        submitted with the receipt reference.
      </p>
      <a
        href={reportFileUrl(report)}
        download={report.file_name}
        className={buttonClasses('secondary', 'mt-3', 'sm')}
      >
        <Download aria-hidden="true" className="size-4" />
        Download {report.file_name}
      </a>
    </Alert>
  );
}

export function Component() {
  const [period, setPeriod] = usePeriod();
  const overview = useQuery(iftiQueryOptions(period));
  const generate = useGenerateReport();
  const roles = useStaffSession()?.staff.roles ?? [];
  const mayManage = staffMay(roles, 'reports.manage');
  const days = overview.data?.days ?? [];
  const late = days.filter((day) => dayStanding(day).tone === 'danger').length;
  return (
    <>
      <PageHeader
        title="IFTI reports"
        subtitle="Every transfer sent out of Australia must be reported to AUSTRAC within 10 business days of the day it was sent."
      />
      <PeriodForm
        // A new period in the address (the back button) starts the form afresh.
        key={`${period.from}/${period.to}`}
        period={period}
        onChange={setPeriod}
      />
      <div className="space-y-6">
        {late > 0 ? (
          <Alert tone="error" title="Overdue or due today">
            {late === 1
              ? '1 day’s transfers are not all submitted to AUSTRAC by their deadline.'
              : `${late} days’ transfers are not all submitted to AUSTRAC by their deadline.`}
          </Alert>
        ) : null}
        <GenerateOutcome generate={generate} />
        {overview.isPending ? (
          <LoadingState label="Loading the reporting days" />
        ) : overview.isError ? (
          <ErrorState error={overview.error} onRetry={() => void overview.refetch()} />
        ) : days.length === 0 ? (
          <EmptyState title="Nothing to report">
            No transfer out of Australia was sent in this period.
          </EmptyState>
        ) : (
          <>
            <ReportingDays
              days={days}
              onGenerate={mayManage ? (day) => generate.mutate(day) : undefined}
              generating={generate.isPending ? generate.variables : undefined}
            />
            <section aria-labelledby="reports-heading" className="space-y-3">
              <h2 id="reports-heading" className="text-lg font-semibold text-ink">
                Files
              </h2>
              {overview.data.reports.length === 0 ? (
                <EmptyState title="No report generated in this period">
                  The daily job generates each past day’s file every business morning.
                </EmptyState>
              ) : (
                <ReportList reports={overview.data.reports} mayManage={mayManage} />
              )}
            </section>
          </>
        )}
      </div>
    </>
  );
}
