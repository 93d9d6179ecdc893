import { fileURLToPath } from 'node:url';

/**
 * Folders the API reads at run time. This file sits one level below apps/api both as source
 * (src/paths.ts) and once bundled (dist/server.js), so the same relative URLs hold in both.
 */
export const apiRoot = fileURLToPath(new URL('../', import.meta.url));
export const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));
/** The API's own message catalogs (decision 0037): what it says to customers, by language. */
export const apiLocalesFolder = fileURLToPath(new URL('../locales', import.meta.url));
export const defaultWebDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));
export const defaultBackOfficeDistDir = fileURLToPath(
  new URL('../../back-office/dist', import.meta.url),
);
