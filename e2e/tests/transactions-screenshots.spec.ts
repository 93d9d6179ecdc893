import { expect, test } from '@playwright/test';
import { settled } from '../support/journeys';
import { readyToSend, transferAwaitingPayment } from '../support/senders';
import { screenshotsOnly, shootBothWidths } from '../support/screenshots';

screenshotsOnly();

test('transactions-search-and-chips and statement-dialog', async ({ page }) => {
  await readyToSend(page);
  for (const recipient of ['Ana Reyes', 'Jose Rizal', 'Maria Clara de los Santos Villanueva'])
    await transferAwaitingPayment(page, { recipient });

  await page.goto(
    '/transactions?status=awaiting_payment,payment_processing,funds_received,processing,on_hold',
  );
  await expect(page.getByRole('list', { name: 'Transfers' }).getByRole('link')).toHaveCount(3);
  await settled(page);
  await shootBothWidths(page, 'transactions-search-and-chips');

  await page.getByRole('button', { name: 'Download statement' }).click();
  await page.getByRole('radio', { name: 'Choose dates' }).check();
  await expect(page.getByRole('dialog', { name: 'Download statement' })).toBeVisible();
  await shootBothWidths(page, 'statement-dialog');
});
