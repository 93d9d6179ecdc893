import {
  ADMIN_PREFIX,
  adminDocumentSchema,
  adminDocumentsQuerySchema,
  adminDocumentSummarySchema,
  approveDocumentSchema,
  listOf,
  rejectDocumentSchema,
  type AdminDocument,
} from '@homeward/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffGuard } from '../../plugins/staff-guard';
import { z } from 'zod';
import { NotFound } from '../../lib/domain-errors';
import { resourceId } from '../../lib/ids';
import { actorOf } from '../../plugins/staff-auth';
import { actorName, type AuditHook } from '../audit/audit';
import type { DocumentRow } from './repository';
import { fileAnswer } from '../../lib/openapi';

const idParams = z.object({ id: z.string().max(64) });
const pageParams = idParams.extend({ number: z.coerce.number().int().min(1).max(50) });

const byId = `${ADMIN_PREFIX}/documents/:id`;

/**
 * Document review for compliance: the queue, a document with its pages and history, and the
 * decisions. Each decision is recorded in the audit log in the transaction of the change, and
 * the customer's screens hear of it (DocumentStatusUpdated) from this server, live.
 */
export const documentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { documents } = app.deps;

  /** The audit line of a decision on a document, written with it. */
  const audited =
    (request: FastifyRequest, action: string, id: string): AuditHook =>
    (tx, change) =>
      app.deps.audit.append(tx, actorOf(request), {
        action,
        targetType: 'document',
        targetId: id,
        before: reviewView(change.before as DocumentRow),
        after: reviewView(change.after as DocumentRow),
      });

  app.get(
    `${ADMIN_PREFIX}/documents`,
    {
      ...staffGuard(app, 'documents.read'),
      schema: {
        querystring: adminDocumentsQuerySchema,
        response: { 200: listOf(adminDocumentSummarySchema) },
      },
    },
    async (request) => {
      const rows = await documents.list({
        statuses: request.query.status,
        limit: request.query.limit,
      });
      // Oldest first: the queue is worked in the order customers sent them.
      return {
        data: rows.reverse().map((row) => ({
          id: row.document.id,
          status: row.document.statusCode as AdminDocument['status'],
          category: row.category,
          type: row.type,
          customer_id: row.document.customerId,
          customer_email: row.email,
          created_at: row.document.createdAt.toISOString(),
        })),
      };
    },
  );

  app.get(
    byId,
    {
      ...staffGuard(app, 'documents.read'),
      schema: { params: idParams, response: { 200: adminDocumentSchema } },
    },
    async (request) => {
      return presentAdminDocument(app, resourceId(request.params.id));
    },
  );

  app.get(
    `${byId}/pages/:number`,
    {
      ...staffGuard(app, 'documents.read'),
      schema: {
        params: pageParams,
        documentedOnly: {
          response: fileAnswer('The page, as an image.', 'image/jpeg', 'image/png'),
        },
      },
    },
    async (request, reply) => {
      const id = resourceId(request.params.id);
      const page = await app.deps.uploads.page(id, request.params.number);
      return (
        reply
          .type(page.contentType)
          .header('cache-control', 'no-store')
          .header('content-disposition', 'inline')
          // The console shows a PDF page in a frame of its own origin.
          .header('x-frame-options', 'SAMEORIGIN')
          .header('content-security-policy', "default-src 'none'; frame-ancestors 'self'")
          .send(page.bytes)
      );
    },
  );

  app.post(
    `${byId}/review`,
    {
      ...staffGuard(app, 'documents.review'),
      schema: { params: idParams, response: { 200: adminDocumentSchema } },
    },
    async (request) => {
      const id = resourceId(request.params.id);
      await documents.startReview(
        id,
        actorName(actorOf(request)),
        audited(request, 'document.review', id),
      );
      return presentAdminDocument(app, id);
    },
  );

  app.post(
    `${byId}/approve`,
    {
      ...staffGuard(app, 'documents.review'),
      schema: {
        params: idParams,
        body: approveDocumentSchema,
        response: { 200: adminDocumentSchema },
      },
    },
    async (request) => {
      const id = resourceId(request.params.id);
      const { reading } = request.body;
      await documents.approve(
        id,
        actorName(actorOf(request)),
        reading && {
          givenNames: reading.given_names,
          surname: reading.surname,
          birthDate: reading.birth_date,
          documentNumber: reading.document_number,
          expiresOn: reading.expires_on,
        },
        audited(request, 'document.approve', id),
      );
      return presentAdminDocument(app, id);
    },
  );

  app.post(
    `${byId}/reject`,
    {
      ...staffGuard(app, 'documents.review'),
      schema: {
        params: idParams,
        body: rejectDocumentSchema,
        response: { 200: adminDocumentSchema },
      },
    },
    async (request) => {
      const id = resourceId(request.params.id);
      await documents.reject(
        id,
        actorName(actorOf(request)),
        request.body.reason,
        audited(request, 'document.reject', id),
      );
      return presentAdminDocument(app, id);
    },
  );

  app.post(
    `${byId}/expire`,
    {
      ...staffGuard(app, 'documents.review'),
      schema: { params: idParams, response: { 200: adminDocumentSchema } },
    },
    async (request) => {
      const id = resourceId(request.params.id);
      await documents.expire(
        id,
        actorName(actorOf(request)),
        audited(request, 'document.expire', id),
      );
      return presentAdminDocument(app, id);
    },
  );
};

/** What the audit log keeps of a document: its review, not its storage details. */
function reviewView(row: DocumentRow) {
  return {
    status: row.statusCode,
    rejection_reason: row.rejectionReason,
    given_names: row.holderGivenNames,
    surname: row.holderSurname,
    birth_date: row.holderBirthDate,
    document_number: row.documentNumber,
    expires_on: row.expiresOn,
  };
}

async function presentAdminDocument(app: FastifyInstance, id: string): Promise<AdminDocument> {
  const { documents, uploads } = app.deps;
  const found = await documents.find(id);
  if (!found) throw new NotFound();
  const { document } = found;
  const [record, history, pages] = await Promise.all([
    app.deps.customerAdmin.record(document.customerId),
    documents.history(id),
    uploads.pages(id),
  ]);
  const type = record?.documents.find((d) => d.document.id === id)?.type.code ?? '';
  const name = record
    ? [record.customer.name, record.customer.secondName, record.customer.thirdName]
        .filter(Boolean)
        .join(' ')
    : '';
  return {
    id,
    status: document.statusCode as AdminDocument['status'],
    category: found.category,
    type,
    customer_id: document.customerId,
    customer_email: record?.account.email ?? '',
    customer_name: name,
    customer_birth_date: record?.birthDetail?.dateOfBirth ?? null,
    created_at: document.createdAt.toISOString(),
    rejection_reason: document.rejectionReason,
    reading:
      document.holderSurname && document.holderBirthDate && document.expiresOn
        ? {
            given_names: document.holderGivenNames ?? '',
            surname: document.holderSurname,
            birth_date: document.holderBirthDate,
            document_number: document.documentNumber ?? '',
            expires_on: document.expiresOn,
          }
        : null,
    pages: pages.map((page) => ({
      number: page.pageIndex + 1,
      content_type: page.contentType,
      url: `${ADMIN_PREFIX}/documents/${id}/pages/${page.pageIndex + 1}`,
    })),
    history: history.map((event) => ({
      status: event.statusCode,
      actor: event.actor,
      reason: event.reason,
      at: event.createdAt.toISOString(),
    })),
  };
}
