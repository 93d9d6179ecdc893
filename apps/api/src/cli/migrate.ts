import path from 'node:path';
import { existsSync } from 'node:fs';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';

/** `npm run db:migrate`: applies pending migrations to DATABASE_URL or the embedded database. */
if (existsSync('.env')) process.loadEnvFile('.env');
const config = loadConfig();
const database = await openDatabase({
  url: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pglite'),
});
await database.prepare();
await database.close();
console.log(`Migrations and reference data applied (${database.driver}).`);
