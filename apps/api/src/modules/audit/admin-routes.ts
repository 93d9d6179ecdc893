import { csvCell } from '../../lib/csv-cell';
import {
  ADMIN_PREFIX,
  auditEntrySchema,
  auditQuerySchema,
  listOf,
  type AuditEntry,
} from '@homeward/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffGuard } from '../../plugins/staff-guard';
import { stringify } from 'csv-stringify/sync';
import type { AuditRow } from './repository';
import { fileAnswer } from '../../lib/openapi';

const present = (row: AuditRow): AuditEntry => ({
  id: String(row.id),
  at: row.at.toISOString(),
  staff_email: row.staffEmail,
  roles: row.roles,
  action: row.action,
  target_type: row.targetType,
  target_id: row.targetId,
  before: row.before,
  after: row.after,
  ip: row.ipAddress,
});

/** The audit log: filtered, newest first, and as CSV for export. */
export const auditAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${ADMIN_PREFIX}/audit`,
    {
      ...staffGuard(app, 'audit.read'),
      schema: { querystring: auditQuerySchema, response: { 200: listOf(auditEntrySchema) } },
    },
    async (request) => {
      return { data: (await app.deps.audit.list(request.query)).map(present) };
    },
  );

  app.get(
    `${ADMIN_PREFIX}/audit.csv`,
    {
      ...staffGuard(app, 'audit.read'),
      schema: {
        querystring: auditQuerySchema,
        documentedOnly: { response: fileAnswer('The audit log.', 'text/csv') },
      },
    },
    async (request, reply) => {
      const rows = (await app.deps.audit.list(request.query)).map(present);
      const csv = stringify(
        rows.map((entry) =>
          [
            entry.id,
            entry.at,
            entry.staff_email,
            entry.roles.join(' '),
            entry.action,
            entry.target_type,
            entry.target_id,
            JSON.stringify(entry.before),
            JSON.stringify(entry.after),
            entry.ip,
          ].map(csvCell),
        ),
        {
          header: true,
          columns: [
            'id',
            'at',
            'staff',
            'roles',
            'action',
            'target_type',
            'target_id',
            'before',
            'after',
            'ip',
          ],
        },
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="homeward-audit.csv"')
        .send(csv);
    },
  );
};
