import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { buildApp } from '../app';
import { bootstrap } from '../bootstrap';
import { EmbeddedDatabaseInUse } from '../db/embedded-lock';
import { CommandFailed, type AdminTransport } from './admin-client';
import { httpTransport, injectTransport, serverAnswers } from './transport';

type Env = Record<string, string | undefined>;

export const MISSING_TOKEN =
  'Set HOMEWARD_STAFF_TOKEN to your staff API token (hws_…): make one in the back-office console under "API tokens". No staff yet? Start with `npm run ops -- staff:create-admin --email <email> --name <name>`, accept the invitation it prints, then make the token in the console.';

/** Where the server listens: HOMEWARD_API_URL, else the address the server's own config uses. */
export function serverAddress(env: Env): string {
  return env.HOMEWARD_API_URL || env.APP_URL || `http://localhost:${env.PORT || '8080'}`;
}

/**
 * The app built in this process on the configured database, for when no server runs. An
 * embedded database held by another process is refused with what to do (its lock, issue 16).
 */
export async function appInProcess(
  env: Env,
  /** What to say when the embedded database is held by another process. */
  refusal: (error: EmbeddedDatabaseInUse) => string,
): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  let opened;
  try {
    opened = await bootstrap(env);
  } catch (error) {
    if (error instanceof EmbeddedDatabaseInUse) throw new CommandFailed(refusal(error));
    throw error;
  }
  const { config, database } = opened;
  // With Redis, the live event of a change reaches the customer's screens on whichever node
  // holds their socket; quitting (after the app closed) sends what is still queued first.
  const redis = config.redisUrl ? new Redis(config.redisUrl) : undefined;
  const closeAll = async () => {
    try {
      await redis?.quit().catch(() => redis.disconnect());
    } finally {
      await database.close();
    }
  };
  try {
    const app = await buildApp({ config, db: database.db, redis, logger: false });
    await app.ready();
    return { app, close: closeAll };
  } catch (error) {
    await closeAll().catch(() => {});
    throw error;
  }
}

/**
 * The admin API for the CLI's commands: the running server's when one answers (then it does
 * the work, publishes its live events and runs its jobs, whatever its database), else an app in
 * this process on the same database, reached with the same requests through `app.inject`.
 */
export async function connect(env: Env): Promise<AdminTransport> {
  const token = env.HOMEWARD_STAFF_TOKEN?.trim();
  if (!token) throw new CommandFailed(MISSING_TOKEN);
  const address = serverAddress(env);
  if (await serverAnswers(address)) return httpTransport(address, token);
  const { app, close } = await appInProcess(
    env,
    (error) =>
      `${error.message} (No server answered at ${address}; if it runs at another address, set HOMEWARD_API_URL.)`,
  );
  return injectTransport(app, token, close);
}
