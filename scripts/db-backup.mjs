#!/usr/bin/env node
// PostgreSQL backups for Homeward: a consistent dump, a restore, and a check that a restore
// holds exactly what was dumped. docs/operations.md ("Backups and restore") says when to use
// each; the API suite runs all three on a small database with a paid transfer in it
// (apps/api/test/backup-restore.test.ts), so the commands an operator trusts are tested.
//
//   node scripts/db-backup.mjs backup  <database-url> <file>
//   node scripts/db-backup.mjs restore <file> <database-url>     (an empty database)
//   node scripts/db-backup.mjs verify  <database-url> <other-database-url>
//
// Needs the PostgreSQL client tools (pg_dump, pg_restore) of the server's major version or newer.
import { spawnSync } from 'node:child_process';
import pg from 'pg';

/** Runs a client tool; its own message is the error when it fails. */
function tool(name, args) {
  const result = spawnSync(name, args, { stdio: ['ignore', 'inherit', 'pipe'], encoding: 'utf8' });
  if (result.error) throw new Error(`${name} could not run: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${name} failed:\n${result.stderr.trim()}`);
}

/**
 * A dump in pg_dump's custom format (compressed, restorable table by table). Serializable and
 * deferrable: the snapshot waits for a moment no running transaction can contradict, so a
 * journal is never dumped without its entries, and it blocks no writer.
 */
export function backup(url, file) {
  tool('pg_dump', [
    '--format=custom',
    '--serializable-deferrable',
    '--no-owner',
    '--file',
    file,
    url,
  ]);
}

/**
 * Into an empty database, in one transaction: a restore that fails half-way leaves nothing
 * behind to be mistaken for the real thing. Owners are not restored: the target's user owns it.
 */
export function restore(file, url) {
  tool('pg_restore', [
    '--exit-on-error',
    '--single-transaction',
    '--no-owner',
    '--dbname',
    url,
    file,
  ]);
}

/** Every table of the application's schemas with its row count and a digest of its rows. */
async function fingerprint(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query(
      `select table_schema as schema, table_name as name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
        order by 1, 2`,
    );
    const prints = new Map();
    for (const { schema, name } of tables) {
      const table = `${client.escapeIdentifier(schema)}.${client.escapeIdentifier(name)}`;
      const { rows } = await client.query(
        `select count(*)::int as count, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as digest from ${table} t`,
      );
      prints.set(`${schema}.${name}`, rows[0]);
    }
    return prints;
  } finally {
    await client.end();
  }
}

/** The differences between two databases' tables, or none. */
export async function verify(url, otherUrl) {
  const [one, other] = await Promise.all([fingerprint(url), fingerprint(otherUrl)]);
  const differences = [];
  for (const name of new Set([...one.keys(), ...other.keys()])) {
    const a = one.get(name);
    const b = other.get(name);
    if (!a || !b) differences.push(`${name}: only in ${a ? 'the first' : 'the second'}`);
    else if (a.count !== b.count) differences.push(`${name}: ${a.count} rows against ${b.count}`);
    else if (a.digest !== b.digest) differences.push(`${name}: same count, different rows`);
  }
  return {
    tables: one.size,
    rows: [...one.values()].reduce((n, t) => n + t.count, 0),
    differences,
  };
}

const [command, first, second] = process.argv.slice(2);
const usage =
  'Usage: node scripts/db-backup.mjs backup <url> <file> | restore <file> <url> | verify <url> <url>';
if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    if (!first || !second) throw new Error(usage);
    if (command === 'backup') {
      backup(first, second);
      console.log(`Backed up to ${second}.`);
    } else if (command === 'restore') {
      restore(first, second);
      console.log('Restored.');
    } else if (command === 'verify') {
      const { tables, rows, differences } = await verify(first, second);
      if (differences.length > 0) {
        console.error(`The databases differ:\n  ${differences.join('\n  ')}`);
        process.exitCode = 1;
      } else {
        console.log(`The same: ${tables} tables, ${rows} rows, every row alike.`);
      }
    } else {
      throw new Error(usage);
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}
