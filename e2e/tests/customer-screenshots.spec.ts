import { expect, test } from '@playwright/test';
import {
  expectAccessible,
  fillDate,
  newEmail,
  signIn,
  signInWithEmailCode,
  verifiedCustomer,
} from '../support/journeys';
import { screenshotsOnly, shootBothWidths } from '../support/screenshots';
import { readyToSend, transferAwaitingPayment } from '../support/senders';

/**
 * Screenshots of the customer screens issue 18's defects changed, at 1280 and 375 px, for
 * docs/screenshots: `SCREENSHOTS=1 npx playwright test -c e2e/playwright.config.ts
 * customer-screenshots --project desktop`. Each screen is also checked with axe.
 */

screenshotsOnly();

test('the development outbox as a page', async ({ page }) => {
  await verifiedCustomer(page);
  await page.goto('/dev/outbox');
  await expect(page.getByRole('heading', { name: 'Development outbox' })).toBeVisible();
  await page.getByText('View the mail as sent (HTML)').first().click();
  await expect(page.locator('iframe').first()).toBeVisible();
  await shootBothWidths(page, 'dev-outbox');
});

test('a file named .jpg that is not an image is refused as it is chosen', async ({ page }) => {
  await verifiedCustomer(page);
  await page.goto('/account-verification/upload/proof_of_identity');
  await page.getByRole('radio', { name: /Passport/ }).check();
  await page.getByLabel('Passport number').fill('P1234567');
  await page.getByLabel(/Photo page file/).setInputFiles({
    name: 'passport.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('this is not a photo'),
  });
  await expect(
    page.getByText('Photo page: this file is not a JPEG, PNG, HEIC or PDF.'),
  ).toBeVisible();
  await expectAccessible(page);
  await shootBothWidths(page, 'upload-refuses-fake-jpeg');
});

test('the reference counts to its limit', async ({ page }) => {
  await readyToSend(page);
  await page.goto('/dashboard');
  await page.getByLabel('Send to').selectOption({ label: 'Philippines · PHP' });
  await page.getByRole('radio', { name: 'Bank account' }).check();
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await page.getByLabel('Account holder’s full name').fill('Maria Santos Cruz');
  await page.getByLabel('Bank').selectOption({ label: 'BDO Unibank' });
  await page.getByLabel('Account number').fill('001234567890');
  await page.getByRole('button', { name: 'Save recipient' }).click();
  await expect(page.getByRole('radio', { name: /Maria Santos Cruz/ })).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Purpose of the transfer').selectOption({ label: 'Family support' });
  await page.getByLabel('Source of funds').selectOption({ label: 'Salary or wages' });
  const reference = page.getByLabel('Reference (optional)');
  await reference.fill('School fees for March');
  await expect(page.getByText('21/35')).toBeVisible();
  await expectAccessible(page);
  await shootBothWidths(page, 'transfer-reference-counter');
  await reference.fill('');
  await reference.pressSequentially('School fees for March and April, and books');
  await expect(reference).toHaveValue('School fees for March and April, an');
  await expect(page.getByText('35/35')).toBeVisible();
  await shootBothWidths(page, 'transfer-reference-at-limit');
});

test('settings shows loading bars, not ids, while the countries load', async ({ page }) => {
  await readyToSend(page);
  await page.route('**/client/v1/countries**', () => {
    // Never answered: the screen as it is while the list is on its way.
  });
  await page.goto('/settings');
  const identity = page.getByRole('region', { name: 'Identity' });
  await expect(identity.getByText('Loading…')).toHaveCount(1);
  await expect(identity.getByText('Maria')).toBeVisible();
  await shootBothWidths(page, 'settings-profile-loading');
});

