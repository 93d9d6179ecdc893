/**
 * A hot statement, built once and sent by name (decision 0036). Drizzle builds a query's SQL
 * text on every call, which was a fifth of the API's busy time under load (issue 21), and an
 * unnamed statement is planned by PostgreSQL every time it arrives. A prepared one is built on
 * first use and then only has its values filled in; node-postgres sends its name, so each
 * connection plans it once. PGlite runs it as an ordinary statement.
 *
 * Only for statements whose shape never changes: the values go in through `sql.placeholder`.
 * Made lazily, so a repository made for one transaction (a unit of work) builds only what it uses.
 */
export function preparedOnce<T>(build: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= build());
}
