import { expect, test } from '@playwright/test';
import { payByCard } from '../support/checkout';
import { expectAccessible } from '../support/journeys';
import { screenshotsOnly, shootBothWidths } from '../support/screenshots';
import { approvePassport, readyToSend, transferAwaitingPayment } from '../support/senders';

/**
 * The transfer page's path at 1280 and 375 px, for docs/screenshots: paid and on its way (the
 * steps still to come with their expected times), then delivered (every step done).
 * `SCREENSHOTS=1 npx playwright test -c e2e/playwright.config.ts transfer-timeline-screenshots
 * --project desktop`.
 */

screenshotsOnly();

type Answer = { status: string };

test('the transfer’s path: on its way with times to come, then delivered', async ({ page }) => {
  await readyToSend(page);
  await approvePassport(page);
  const transferId = await transferAwaitingPayment(page);
  const url = `/client/v1/transactions/${transferId}`;

  // The payout simulator delivers within seconds of the payment: the server's answer while the
  // money is on its way is caught as it happens, and the page is then shown that real answer.
  let onItsWay: Answer | null = null;
  let watching = true;
  const watch = (async () => {
    while (watching && !onItsWay) {
      const answer = (await (await page.context().request.get(url)).json()) as Answer;
      if (answer.status === 'processing') onItsWay = answer;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  await page.goto(`/pay/${transferId}`);
  await page.getByRole('button', { name: /^Pay AUD/ }).click();
  await payByCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Delivered', {
    timeout: 20_000,
  });
  watching = false;
  await watch;
  expect(onItsWay, 'the transfer was seen on its way').not.toBeNull();

  await page.route(`**${url}`, (route) => route.fulfill({ json: onItsWay }));
  await page.goto(`/transaction/${transferId}`);
  const progress = page.getByRole('list', { name: 'Transfer progress' });
  await expect(progress.locator('[aria-current="step"]')).toContainText('Sending to the recipient');
  await expect(progress.getByText(/^Expected by /)).toBeVisible();
  await expectAccessible(page);
  await shootBothWidths(page, 'transfer-timeline-upcoming');

  await page.unroute(`**${url}`);
  await page.reload();
  await expect(progress.locator('[aria-current="step"]')).toContainText('Delivered');
  await expectAccessible(page);
  await shootBothWidths(page, 'transfer-timeline-delivered');
});
