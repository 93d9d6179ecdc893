import type { FastifyInstance } from 'fastify';
import { staffAdminRoutes } from './modules/staff/admin-routes';
import { documentExpiryAdminRoutes } from './modules/documents/expiry-admin-routes';
import { ledgerAdminRoutes } from './modules/ledger/admin-routes';
import { refundAdminRoutes } from './modules/payments/refund-admin-routes';
import { reconciliationAdminRoutes } from './modules/reconciliation/admin-routes';
import { securityEventAdminRoutes } from './modules/security-events/admin-routes';

/**
 * The admin API (`/admin/v1`): what the back-office console and the ops CLI call. Each module
 * keeps its staff routes in its own admin-routes.ts; every route asks `requireStaff` for the
 * permission it needs (contract: staffPermissions) and records its changes in the audit log.
 */
export async function registerAdminRoutes(app: FastifyInstance) {
  await app.register(staffAdminRoutes);
  await app.register(documentExpiryAdminRoutes);
  await app.register(ledgerAdminRoutes);
  await app.register(refundAdminRoutes);
  await app.register(reconciliationAdminRoutes);
  await app.register(securityEventAdminRoutes);
}
