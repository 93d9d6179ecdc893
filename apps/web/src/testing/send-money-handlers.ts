import { apiPaths } from '@homeward/contract';
import { http, HttpResponse } from 'msw';
import { url } from './handlers';
import { sendMoneyReads } from './quote-fixtures';

/**
 * What the send-money screens read, answered by default like the reference data (see
 * server.ts): corridors, top-tier limits, a price for any quote, no transfers and no
 * recipients, no rate alerts. Tests that care add their own answers with server.use.
 */
export const sendMoneyDefaults = () => [
  ...sendMoneyReads(),
  http.get(url(apiPaths.transactions), () => HttpResponse.json({ data: [], next_cursor: null })),
  http.get(url(apiPaths.recipients), () => HttpResponse.json([])),
  http.get(url(apiPaths.rateAlerts), () => HttpResponse.json({ data: [], limit: 10 })),
  // No scheduled transfers: the dashboard's card draws nothing.
  http.get(url(apiPaths.schedules), () => HttpResponse.json({ data: [] })),
  http.get(url(`${apiPaths.recipients}/:id`), () =>
    HttpResponse.json({ message: 'Not found.' }, { status: 404 }),
  ),
];
