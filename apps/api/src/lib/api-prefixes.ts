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

export const isApiPath = (url: string) => API_PREFIXES.some((prefix) => url.startsWith(prefix));
