#!/usr/bin/env node
// The installed app's icons, drawn from public/favicon.svg (the one source of the mark) with
// sharp: `node apps/web/scripts/icons.mjs` after changing the favicon; the PNGs are committed.
// - icon-192/512: the favicon as it is (rounded square), for the manifest's "any" purpose;
// - maskable-512: the house on a full-bleed square, inside the central 80% safe zone a launcher
//   may crop to a circle or squircle;
// - apple-touch-icon (180): full bleed and opaque, since iOS rounds the corners itself.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const favicon = readFileSync(path.join(web, 'public/favicon.svg'), 'utf8');
const out = (name) => path.join(web, 'public/icons', name);

/** The favicon's drawing on a square background with no rounding, scaled to `scale` of it. */
function fullBleed(scale) {
  const inner = favicon
    .replace(/^<svg[^>]*>/, '')
    .replace('</svg>', '')
    .replace(/<rect[^>]*\/>/, '');
  const offset = (32 - 32 * scale) / 2;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#0b5c4f"/><g transform="translate(${offset} ${offset}) scale(${scale})">${inner}</g></svg>`,
  );
}

const png = (svg, size, name) =>
  sharp(Buffer.isBuffer(svg) ? svg : Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(out(name));

await png(favicon, 192, 'icon-192.png');
await png(favicon, 512, 'icon-512.png');
await png(fullBleed(0.7), 512, 'maskable-512.png');
await png(fullBleed(0.85), 180, 'apple-touch-icon.png');
console.log('icons written to apps/web/public/icons');
