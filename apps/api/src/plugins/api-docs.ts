import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fastifySwagger from '@fastify/swagger';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { documentRoute, finishDocument, SECURITY_SCHEMES, TAGS } from '../lib/openapi';
import { DOCS_PREFIX } from '../lib/api-prefixes';

export const OPENAPI_PATH = `${DOCS_PREFIX}/openapi.json`;

/**
 * The reference page's only permissions: its own script and stylesheet (Swagger UI, served from
 * node_modules, never a CDN), its icons (data: URIs), and fetching the document from here.
 */
export const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Homeward API reference</title>
    <link rel="stylesheet" href="${DOCS_PREFIX}/assets/swagger-ui.css" />
  </head>
  <body>
    <div id="reference"></div>
    <script src="${DOCS_PREFIX}/assets/swagger-ui-bundle.js"></script>
    <script src="${DOCS_PREFIX}/assets/reference.js"></script>
  </body>
</html>
`;

// A file, not an inline script: the page's CSP allows no inline code. validatorUrl: null keeps
// Swagger UI from sending the document to validator.swagger.io.
const starter = `window.ui = SwaggerUIBundle({
  url: ${JSON.stringify(OPENAPI_PATH)},
  dom_id: '#reference',
  deepLinking: true,
  validatorUrl: null,
});
`;

function swaggerUiFile(name: string): Buffer {
  const require = createRequire(import.meta.url);
  return readFileSync(require.resolve(`swagger-ui-dist/${name}`));
}

/**
 * The OpenAPI 3.1 document, generated from the routes' zod schemas, and the API reference that
 * shows it (decision 0032). Registered before every route: @fastify/swagger hears routes as they
 * are added. Off in production unless DOCS_ENABLED says so.
 */
export const apiDocsPlugin = fp(async (app) => {
  const { config } = app.deps;
  if (!config.docsEnabled) return;

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Homeward API',
        version: '1',
        description:
          'The customer API, the admin API, payment webhooks and the Pusher endpoints. Errors answer `{message}`, and 422 `{message, errors}`.',
      },
      tags: TAGS,
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: documentRoute,
    transformObject: finishDocument,
  });

  const assets: Record<string, { type: string; body: Buffer | string }> = {
    'swagger-ui.css': { type: 'text/css; charset=utf-8', body: swaggerUiFile('swagger-ui.css') },
    'swagger-ui-bundle.js': {
      type: 'text/javascript; charset=utf-8',
      body: swaggerUiFile('swagger-ui-bundle.js'),
    },
    'reference.js': { type: 'text/javascript; charset=utf-8', body: starter },
  };

  const html = (reply: FastifyReply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', DOCS_CSP)
      .send(page);

  app.get(DOCS_PREFIX, (_request, reply) => html(reply));
  app.get(`${DOCS_PREFIX}/`, (_request, reply) => html(reply));

  app.get(OPENAPI_PATH, (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('application/json').send(app.swagger()),
  );

  for (const [name, asset] of Object.entries(assets)) {
    app.get(`${DOCS_PREFIX}/assets/${name}`, (_request, reply) =>
      reply.type(asset.type).header('cache-control', 'public, max-age=3600').send(asset.body),
    );
  }
});
