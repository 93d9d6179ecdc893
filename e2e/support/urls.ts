/** Ports of the journeys' servers: the API (serving the SPA too) and a second SPA origin. */
export const API_PORT = Number(process.env.E2E_API_PORT ?? 8181);
export const SPA_PORT = Number(process.env.E2E_SPA_PORT ?? 8182);
export const API_URL = `http://localhost:${API_PORT}`;
export const SPA_URL = `http://localhost:${SPA_PORT}`;
