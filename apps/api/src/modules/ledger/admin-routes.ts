import { ADMIN_PREFIX, ledgerCheckSchema } from '@homeward/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffGuard } from '../../plugins/staff-guard';
import { ledgerReportRepository } from './report-repository';

/** The ledger's own check (`ops ledger:check`): every journal balances; balances by account. */
export const ledgerAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ledger = ledgerReportRepository(app.deps.db);

  app.get(
    `${ADMIN_PREFIX}/ledger/check`,
    {
      // The company's own money across every customer: finance's to read, like refunds and
      // reconciliation; support and compliance see one transfer's journals on its page.
      ...staffGuard(app, 'transfers.refund'),
      schema: { response: { 200: ledgerCheckSchema } },
    },
    async () => {
      const report = await ledger.check();
      return {
        journals: report.journals,
        balances: report.balances.map((row) => ({
          account: row.account,
          currency: row.currency,
          balance_minor: row.balanceMinor,
        })),
        unbalanced: report.unbalanced.map((row) => ({
          journal_id: row.journalId,
          kind: row.kind,
          currency: row.currency,
          sum_minor: row.sum,
        })),
      };
    },
  );
};
