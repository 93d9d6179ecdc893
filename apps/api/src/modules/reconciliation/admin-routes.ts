import { ADMIN_PREFIX, reconciliationReportSchema } from '@homeward/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffGuard } from '../../plugins/staff-guard';

/** Reconciliation on demand (`ops reconcile`): the provider's books against ours, now. */
export const reconciliationAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${ADMIN_PREFIX}/reconciliation`,
    {
      // Finance answers for the money at the provider (the same people who retry refunds).
      ...staffGuard(app, 'transfers.refund'),
      schema: { response: { 200: reconciliationReportSchema } },
    },
    async () => {
      const report = await app.deps.reconciliation.reconcile();
      return {
        provider: report.provider,
        at: report.at.toISOString(),
        totals: report.totals.map((row) => ({
          currency: row.currency,
          provider: flows(row.provider),
          payments: flows(row.payments),
          ledger_minor: row.ledgerMinor,
          agrees: row.agrees,
        })),
        differences: report.differences.map((difference) => ({
          kind: difference.kind,
          transfer_id: difference.transferId,
          payment_id: difference.paymentId,
          reference: difference.reference,
          currency: difference.currency,
          amount_minor: difference.amountMinor,
          message: difference.message,
        })),
      };
    },
  );
};

const flows = (value: { capturedMinor: number; refundedMinor: number; netMinor: number }) => ({
  captured_minor: value.capturedMinor,
  refunded_minor: value.refundedMinor,
  net_minor: value.netMinor,
});
