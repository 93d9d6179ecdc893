import type { Database } from './client';

/**
 * The transaction helper services get instead of the database: `read` holds repositories on
 * the database for reads outside a transaction, `run` gives the same repositories bound to one
 * database transaction. `tx` is passed on untouched to what must join the transaction (the job
 * queue, the mailer); services cannot query with it, since only repositories import the schema.
 */
export interface UnitOfWork<Repositories> {
  read: Repositories;
  run<T>(work: (repositories: Repositories & { tx: Database }) => Promise<T>): Promise<T>;
}

export function unitOfWork<Repositories>(
  db: Database,
  bind: (db: Database) => Repositories,
): UnitOfWork<Repositories> {
  return {
    read: bind(db),
    run: (work) => db.transaction((tx) => work({ ...bind(tx), tx })),
  };
}
