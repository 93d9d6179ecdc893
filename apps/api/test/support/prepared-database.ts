import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client';
import * as schema from '../../src/db/schema';
import { seedReferenceData } from '../../src/db/seed';
import { migrationsFolder } from '../../src/paths';

/**
 * Vitest's global set-up for the API suites: one database migrated and seeded once per run, which
 * every test app then copies (support/test-app.ts) instead of preparing its own. Preparing took
 * 2.5 s on PGlite and 0.6 s on PostgreSQL, and the suites make hundreds of apps; a copy takes a
 * fraction of that. Made fresh each run, so it can never lag behind the migrations or the seed.
 * - PostgreSQL: a template database; `create database … template` copies it.
 * - PGlite: a dump of its data directory in a file, which a new PGlite loads.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Each app prepares its own database, as before: to measure what the copy saves.
  if (process.env.TEST_FRESH_DATABASES) return async () => {};
  if (project.config.env.TEST_DB_DRIVER === 'postgres') {
    const name = await preparePostgresTemplate();
    project.provide('postgresTemplate', name);
    return () => dropPostgresDatabase(name);
  }
  const file = await preparePgliteDump();
  project.provide('pgliteDump', file);
  return async () => rmSync(path.dirname(file), { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The prepared PostgreSQL database to copy, on TEST_DATABASE_URL's server. */
    postgresTemplate?: string;
    /** The file holding a prepared PGlite data directory. */
    pgliteDump?: string;
  }
}

async function preparePostgresTemplate(): Promise<string> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DB_DRIVER=postgres needs TEST_DATABASE_URL');
  const name = `homeward_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  try {
    await database.prepare();
  } finally {
    // A template is copied only while nobody is connected to it.
    await database.close();
  }
  return name;
}

export function dropPostgresDatabase(name: string): Promise<void> {
  return adminQuery(`drop database if exists ${name} with (force)`);
}

/** A statement on TEST_DATABASE_URL's own database (creating and dropping the others). */
export async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function preparePgliteDump(): Promise<string> {
  const client = new PGlite();
  try {
    // What DatabaseHandle.prepare does, on a client whose data directory can be dumped.
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder });
    await seedReferenceData(db);
    const dump = await client.dumpDataDir('none');
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'homeward-pglite-')), 'prepared.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    return file;
  } finally {
    await client.close();
  }
}
