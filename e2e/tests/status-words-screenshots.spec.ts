import { refundTimeFrame } from '@homeward/contract';
import { expect, test } from '@playwright/test';
import { payByCard } from '../support/checkout';
import { expectAccessible } from '../support/journeys';
import { screenshotsOnly, shootBothWidths } from '../support/screenshots';
import { approvePassport, readyToSend, transferAwaitingPayment } from '../support/senders';

/**
 * Screenshots of the screens issue 18's defect 7 changed (one status vocabulary, one delivery
 * estimate, the server's price lock), at 1280 and 375 px, for docs/screenshots:
 * `SCREENSHOTS=1 npx playwright test -c e2e/playwright.config.ts status-words-screenshots
 * --project desktop`. Each screen is also checked with axe.
 */

screenshotsOnly();

test('the calculator and the payment page say one delivery estimate and the server’s lock', async ({
  page,
}) => {
  await readyToSend(page);
  await page.goto('/dashboard');
  await page.getByLabel('Send to').selectOption({ label: 'Philippines · PHP' });
  await page.getByRole('radio', { name: 'Bank account' }).check();
  await expect(page.getByText('Prices lock for 20 minutes.', { exact: false })).toBeVisible();
  const delivery = page.getByLabel('Price').locator('dt:text-is("Delivery") + dd');
  await expect(delivery).toHaveText(/^Arrives by /);
  await expect(page.getByLabel('Price')).toHaveCSS('opacity', '1');
  await expectAccessible(page);
  await shootBothWidths(page, 'calculator-delivery-and-lock');

  const transferId = await transferAwaitingPayment(page);
  await page.goto(`/pay/${transferId}`);
  await expect(page.locator('dt:text-is("Delivery") + dd')).toHaveText(/^Arrives by /);
  await expectAccessible(page);
  await shootBothWidths(page, 'pay-delivery-estimate');
});

test('the payment’s result is headed by the transfer’s state, up to Delivered', async ({
  page,
}) => {
  await readyToSend(page);
  // Operations approve the passport, so the payment is not held for the identity check.
  await approvePassport(page);
  const transferId = await transferAwaitingPayment(page);
  await page.goto(`/pay/${transferId}`);
  await page.getByRole('button', { name: /^Pay AUD/ }).click();
  await payByCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveTitle('Processing Payment');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Delivered', {
    timeout: 20_000,
  });
  await expectAccessible(page);
  await shootBothWidths(page, 'payment-result-delivered');
});

test('a refund: the cancel dialog, then the badge and notice in one word, with the time frame', async ({
  page,
}) => {
  // The ID is still in review: the paid transfer waits on hold, still cancellable.
  await readyToSend(page);
  const transferId = await transferAwaitingPayment(page);
  await page.goto(`/pay/${transferId}`);
  await page.getByRole('button', { name: /^Pay AUD/ }).click();
  await payByCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { level: 1, name: 'On hold' })).toBeVisible();
  await page.goto(`/transaction/${transferId}`);
  await page.getByRole('button', { name: 'Cancel transfer' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(refundTimeFrame);
  await expectAccessible(page);
  await shootBothWidths(page, 'cancel-dialog-refund-time-frame');
  await dialog.getByRole('button', { name: 'Yes, cancel transfer' }).click();
  await expect(page.locator('header [data-status]')).toHaveText('Refunded', { timeout: 15_000 });
  await expect(page.getByRole('status', { name: 'Refunded' })).toContainText(refundTimeFrame);
  await expectAccessible(page);
  await shootBothWidths(page, 'transfer-refunded-one-word');
});
