// The ceiling of `npm run bench`: bare Fastify answering a small JSON object, with no hooks,
// database or logging. Whatever the API reaches is measured against this on the same machine.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The same Fastify the API runs (apps/api's dependency).
const require = createRequire(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/api/package.json'),
);
const Fastify = require('fastify');

const app = Fastify({ logger: false });
app.get('/ping', async () => ({ status: 'ok', at: Date.now() }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
