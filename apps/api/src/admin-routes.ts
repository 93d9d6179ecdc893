import type { FastifyInstance } from 'fastify';
import { auditAdminRoutes } from './modules/audit/admin-routes';
import { customerAdminRoutes } from './modules/customers/admin-routes';
import { documentAdminRoutes } from './modules/documents/admin-routes';
import { ledgerAdminRoutes } from './modules/ledger/admin-routes';
import { refundAdminRoutes } from './modules/payments/refund-admin-routes';
import { reconciliationAdminRoutes } from './modules/reconciliation/admin-routes';
import { scheduleAdminRoutes } from './modules/schedules/admin-routes';
import { securityEventAdminRoutes } from './modules/security-events/admin-routes';
import { workQueueAdminRoutes } from './modules/work-queue/admin-routes';
import { jobAdminRoutes } from './modules/jobs/admin-routes';
import { keyRotationAdminRoutes } from './modules/key-rotation/admin-routes';
import { pricingAdminRoutes } from './modules/pricing/admin-routes';
import { proposalAdminRoutes } from './modules/proposals/admin-routes';
import { financeExportRoutes } from './modules/reports/exports/admin-routes';
import { reportAdminRoutes } from './modules/reports/admin-routes';
import { staffAdminRoutes } from './modules/staff/admin-routes';
import { transferAdminRoutes } from './modules/transfers/admin-routes';
import { sanctionsAdminRoutes } from './modules/sanctions/admin-routes';
import { caseAdminRoutes } from './modules/compliance/admin-routes';
import { monitoringAdminRoutes } from './modules/monitoring/admin-routes';
import { riskAdminRoutes } from './modules/risk/admin-routes';
import { supportAdminRoutes } from './modules/support/admin-routes';

/**
 * The admin API (`/admin/v1`): what the back-office console and the ops CLI call. Each module
 * keeps its staff routes in its own admin-routes.ts; every route asks `requireStaff` for the
 * permission it needs (contract: staffPermissions) and records its changes in the audit log.
 */
export async function registerAdminRoutes(app: FastifyInstance) {
  await app.register(staffAdminRoutes);
  await app.register(ledgerAdminRoutes);
  await app.register(refundAdminRoutes);
  await app.register(reconciliationAdminRoutes);
  await app.register(scheduleAdminRoutes);
  await app.register(securityEventAdminRoutes);
  await app.register(workQueueAdminRoutes);
  await app.register(customerAdminRoutes);
  await app.register(documentAdminRoutes);
  await app.register(auditAdminRoutes);
  await app.register(transferAdminRoutes);
  await app.register(proposalAdminRoutes);
  await app.register(pricingAdminRoutes);
  await app.register(jobAdminRoutes);
  await app.register(keyRotationAdminRoutes);
  await app.register(sanctionsAdminRoutes);
  await app.register(caseAdminRoutes);
  await app.register(monitoringAdminRoutes);
  await app.register(riskAdminRoutes);
  await app.register(supportAdminRoutes);
  await app.register(reportAdminRoutes);
  await app.register(financeExportRoutes);
}
