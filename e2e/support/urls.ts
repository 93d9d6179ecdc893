/**
 * Ports of the journeys' servers: the API (serving the SPA too), a second SPA origin, and a
 * second API whose sandbox delivers webhooks seconds late (support/late-webhooks.ts).
 */
export const API_PORT = Number(process.env.E2E_API_PORT ?? 8181);
export const SPA_PORT = Number(process.env.E2E_SPA_PORT ?? 8182);
export const LATE_WEBHOOKS_PORT = Number(process.env.E2E_LATE_WEBHOOKS_PORT ?? API_PORT + 2);
export const API_URL = `http://localhost:${API_PORT}`;
export const SPA_URL = `http://localhost:${SPA_PORT}`;
export const LATE_WEBHOOKS_URL = `http://localhost:${LATE_WEBHOOKS_PORT}`;
