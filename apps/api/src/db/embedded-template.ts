import { cpSync, existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { apiRoot } from '../paths';

/** The installed PGlite's version (its package.json is not among its exports: found by path). */
function installedPgliteVersion(): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string })
    .version;
}

/**
 * A new embedded database made by the build (`npm run build`, scripts/embedded-template.ts):
 * PostgreSQL's own set-up (initdb), every migration and the reference data. A first start on an
 * empty data directory copies it instead of doing all that: initdb alone took about 5 s of the
 * 7 s to the first answer (issue 21). Copied as files, not unpacked by PGlite: its own unpacking
 * (`loadDataDir`) left 130 MB more in its memory for good. Named by the PGlite version that made
 * it; with another version's, or none, a start makes the database itself, as before. Migrations
 * added after the build still run on top of it.
 */
export const embeddedTemplateDir = path.join(
  apiRoot,
  'dist',
  `embedded-database-pglite-${installedPgliteVersion()}`,
);

/**
 * Puts the build's new database into `dir` when PGlite has not set one up there yet; false when
 * there is nothing to copy (the data directory is in use, or the build made no template).
 */
export function copyEmbeddedTemplate(dir: string, template = embeddedTemplateDir): boolean {
  const ready = (folder: string) => existsSync(path.join(folder, 'PG_VERSION'));
  if (ready(dir) || !ready(template)) return false;
  cpSync(template, dir, { recursive: true });
  return true;
}
