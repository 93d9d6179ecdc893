import {
  apiPaths,
  documentSchema,
  documentUploadQuerySchema,
  livenessTokenSchema,
  MAX_ID,
  uploadTokenInfoSchema,
  uploadTokenSchema,
} from '@homeward/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-errors';
import { translatorFor } from '../../i18n/translate';
import { requestLanguage } from '../../lib/request-language';
import { presentDocumentCategory, presentDocumentType } from './presenter';
import { documentStatusTitles, documentWordsIn } from './words';
import type { IncomingPage } from './upload-service';
import { customerRefusals } from '../../i18n/messages';

export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { uploads } = app.deps;
  app.post(
    apiPaths.documentUpload,
    {
      // Multipart limits are the root's (plugins/bodies.ts), sized for document pages.
      config: { rateLimit: 'uploads', takesFiles: true },
      schema: { querystring: documentUploadQuerySchema, response: { 201: documentSchema } },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw new HttpError(415, customerRefusals.pagesAsMultipart);
      }
      // A token stands in for the session on the phone hand-off page. It is checked before a
      // byte of the pages is read: a visitor with no link may not make the server buffer them.
      const { token } = request.query;
      const session = token ? null : await app.requireSession(request);
      if (token) await uploads.tokenInfo(token);
      const pages: IncomingPage[] = [];
      let documentNumber: string | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            const bytes = await part.toBuffer();
            if (part.fieldname === 'pages' || part.fieldname === 'pages[]') {
              pages.push({ bytes, truncated: part.file.truncated });
            }
          } else if (part.fieldname === 'document_number' && typeof part.value === 'string') {
            documentNumber = part.value;
          }
        }
      } catch (error) {
        // The plugin's own refusals (too many parts, 413) stand; a body the parser cannot
        // read (no boundary, cut off mid-part) is the sender's mistake, not a server error.
        const status = (error as { statusCode?: number }).statusCode;
        if (status !== undefined && status >= 400 && status < 500) throw error;
        throw new HttpError(400, customerRefusals.uploadUnreadable);
      }
      const { document, category, type } = await uploads.upload({
        customerId: session?.customerId ?? null,
        token: request.query.token,
        categoryId: request.query.document_category_id,
        typeId: request.query.document_type_id,
        documentNumber,
        pages,
      });
      const say = documentWordsIn(translatorFor(requestLanguage(request)));
      return reply.code(201).send({
        id: document.id,
        document_category: { id: category.id, code: category.code, title: say(category.title) },
        document_type: { id: type.id, code: type.code, title: say(type.title) },
        status_code: document.statusCode,
        status_title: say(documentStatusTitles.pending ?? document.statusCode),
        rejection_reason: null,
        created_at: document.createdAt.toISOString(),
        updated_at: document.updatedAt.toISOString(),
      });
    },
  );

  app.get(
    '/client/v1/account-verification/token/:categoryId/:typeId',
    {
      schema: {
        params: z.object({
          categoryId: z.coerce.number().int().positive().max(MAX_ID),
          typeId: z.coerce.number().int().positive().max(MAX_ID),
        }),
        querystring: z.object({
          file_name: z.string().max(200).optional(),
          file_type: z.string().max(100).optional(),
        }),
        response: { 200: uploadTokenSchema },
      },
    },
    async (request) => {
      const session = await app.requireSession(request);
      return uploads.handOffToken(
        session.customerId,
        request.params.categoryId,
        request.params.typeId,
      );
    },
  );

  // No session here: the phone opened a link. The token is the permission, and it answers 404
  // alike for unknown, used and expired tokens.
  app.get(
    apiPaths.uploadTokenInfo,
    {
      schema: {
        querystring: z.object({ token: z.string().min(1).max(200) }),
        response: { 200: uploadTokenInfoSchema },
      },
    },
    async (request) => {
      const found = await uploads.tokenInfo(request.query.token);
      // The phone says the page in the language its browser asks for: no account is known here.
      const say = documentWordsIn(translatorFor(requestLanguage(request)));
      return {
        category: presentDocumentCategory(found.category, [found.type], say),
        document_type: presentDocumentType(found.type, say),
        expires_at: found.token.expiresAt.toISOString(),
      };
    },
  );

  app.get(
    apiPaths.livenessToken,
    {
      schema: {
        querystring: z.object({ api: z.string().min(1).max(40) }),
        response: { 200: livenessTokenSchema },
      },
    },
    async (request) => {
      const session = await app.requireSession(request);
      return uploads.livenessToken(session.customerId, request.query.api);
    },
  );
};
