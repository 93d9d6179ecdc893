import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/journeys';
import { screenshotsOnly, shootBothWidths } from '../support/screenshots';
import { readyToSend } from '../support/senders';

/**
 * Screenshots of the whole price (our rate beside the mid-market rate, the total cost, grouped
 * amounts) and of settings in sections, at 1280 and 375 px, each checked with axe:
 * `SCREENSHOTS=1 npx playwright test -c e2e/playwright.config.ts price-and-settings-screenshots
 * --project desktop`.
 */

screenshotsOnly();

test('the calculator shows the whole cost and grouped amounts', async ({ page }) => {
  await readyToSend(page);
  await page.goto('/dashboard');
  await page.getByLabel('Send to').selectOption({ label: 'Philippines · PHP' });
  await page.getByRole('radio', { name: 'Bank account' }).check();
  await page.getByLabel('You send').fill('1250');
  await page.getByLabel('You send').blur();
  await expect(page.getByLabel('You send')).toHaveValue('1,250');
  await expect(page.getByLabel('Recipient gets')).toHaveValue(/^\d{1,3}(,\d{3})+\.\d\d$/);
  await expect(page.getByText(/^Mid-market rate 1 AUD = /)).toBeVisible();
  await expect(page.getByLabel('Price')).toHaveCSS('opacity', '1');
  await expectAccessible(page);
  await shootBothWidths(page, 'calculator-whole-cost');
});

test('settings in sections: the profile, then security', async ({ page }) => {
  await readyToSend(page);
  await page.goto('/settings');
  await expect(page.getByRole('region', { name: 'Profile' })).toBeVisible();
  await expectAccessible(page);
  await shootBothWidths(page, 'settings-profile');
  await page
    .getByRole('navigation', { name: 'Settings sections' })
    .getByRole('link', { name: 'Security' })
    .click();
  await expect(page.getByRole('region', { name: 'Security activity' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectAccessible(page);
  await shootBothWidths(page, 'settings-security');
});
