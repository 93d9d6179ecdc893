import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * Compresses what the API reads out (GET answers of 1 KB or more: corridors, transfer lists) with
 * Brotli at a fast level, or gzip, for customers on slow mobile links. The SPA's files are
 * compressed at build time instead (see the SPA plugin).
 *
 * Answers to state-changing requests stay uncompressed: they are small, and some carry secrets
 * (a new authenticator key) beside what the request sent, the mix that compression-length
 * attacks (BREACH) read. Compressed request bodies are refused as before, never inflated.
 */
export const compressionPlugin = fp(async (app) => {
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (methods.some((method) => method !== 'GET' && method !== 'HEAD')) route.compress = false;
  });
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });
});