test('a locked-out sign-in says the wait in minutes and offers a reset', async ({ page }) => {
  const email = newEmail('locked-shot');
  for (let attempt = 0; attempt < 6; attempt++) {
    await signIn(page, email, 'Wrong-password-1');
    await expect(page.getByRole('alert').filter({ hasText: 'Login failed' })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Reset your password' })).toBeVisible();
  await expectAccessible(page);
  await shootBothWidths(page, 'sign-in-locked-out');
});

test('a reset link that cannot be used says so as it opens', async ({ page }) => {
  await page.goto(`/reset-password/${encodeURIComponent(btoa('not-a-live-link'))}`);
  await expect(
    page.getByRole('alert').filter({ hasText: 'This link cannot be used' }),
  ).toBeVisible();
  await expectAccessible(page);
  await shootBothWidths(page, 'reset-link-refused');
});

test('a cold load shows the page’s shape and the progress bar', async ({ page }) => {
  await verifiedCustomer(page);
  // The guard's profile request never answers: the first load stays on its loading state.
  await page.route('**/client/v1/profile', () => new Promise<void>(() => {}));
  await page.goto('/dashboard');
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toBeVisible();
  await shootBothWidths(page, 'cold-load-dashboard');
  await page.goto('/');
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toBeVisible();
  await shootBothWidths(page, 'cold-load-sign-in');
});

test('the date of birth asked as day, month and year, with a plain message', async ({ page }) => {
  await verifiedCustomer(page);
  await page.goto('/workflow/onboarding');
  await page.getByRole('combobox', { name: 'Country of residence' }).fill('austr');
  await page.getByRole('option', { name: /Australia/ }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'About you' })).toBeVisible();
  await page.getByLabel('First name').fill('Maria');
  await page.getByLabel('Last name').fill('Santos');
  await fillDate(page, 'Date of birth', '1990-02-31');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByText('Date of birth must be a real date, with a four-digit year.'),
  ).toBeVisible();
  await expectAccessible(page);
  await shootBothWidths(page, 'onboarding-date-of-birth');
});

test('pages show the shape of what loads: transfers, a transfer, recipients', async ({
  page,
}, testInfo) => {
  await readyToSend(page);
  await transferAwaitingPayment(page, { amount: '250', recipient: 'Ana Reyes' });
  const transferId = await transferAwaitingPayment(page);
  const pages: [string, string, string, (url: URL) => boolean][] = [
    [
      '/transactions',
      'loading-transactions',
      'Loading your transfers',
      (url) => url.pathname === '/client/v1/transactions',
    ],
    [
      `/transaction/${transferId}`,
      'loading-transfer',
      'Loading the transfer',
      (url) => url.pathname === `/client/v1/transactions/${transferId}`,
    ],
    [
      '/recipients',
      'loading-recipients',
      'Loading your recipients',
      (url) => url.pathname === '/client/v1/recipients',
    ],
  ];
  for (const [address, name, label, request] of pages) {
    // The page's own request never answers: it stays on its skeleton.
    await page.route(request, () => new Promise<void>(() => {}));
    await page.goto(address);
    // The page's own skeleton, after the cold load's (whose status says only "Loading").
    await expect(page.getByRole('status').filter({ hasText: label })).toBeVisible();
    await expectAccessible(page);
    await shootBothWidths(page, name);
    // The loaded page beside it, in the test's output, to compare the shapes with.
    await page.unrouteAll();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      const file = testInfo.outputPath(`${name}-loaded-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  }
});

test('devices: this one first, sign out the others, and the removed browser told why', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = await verifiedCustomer(page);
  const other = await (
    await browser.newContext({
      baseURL,
      userAgent:
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    })
  ).newPage();
  await signInWithEmailCode(other, email);
  await other.goto('/dashboard');
  await expect(other.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.goto('/devices');
  await expect(page.getByRole('button', { name: 'Sign out all other devices' })).toBeVisible();
  await expectAccessible(page);
  await shootBothWidths(page, 'devices-this-one-first');
  await page.getByRole('button', { name: 'Sign out all other devices' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sign them out' }).click();
  await expect(other.getByText(/removed from your account on another device/)).toBeVisible({
    timeout: 10_000,
  });
  await expectAccessible(other);
  await shootBothWidths(other, 'sign-in-removed-device');
  await other.context().close();
});

test('recipients: "Send" on each row', async ({ page }) => {
  await readyToSend(page);
  await transferAwaitingPayment(page, { recipient: 'Ana Reyes' });
  await transferAwaitingPayment(page, { recipient: 'Maria Santos Cruz' });
  await page.goto('/recipients');
  await expect(page.getByRole('link', { name: 'Send money to Ana Reyes' })).toBeVisible();
  await expectAccessible(page);
  await shootBothWidths(page, 'recipients-send-on-each-row');
});
