import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { renderIndexHtml } from '@homeward/contract';

/**
 * A plain static host for the built SPA, as a CDN would serve it, with the runtime
 * configuration pointing at an API on another origin (API_URL).
 */
const dist = path.resolve(import.meta.dirname, '../../apps/web/dist');
const port = Number(process.env.SPA_PORT ?? 8182);
const apiBaseUrl = process.env.API_URL ?? 'http://localhost:8181';
const index = renderIndexHtml(readFileSync(path.join(dist, 'index.html'), 'utf8'), {
  apiBaseUrl,
  marketingUrl: 'https://homeward.example/',
  privacyPolicyUrl: 'https://homeward.example/privacy',
  termsOfServiceUrl: 'https://homeward.example/terms',
  realtimeKey: 'homeward-key',
  realtimeHost: '',
  realtimePort: '',
  realtimeCluster: '',
  realtimeForceTls: '',
});
const types: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
};

createServer((request, response) => {
  const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
  const file = path.join(dist, path.normalize(pathname));
  if (file.startsWith(dist) && pathname !== '/' && existsSync(file) && statSync(file).isFile()) {
    response.writeHead(200, {
      'content-type': types[path.extname(file)] ?? 'application/octet-stream',
    });
    createReadStream(file).pipe(response);
    return;
  }
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end(index);
}).listen(port, '127.0.0.1');
