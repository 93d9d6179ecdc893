import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths';
import { lockEmbeddedDatabase } from './embedded-lock';
import { copyEmbeddedTemplate } from './embedded-template';
import { instrumentPglite, instrumentPool } from './query-instrumentation';
import * as schema from './schema';
import { seedReferenceData } from './seed';

/** One type for both drivers: repositories never know which one they run on. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Applies pending migrations; safe when several API nodes start at once. */
  migrate(): Promise<void>;
  /** Migrations, then reference data: what every start does before serving. */
  prepare(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A database's connections, for /metrics: node-postgres's pool counts; PGlite is one connection
 * in the process with no pool to count, so it reports that one and nothing it cannot see.
 */
export type DatabaseConnections =
  | { driver: 'postgres'; max: number; total: number; idle: number; waiting: number }
  | { driver: 'pglite'; max: 1; total: 1 };

const connectionsByDatabase = new WeakMap<Database, () => DatabaseConnections>();

/** The connection counts of a database that openDatabase opened (undefined for any other). */
export function connectionsOf(db: Database): DatabaseConnections | undefined {
  return connectionsByDatabase.get(db)?.();
}

/** Any number below 2^31: the advisory lock that serialises migrations across nodes. */
const MIGRATION_LOCK = 727_310_001;

function withPrepare(handle: Omit<DatabaseHandle, 'prepare'>): DatabaseHandle {
  return {
    ...handle,
    async prepare() {
      await handle.migrate();
      await seedReferenceData(handle.db);
    },
  };
}

/**
 * The PostgreSQL pool. Timeouts of 0 mean none. A statement timeout stops a runaway query before
 * it holds locks for minutes; the idle-in-transaction one frees locks a crashed request left.
 */
export interface PoolSettings {
  max: number;
  connectTimeoutMs: number;
  idleTimeoutMs: number;
  statementTimeoutMs: number;
  idleInTransactionTimeoutMs: number;
}

const defaultPool: PoolSettings = {
  max: 10,
  connectTimeoutMs: 5000,
  idleTimeoutMs: 30_000,
  statementTimeoutMs: 0,
  idleInTransactionTimeoutMs: 0,
};

export async function openDatabase(options: {
  url?: string | undefined;
  pool?: PoolSettings;
  /** Directory for the embedded database; 'memory' keeps it in memory (tests). */
  pgliteDir?: string;
  /** With 'memory': start from this dump of a data directory (tests copy one prepared database). */
  pgliteDump?: Blob;
  /** Told when an idle pooled connection dies (a database restart, say). */
  onConnectionError?: (error: Error) => void;
  /** Hears every statement with its parameters (the query-plan test explains them). */
  logQuery?: (query: string, params: unknown[]) => void;
}): Promise<DatabaseHandle> {
  const logger = options.logQuery ? { logQuery: options.logQuery } : undefined;
  if (options.url) {
    const settings = options.pool ?? defaultPool;
    const pool = new pg.Pool({
      connectionString: options.url,
      max: settings.max,
      connectionTimeoutMillis: settings.connectTimeoutMs,
      idleTimeoutMillis: settings.idleTimeoutMs,
      // Sent as startup parameters: every connection of the pool has them from its first query.
      ...(settings.statementTimeoutMs ? { statement_timeout: settings.statementTimeoutMs } : {}),
      ...(settings.idleInTransactionTimeoutMs
        ? { idle_in_transaction_session_timeout: settings.idleInTransactionTimeoutMs }
        : {}),
    });
    // Without a listener, an idle connection dropped by the server would crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (error) => options.onConnectionError?.(error));
    // Every statement timed and traced here, the one place both drivers' queries pass.
    const db = drizzlePg(instrumentPool(pool), { schema, logger });
    connectionsByDatabase.set(db, () => ({
      driver: 'postgres',
      max: settings.max,
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }));
    return withPrepare({
      db,
      driver: 'postgres',
      async migrate() {
        // Hold the lock on one connection for the whole run, so two nodes never migrate at once.
        const client = await pool.connect();
        try {
          // A migration may build an index on a large table for minutes, and a node starting
          // meanwhile waits for the lock as long: no statement timeout for this session while
          // it waits and migrates (reset below, back to the pool's).
          await client.query('set statement_timeout = 0');
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
        } finally {
          await client.query('reset statement_timeout').catch(() => {});
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
          client.release();
        }
      },
      close: () => pool.end(),
    });
  }
  const dir = options.pgliteDir ?? 'memory';
  if (dir === 'memory') {
    const client = new PGlite(options.pgliteDump ? { loadDataDir: options.pgliteDump } : {});
    return pgliteHandle(client, logger, () => {});
  }
  mkdirSync(path.dirname(dir), { recursive: true });
  // One process at a time on the files (issue 16); refused here before PGlite touches them.
  const lock = lockEmbeddedDatabase(dir);
  try {
    copyEmbeddedTemplate(dir);
    const client = new PGlite(dir, EMBEDDED_SETTINGS);
    await client.waitReady;
    return pgliteHandle(client, logger, lock.release);
  } catch (error) {
    lock.release();
    throw error;
  }
}

/**
 * The embedded database's memory. PostgreSQL's default 128 MB of shared buffers live inside
 * PGlite's WebAssembly memory, which grows as pages are touched and never shrinks: an idle node
 * held them all. The embedded database serves one small deployment from one process, and the
 * operating system's page cache still keeps its files (issue 21, docs/performance.md).
 */
const EMBEDDED_SETTINGS = {
  postgresqlconf: 'shared_buffers = 16MB',
};

function pgliteHandle(
  client: PGlite,
  logger: { logQuery: (query: string, params: unknown[]) => void } | undefined,
  release: () => void,
): DatabaseHandle {
  const db = drizzlePglite(instrumentPglite(client), { schema, logger });
  connectionsByDatabase.set(db, () => ({ driver: 'pglite', max: 1, total: 1 }));
  return withPrepare({
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    async close() {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  });
}

export async function isDatabaseReachable(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
