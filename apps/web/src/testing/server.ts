import { setupServer } from 'msw/node';
import { referenceData } from './handlers';
import { sendMoneyDefaults } from './send-money-handlers';

/**
 * The mock API. Every test adds the handlers it needs; unknown requests fail the test. Only
 * reference data (countries, attribute definitions), an empty task list and the send-money
 * reads (corridors, limits, prices, empty lists) answer by default, as any signed-in screen may
 * read them; a test that cares overrides them with server.use.
 */
export const server = setupServer(...referenceData(), ...sendMoneyDefaults());
