/** The row an INSERT … RETURNING gave back; none would be a driver bug, not a customer error. */
export function firstRow<T>(rows: T[], what: string): T {
  const [row] = rows;
  if (row === undefined) throw new Error(`${what} returned no row`);
  return row;
}
