import type { FastifyListenOptions } from 'fastify';
import type { Config } from './config';

/**
 * Where the server listens, and what its start line says: the one address to open (APP_URL;
 * pages asked for on other hosts redirect to it), not the socket it is bound to. The log used to
 * print http://127.0.0.1:8080, customers opened it, and lost their session at the checkout's
 * return to localhost.
 */
export const listenOptions = (config: Config): FastifyListenOptions => ({
  port: config.port,
  host: config.host,
  listenTextResolver: () => `Homeward is listening at ${config.appUrl}`,
});
