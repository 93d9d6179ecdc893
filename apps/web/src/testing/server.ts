import { setupServer } from 'msw/node';
import { referenceData } from './handlers';

/**
 * The mock API. Every test adds the handlers it needs; unknown requests fail the test. Only
 * reference data (countries, attribute definitions) and an empty task list answer by default,
 * as any signed-in screen may read them; a test that cares overrides them with server.use.
 */
export const server = setupServer(...referenceData());
