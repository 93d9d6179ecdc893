#!/usr/bin/env node
// After `vite build`: a Brotli and a gzip copy beside every text asset, made once at build time
// at the highest levels, so the server sends compressed files (preCompressed in the API's SPA
// plugin) without spending CPU on each request. A phone on a slow link downloads a quarter.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const TEXT = /\.(js|css|svg|json|txt|webmanifest|map)$/;
/** Below this, compressing saves less than the headers it costs. */
const MIN_BYTES = 1024;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) yield* files(file);
    else yield file;
  }
}

let count = 0;
for (const file of files(dist)) {
  if (!TEXT.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
  const content = readFileSync(file);
  if (content.length < MIN_BYTES) continue;
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
  );
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  count += 1;
}
console.log(`precompressed ${count} assets (.br and .gz)`);
