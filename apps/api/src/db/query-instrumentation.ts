import { AsyncLocalStorage } from 'node:async_hooks';
import { performance } from 'node:perf_hooks';
import { SpanKind } from '@opentelemetry/api';
import { getTableName, isTable } from 'drizzle-orm';
import { Histogram } from 'prom-client';
import { inSpan } from '../lib/tracing';
import * as schema from './schema';

/**
 * Every statement's duration, by what it does to which table. Statements belong to the process,
 * not to one app, so this is one histogram that each app's registry shows (plugins/metrics.ts).
 */
export const queryDurations = new Histogram({
  name: 'homeward_db_query_duration_seconds',
  help: 'Time for the database to answer a statement, by operation and table.',
  labelNames: ['operation', 'table'],
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [],
});

const tables = new Set<string>(
  Object.values(schema).flatMap((value) => (isTable(value) ? [getTableName(value)] : [])),
);
const operations = new Set([
  'select',
  'insert',
  'update',
  'delete',
  'with',
  'begin',
  'commit',
  'rollback',
  'savepoint',
  'release',
  'set',
  'reset',
  'create',
  'alter',
  'drop',
  'lock',
]);

/**
 * A statement's operation and table, for labels and span names. Both come from fixed lists (the
 * schema's tables), so a statement can never put its values, or an unbounded name, in a label.
 */
export function describeStatement(text: string): { operation: string; table: string } {
  const keyword = /^\s*([a-z]+)/i.exec(text)?.[1]?.toLowerCase() ?? '';
  const operation = operations.has(keyword) ? keyword : 'other';
  const name = /\b(?:from|into|update|join)\s+"?([a-z_][a-z0-9_]*)"?/i.exec(text)?.[1];
  const table = name && tables.has(name.toLowerCase()) ? name.toLowerCase() : 'none';
  return { operation, table };
}

/** What one request asked of the database, when something counts it (plugins/server-timing.ts). */
export interface StatementTally {
  /** Statements that read or write data. */
  statements: number;
  /** Of those, the ones sent by name: prepared once per connection (db/prepared.ts). */
  named: number;
  /** Every trip to the database, transaction control (BEGIN, COMMIT, SAVEPOINT...) included. */
  roundTrips: number;
  /** The database's time, summed over the trips, in milliseconds. */
  ms: number;
}
export const statementTallies = new AsyncLocalStorage<StatementTally>();
const TRANSACTION_CONTROL = new Set(['begin', 'commit', 'rollback', 'savepoint', 'release']);

/** Times one statement and gives it a client span under whatever span is active. */
function timed<T>(text: unknown, named: boolean, run: () => Promise<T>): Promise<T> {
  const { operation, table } = describeStatement(typeof text === 'string' ? text : '');
  const started = performance.now();
  return inSpan(
    table === 'none' ? operation : `${operation} ${table}`,
    {
      kind: SpanKind.CLIENT,
      attributes: {
        'db.system.name': 'postgresql',
        'db.operation.name': operation,
        ...(table !== 'none' && { 'db.collection.name': table }),
      },
    },
    () => run(),
  ).finally(() => {
    const ms = performance.now() - started;
    queryDurations.observe({ operation, table }, ms / 1000);
    const tally = statementTallies.getStore();
    if (tally) {
      tally.roundTrips += 1;
      if (!TRANSACTION_CONTROL.has(operation)) {
        tally.statements += 1;
        if (named) tally.named += 1;
      }
      tally.ms += ms;
    }
  });
}

type Query = (...args: unknown[]) => Promise<unknown>;
/** Both drivers' statements: (text, params, options) on PGlite, ({ text, name? }, params) on pg. */
const statementText = (first: unknown) =>
  typeof first === 'string' ? first : (first as { text?: unknown } | null)?.text;
const statementName = (first: unknown) =>
  typeof first === 'object' && first !== null && 'name' in first && Boolean(first.name);

/**
 * The client as drizzle sees it, with `query` timed and the methods named in `wrapResult`
 * wrapping what they hand out (a pooled connection, a transaction) the same way. Methods run on
 * the real client, whose private fields a proxy could not reach.
 */
function instrumented<T extends object>(
  client: T,
  wrapResult: Partial<Record<string, (method: Query) => Query>> = {},
): T {
  return new Proxy(client, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      const method = (value as Query).bind(target);
      if (property === 'query') {
        return (...args: unknown[]) =>
          timed(statementText(args[0]), statementName(args[0]), () => method(...args));
      }
      const wrap = typeof property === 'string' ? wrapResult[property] : undefined;
      return wrap ? wrap(method) : method;
    },
  });
}

/** node-postgres: the pool's own queries, and those on a connection taken for a transaction. */
export function instrumentPool<T extends object>(pool: T): T {
  return instrumented(pool, {
    connect:
      (connect) =>
      async (...args) =>
        instrumented((await connect(...args)) as object),
  });
}

/** PGlite: its queries, and those inside a transaction (drizzle runs them on the `tx` given). */
export function instrumentPglite<T extends object>(client: T): T {
  return instrumented(client, {
    transaction:
      (transaction) =>
      (callback, ...rest) =>
        transaction(
          (tx: object) => (callback as (tx: object) => Promise<unknown>)(instrumented(tx)),
          ...rest,
        ),
  });
}
