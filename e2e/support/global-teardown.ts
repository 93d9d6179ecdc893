import pg from 'pg';

/** Drops the journeys' PostgreSQL database, when they had one (see playwright.config.ts). */
export default async function globalTeardown() {
  const url = process.env.E2E_DATABASE_URL;
  const base = process.env.TEST_DATABASE_URL;
  if (!url || !base) return;
  const name = new URL(url).pathname.slice(1);
  if (!/^homeward_e2e_\d+_\d+$/.test(name)) return;
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
  } finally {
    await client.end();
  }
}
