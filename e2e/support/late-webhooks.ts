import { expect, type APIRequestContext } from '@playwright/test';
import { LATE_WEBHOOKS_URL } from './urls';

/**
 * The late-webhooks API (playwright.config.ts starts it beside the main one): the same built
 * server on a database of its own, whose sandbox delivers each webhook this long after the
 * event (SANDBOX_WEBHOOK_DELAY_MS), as real providers' webhooks come seconds later. Long enough
 * for a journey to pay in one tab and then cancel in another before the API hears of the
 * payment, even on a loaded machine; each webhook of a late capture (the payment, then its
 * refund) takes this long.
 */
export const LATE_WEBHOOK_DELAY_MS = 10_000;

export { LATE_WEBHOOKS_URL };

/**
 * Playwright starts this server without waiting for it (so it boots beside the others):
 * a journey that uses it waits here until it answers ready.
 */
export async function lateWebhooksServerReady(request: APIRequestContext) {
  await expect
    .poll(
      async () => {
        try {
          return (await request.get(`${LATE_WEBHOOKS_URL}/health/ready`)).status();
        } catch {
          return 0; // not listening yet
        }
      },
      {
        message: `the late-webhooks API at ${LATE_WEBHOOKS_URL} did not start (see its stderr)`,
        timeout: 60_000,
        intervals: [250, 500, 1_000],
      },
    )
    .toBe(200);
}
