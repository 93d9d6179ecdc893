import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '@homeward/contract';
import { BACK_OFFICE_PREFIX } from '../lib/api-prefixes';
import { canonicalHostRedirect } from '../lib/canonical-url';
import { defaultBackOfficeDistDir } from '../paths';
import { builtFiles } from './built-files';

/**
 * Serves the built staff console (apps/back-office) under /back-office: hashed assets cached for
 * a year, index.html (never cached) for every other page path (history fallback), JSON 404s for
 * missing files. Its own not-found handler, scoped to the prefix, keeps these paths away from
 * the customer SPA's fallback. The console talks to the admin API at /admin/v1.
 */
export const backOfficePlugin = fp(async (app) => {
  const distDir = app.deps.config.web.backOfficeDistDir ?? defaultBackOfficeDistDir;
  const indexFile = path.join(distDir, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  if (!indexHtml) app.log.warn({ distDir }, 'no back-office build found: /back-office answers 404');

  await app.register(
    async (scope: FastifyInstance) => {
      if (indexHtml) {
        await scope.register(fastifyStatic, {
          ...builtFiles(distDir),
          prefix: '/',
          // The customer SPA's registration owns reply.sendFile; this one only serves files.
          decorateReply: false,
        });
      }

      const isFile = (request: FastifyRequest) =>
        Boolean(path.extname(request.url.split('?')[0] ?? ''));

      const toCanonicalHost = canonicalHostRedirect(app.deps.config.appUrl);
      const page = (request: FastifyRequest, reply: FastifyReply) =>
        toCanonicalHost(request, reply)
          ? reply
          : reply
              .code(200)
              .type('text/html; charset=utf-8')
              .header('cache-control', 'no-cache')
              .send(indexHtml);

      if (indexHtml) scope.get('/', (request, reply) => page(request, reply));

      scope.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
        const wantsPage =
          (request.method === 'GET' || request.method === 'HEAD') && !isFile(request);
        if (indexHtml && wantsPage) return page(request, reply);
        return reply.code(404).send({ message: messages.notFound });
      });
    },
    { prefix: BACK_OFFICE_PREFIX },
  );
});
