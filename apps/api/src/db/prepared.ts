import type { Database } from './client';

/** Each database handle's prepared statements, by name; a transaction's go with it. */
const statementsOf = new WeakMap<Database, Map<string, unknown>>();

/**
 * A hot statement, built once per database handle and sent by name (decision 0036). Drizzle
 * builds a query's SQL text on every call, which was a fifth of the API's busy time under load
 * (issue 21), and an unnamed statement is planned by PostgreSQL every time it arrives. A prepared
 * one is built on first use and then only has its values filled in; node-postgres sends its name,
 * so each connection plans it once. PGlite runs it as an ordinary statement.
 *
 * Kept per handle, not per repository: repositories are cheap and some are made per call or per
 * transaction. Only for statements whose shape never changes: the values go in through
 * `sql.placeholder`, and `name` must say one statement only.
 */
export function prepared<T>(db: Database, name: string, build: (name: string) => T): T {
  let statements = statementsOf.get(db);
  if (!statements) {
    statements = new Map();
    statementsOf.set(db, statements);
  }
  let statement = statements.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build(name);
    statements.set(name, statement);
  }
  return statement;
}
