#!/usr/bin/env node
// Weighs the JavaScript and CSS each route loads before it can show anything (entry + the
// route's lazy chunk + their static imports + the English catalog, fetched beside them), gzip-
// compressed, from the production build's Vite manifest; fails when a route is over its budget.
// `npm run build` first.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
const manifestFile = path.join(dist, '.vite/manifest.json');
if (!existsSync(manifestFile)) {
  console.error('No build manifest: run `npm run build` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

/** Budgets in KB of gzip JavaScript; lower them as the app gets leaner. CSS: one budget. */
const CSS_BUDGET_KB = 10;
const routes = [
  { name: 'sign-in', modules: ['src/features/auth/routes/sign-in.tsx'], budgetKb: 136 },
  { name: 'sign-up', modules: ['src/features/auth/routes/sign-up.tsx'], budgetKb: 151 },
  {
    name: 'dashboard',
    modules: ['src/app/routes/customer-shell.tsx', 'src/features/dashboard/routes/dashboard.tsx'],
    budgetKb: 154,
  },
];

function collect(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? [])
    if (!files.has(manifest[imported]?.file)) collect(imported, files);
  return files;
}

const gzipKb = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;
let failed = false;
console.log('route        JS gzip KB   CSS gzip KB   budget JS / CSS KB');
/** The app renders nothing until its language's core catalog is in (src/i18n/locale.ts). */
const ENGLISH_CATALOG = 'src/locales/en-AU.po';
for (const route of routes) {
  const files = collect('index.html');
  collect(ENGLISH_CATALOG, files);
  for (const module of route.modules) collect(module, files);
  const js = [...files].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gzipKb(f), 0);
  const css = [...files].filter((f) => f.endsWith('.css')).reduce((sum, f) => sum + gzipKb(f), 0);
  const over = [js > route.budgetKb && 'JS', css > CSS_BUDGET_KB && 'CSS'].filter(Boolean);
  failed ||= over.length > 0;
  console.log(
    `${route.name.padEnd(12)} ${js.toFixed(1).padStart(10)}   ${css.toFixed(1).padStart(11)}   ${`${route.budgetKb} / ${CSS_BUDGET_KB}`.padStart(11)}${over.length ? `  ${over.join(' and ')} OVER BUDGET` : ''}`,
  );
}
process.exit(failed ? 1 : 0);
