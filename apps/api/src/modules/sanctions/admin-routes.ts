import {
  ADMIN_PREFIX,
  listOf,
  sanctionsImportResultSchema,
  sanctionsImportUrlSchema,
  sanctionsListSchema,
  sanctionsSourceSchema,
  type SanctionsImport,
} from '@homeward/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ValidationFailed } from '../../lib/domain-errors';
import { actorName } from '../audit/audit';
import { actorOf } from '../../plugins/staff-auth';
import { staffGuard } from '../../plugins/staff-guard';
import { MAX_LIST_BYTES } from './lists';
import type { ImportRow } from './repository';

/** Who imported, as staff read it: a member's email, or the scheduled refresh. */
const importerName = (actor: string) =>
  actor === 'system:refresh' ? 'the scheduled refresh' : actor.replace(/^staff:/, '');

export const presentImport = (row: ImportRow): SanctionsImport => ({
  id: row.id,
  status: row.status as SanctionsImport['status'],
  version: row.version,
  entries: row.entryCount,
  names: row.nameCount,
  origin: row.origin,
  error: row.error,
  imported_by: importerName(row.importedBy),
  imported_at: row.createdAt.toISOString(),
});

const sourceParams = z.object({ source: sanctionsSourceSchema });
/** The file's name, as the CLI or console read it; shown in the list's history. */
const fileQuery = z.object({ file: z.string().trim().min(1).max(200).optional() });

/**
 * The sanctions lists for staff: what is in force, and imports. An import is either the list
 * file itself (the raw body, `application/octet-stream`: the ops CLI sends the file it was
 * given) or `{ "url": … }`, fetched by the server. Each import is an audit line.
 */
export const sanctionsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { sanctions, audit } = app.deps;
  // Only here: list files are the one raw upload the admin API takes.
  app.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit: MAX_LIST_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.get(
    `${ADMIN_PREFIX}/sanctions/lists`,
    {
      ...staffGuard(app, 'sanctions.read'),
      schema: { response: { 200: listOf(sanctionsListSchema) } },
    },
    async () => ({
      data: (await sanctions.status()).map((list) => ({
        source: list.source,
        title: list.title,
        active: list.active ? presentImport(list.active) : null,
        last_rejected: list.lastRejected ? presentImport(list.lastRejected) : null,
      })),
    }),
  );

  app.post(
    `${ADMIN_PREFIX}/sanctions/lists/:source/imports`,
    {
      ...staffGuard(app, 'sanctions.import'),
      schema: {
        params: sourceParams,
        querystring: fileQuery,
        response: { 201: sanctionsImportResultSchema },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { source } = request.params;
      const body: unknown = request.body;
      const outcome = Buffer.isBuffer(body)
        ? await sanctions.importFile(
            source,
            body,
            request.query.file ?? 'uploaded file',
            actorName(actor),
          )
        : await sanctions.importUrl(source, urlOf(body), actorName(actor));
      await app.deps.db.transaction((tx) =>
        audit.append(tx, actor, {
          action: 'sanctions.import',
          targetType: 'sanctions_list',
          targetId: source,
          before: null,
          after: presentImport(outcome.import),
        }),
      );
      return reply
        .code(201)
        .send({ import: presentImport(outcome.import), rescreening: outcome.rescreening });
    },
  );
};

function urlOf(body: unknown): string {
  const parsed = sanctionsImportUrlSchema.safeParse(body);
  if (!parsed.success) {
    throw new ValidationFailed({
      url: [
        parsed.error.issues[0]?.message ??
          'Send the list file (application/octet-stream) or its address as { "url": … }.',
      ],
    });
  }
  return parsed.data.url;
}
