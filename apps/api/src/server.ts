import { Redis } from 'ioredis';
import { buildApp } from './app';
import { bootstrap } from './bootstrap';
import { ConfigError } from './config';
import { invitationInstructions, inviteDevelopmentAdmin } from './first-admin';
import { listenOptions } from './listen';
import { RoleError, roleFlag, runsApi, runsWorker } from './process-roles';

/** How long in-flight requests may take to finish after SIGTERM before the process gives up. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const flag = roleFlag(process.argv.slice(2));
  if (flag) process.env.HOMEWARD_ROLE = flag;
  const { config, database } = await bootstrap();
  const { role } = config;
  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: false }) : undefined;
  const app = await buildApp({ config, db: database.db, redis, startWorker: runsWorker(role) });
  if (runsApi(role)) {
    await app.listen(listenOptions(config));
    app.log.info(
      {
        role,
        bound_to: `${config.host}:${config.port}`,
        database: database.driver,
        env: config.env,
      },
      `Open ${config.appUrl}`,
    );
  } else {
    // A worker answers no HTTP: it runs the job queue and the daily schedules until stopped.
    await app.ready();
    app.log.info({ role, database: database.driver, env: config.env }, 'worker started');
  }
  if (config.env === 'development' && runsApi(role)) {
    // A fresh development database has no staff: an admin invitation, printed this once, so the
    // console and the ops CLI can be used at once (production starts with ops staff:create-admin).
    const invited = await inviteDevelopmentAdmin(app.deps.staff);
    if (invited) {
      app.log.warn(
        { invitation_url: invited.invitationUrl },
        invitationInstructions(invited.staff.email, invited.invitationUrl).join(' '),
      );
    }
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    await app.close();
    redis?.disconnect();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof RoleError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
