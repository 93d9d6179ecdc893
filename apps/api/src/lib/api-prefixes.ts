/** Paths that belong to the API: never answered with the SPA, always with JSON. */
export const API_PREFIXES = [
  '/client/',
  '/sanctum/',
  '/broadcasting/',
  '/webhooks/',
  '/health/',
  '/dev/',
  '/app/',
  // The Pusher HTTP API (realtime/http-api.ts): signed JSON, never the SPA.
  '/apps/',
  // The admin API (the back office and the ops CLI).
  '/admin/',
];

/** The staff console's own pages and files (plugins/back-office.ts), never the customer SPA's. */
export const BACK_OFFICE_PREFIX = '/back-office';

/** The API reference and its OpenAPI document (plugins/api-docs.ts), never the SPA's page. */
export const DOCS_PREFIX = '/docs';

export const isDocsPath = (url: string) =>
  url === DOCS_PREFIX || url.startsWith(`${DOCS_PREFIX}/`) || url.startsWith(`${DOCS_PREFIX}?`);

export const isBackOfficePath = (url: string) =>
  url === BACK_OFFICE_PREFIX ||
  url.startsWith(`${BACK_OFFICE_PREFIX}/`) ||
  url.startsWith(`${BACK_OFFICE_PREFIX}?`);

export const isApiPath = (url: string) => API_PREFIXES.some((prefix) => url.startsWith(prefix));
