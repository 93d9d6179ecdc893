import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/journeys';
import { screenshotsOnly, shootBothWidths } from '../support/screenshots';
import { readyToSend } from '../support/senders';

/**
 * Settings → Notifications at 1280 and 375 px, checked with axe:
 * `SCREENSHOTS=1 npx playwright test -c e2e/playwright.config.ts notifications-screenshots
 * --project desktop`.
 */

screenshotsOnly();

test('settings-notifications', async ({ page }) => {
  await readyToSend(page);
  await page.goto('/settings/notifications');
  await page.getByRole('switch', { name: 'Transfer updates by text message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await expectAccessible(page);
  await shootBothWidths(page, 'settings-notifications');
});
