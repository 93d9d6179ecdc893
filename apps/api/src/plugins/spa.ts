import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { messages, renderIndexHtml } from '@homeward/contract';
import { isApiPath, isBackOfficePath, isDocsPath } from '../lib/api-prefixes';
import { canonicalHostRedirect } from '../lib/canonical-url';
import { requestLanguage } from '../lib/request-language';
import { translateFixed } from '../i18n/translate';
import { builtFiles } from './built-files';

/**
 * Serves the built SPA from the API's origin: hashed assets cached for a year and sent compressed
 * as the build prepared them, index.html for every client route (history fallback), and JSON
 * 404s for unknown API paths.
 */
export const spaPlugin = fp(async (app) => {
  const { config, webDistDir } = app.deps;
  const indexFile = path.join(webDistDir, 'index.html');
  const indexHtml = existsSync(indexFile)
    ? renderIndexHtml(readFileSync(indexFile, 'utf8'), {
        apiBaseUrl: config.web.apiBaseUrl,
        marketingUrl: config.web.marketingUrl,
        privacyPolicyUrl: config.web.privacyPolicyUrl,
        termsOfServiceUrl: config.web.termsOfServiceUrl,
        realtimeKey: config.realtime.key,
        realtimeHost: '',
        realtimePort: '',
        // With hosted Pusher the browser connects to the cluster; otherwise to this server.
        realtimeCluster: config.realtime.host ? config.realtime.cluster : '',
        realtimeForceTls: config.realtime.host ? 'true' : '',
      })
    : undefined;
  if (!indexHtml) app.log.warn({ webDistDir }, 'no SPA build found: serving the API only');
  const toCanonicalHost = canonicalHostRedirect(config.appUrl);

  if (indexHtml) {
    await app.register(fastifyStatic, {
      ...builtFiles(webDistDir),
      // The build leaves .br and .gz copies beside each asset (apps/web/scripts/precompress.mjs);
      // @fastify/static 10 answers them with `Vary: Accept-Encoding` itself.
      preCompressed: true,
    });
  }

  const isFile = (request: FastifyRequest) =>
    Boolean(path.extname(request.url.split('?')[0] ?? ''));

  const wantsPage = (request: FastifyRequest) =>
    (request.method === 'GET' || request.method === 'HEAD') &&
    !isApiPath(request.url) &&
    !isBackOfficePath(request.url) &&
    !isDocsPath(request.url) &&
    !isFile(request);

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (indexHtml && wantsPage(request)) {
      if (toCanonicalHost(request, reply)) return reply;
      return reply
        .code(200)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(indexHtml);
    }
    return reply
      .code(404)
      .send({ message: translateFixed(requestLanguage(request), messages.notFound) });
  });
});
