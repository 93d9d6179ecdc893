import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../test-app';

/**
 * What every answer to bad input must satisfy, and the database fingerprint that proves a
 * refused request changed nothing.
 */

export interface Answer {
  statusCode: number;
  body: string;
  headers: Record<string, unknown>;
}

/**
 * Traces of the inside: stack frames, source paths, driver and SQL wording. The hostile
 * inputs of hostile.ts are chosen not to match these, so an echo of the input is not a leak.
 */
const LEAKS: [string, RegExp][] = [
  ['a stack frame', /\n\s*at \S|\bat (?:async )?[\w$.<>]+ \(/],
  ['a source file', /\.(?:ts|js|mjs|cjs):\d+/],
  ['node_modules', /node_modules/],
  ['an exception name', /\b(?:Type|Range|Syntax|Reference|Zod|Postgres|Database)?Error: /],
  ['a file system path', /(?:\/work\/|\/home\/|\/tmp\/homeward|\/usr\/lib\/)/],
  ['SQL', /\bselect\b[\s\S]{0,200}\bfrom\b|\binsert into\b|\bupdate\s+"?\w+"?\s+set\b/i],
  [
    'a database error',
    /\bviolates\b|\brelation "|duplicate key|invalid input syntax|byte sequence|out of range for type|Failed query/i,
  ],
  ['a framework error code', /\bFST_ERR_|\bERR_[A-Z_]{4,}|"statusCode"\s*:/],
];

export function leaksIn(body: string): string[] {
  return LEAKS.filter(([, pattern]) => pattern.test(body)).map(([what]) => what);
}

/** No 5xx, nothing of the inside in the body. */
export function expectSafe(answer: Answer, what: string) {
  expect(
    answer.statusCode,
    `${what} answered ${answer.statusCode}: ${answer.body.slice(0, 300)}`,
  ).toBeLessThan(500);
  expect(leaksIn(answer.body), `${what} leaked: ${answer.body.slice(0, 300)}`).toEqual([]);
}

/**
 * The API's refusal (docs/decisions/0002): JSON `{message}`, plus `errors: {field: [messages]}`
 * on a 422, from the one error handler in plugins/errors.ts.
 */
export function expectJsonRefusal(answer: Answer, what: string, statuses?: number[]) {
  const context = `${what} answered ${answer.statusCode}: ${answer.body.slice(0, 300)}`;
  if (statuses) expect(statuses, context).toContain(answer.statusCode);
  else {
    expect(answer.statusCode, context).toBeGreaterThanOrEqual(400);
    expect(answer.statusCode, context).toBeLessThan(500);
  }
  expect(String(answer.headers['content-type']), context).toMatch(/^application\/json/);
  const body = JSON.parse(answer.body) as { message?: unknown; errors?: unknown };
  expect(typeof body.message === 'string' && body.message.length > 0, context).toBe(true);
  if (answer.statusCode === 422) {
    expect(body.errors, context).toBeTypeOf('object');
    const errors = Object.entries(body.errors as Record<string, unknown>);
    expect(errors.length, context).toBeGreaterThan(0);
    for (const [, messages] of errors) {
      expect(Array.isArray(messages) && messages.length > 0, context).toBe(true);
      for (const message of messages as unknown[]) expect(message, context).toBeTypeOf('string');
    }
  }
}

/**
 * Columns that change on requests nobody would call a change:
 * - sessions.touched_at is the session's "last seen", written at most once a minute by any
 *   signed-in request, refused or not (sessions/service.ts). Everything else about a session
 *   (revoked, MFA failures, token) still counts.
 * - A per-route limit's counters (throttle keys "route:..."): a limited route counts every
 *   request before it reads it, refused or not; that is what a limit is (plugins/rate-limits.ts).
 * - A refused sanctions list import (sanctions_imports with status 'rejected'): a well-formed
 *   request whose file or address turns out not to be a list is recorded, as the operator's
 *   evidence and the console's warning (sanctions/lists.ts); the lists in force do not move.
 * Nothing else is excluded: the other throttle counters and security events only move on
 * requests that pass validation (a sign-in with a well-formed email, a code of the right
 * shape), which these properties never send to those routes, so a change there is a finding.
 */
const VOLATILE: Record<string, string[]> = { sessions: ['touched_at'] };
const COUNTED_ANYWAY: Record<string, string> = {
  throttle_buckets: "key not like 'route:%'",
  sanctions_imports: "status <> 'rejected'",
};

/** A hash of every row of every application table (PostgreSQL computes it, in one query). */
export async function databaseFingerprint(t: TestApp): Promise<Record<string, string>> {
  const { db } = t.database;
  // The catalogue is slow to ask (information_schema is views over views); tables do not come
  // and go during a test file, so each database is asked once.
  let query = fingerprintQueries.get(t);
  if (!query) {
    const tables = (
      (await db.execute(
        sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
      )) as unknown as { rows: { name: string }[] }
    ).rows.map((row) => row.name);
    query = fingerprintQuery(tables);
    fingerprintQueries.set(t, query);
  }
  const result = (await db.execute(sql.raw(query))) as unknown as {
    rows: { name: string; rows: number; hash: string }[];
  };
  return Object.fromEntries(result.rows.map((r) => [r.name, `${r.rows}:${r.hash}`]));
}

const fingerprintQueries = new WeakMap<TestApp, string>();

function fingerprintQuery(tables: string[]): string {
  const parts = tables.map((table) => {
    const dropped = (VOLATILE[table] ?? []).map((column) => `'${column}'`).join(',');
    const row = dropped ? `(to_jsonb(x) - array[${dropped}]::text[])::text` : 'to_jsonb(x)::text';
    return `select '${table}' as name, count(*)::int as rows,
      md5(coalesce(string_agg(${row}, E'\\n' order by ${row}), '')) as hash
      from "${table}" x${COUNTED_ANYWAY[table] ? ` where ${COUNTED_ANYWAY[table]}` : ''}`;
  });
  return parts.join(' union all ');
}

/** The tables whose fingerprint differs. */
export function changedTables(before: Record<string, string>, after: Record<string, string>) {
  return Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table]);
}
