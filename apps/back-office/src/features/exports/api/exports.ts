import type { FinanceExportKind, ReportPeriod } from '@homeward/contract';
import { adminUrl } from '@/lib/api-client';
import { periodQuery } from '@/lib/report-period';

/** What each export holds, in a line, as finance will read it. */
export const exportDescriptions: Record<FinanceExportKind, { title: string; holds: string }> = {
  transfers: {
    title: 'Transfers',
    holds:
      'Each transfer confirmed in the period, with its price: amount sent, fee, total, rate and amount received.',
  },
  fees: {
    title: 'Fees',
    holds: 'Fee revenue entries: fees earned positive, fees given back with a refund negative.',
  },
  refunds: {
    title: 'Refunds',
    holds: 'Refunds the payment provider confirmed paid back, with the payment and its references.',
  },
  journals: {
    title: 'Journals',
    holds: 'Every ledger entry of the period, by journal and account, debits positive.',
  },
};

/** The CSV download (the staff cookie goes with a plain link: same origin). */
export const financeExportUrl = (kind: FinanceExportKind, period: ReportPeriod) =>
  adminUrl(`/exports/${kind}.csv${periodQuery(period)}`);
