import { setupServer } from 'msw/node';

/** The mock admin API. Every test adds the handlers it needs; unknown requests fail the test. */
export const server = setupServer();
