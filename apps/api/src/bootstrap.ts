import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig, type Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';

/**
 * What every entry point (server, migrate, ops) does first: read `.env` if there is one, check
 * the configuration, open the configured database and bring it up to date.
 */
export async function bootstrap(
  env: Record<string, string | undefined> = process.env,
): Promise<{ config: Config; database: DatabaseHandle }> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig(env);
  const database = await openDatabase({
    url: config.databaseUrl,
    pool: config.databasePool,
    pgliteDir: path.join(config.dataDir, 'pglite'),
    onConnectionError: (error) => console.warn(`database connection lost: ${error.message}`),
  });
  try {
    await database.prepare();
  } catch (error) {
    // Let go of the database (and an embedded one's lock) when it cannot be brought up to date.
    await database.close().catch(() => {});
    throw error;
  }
  return { config, database };
}
