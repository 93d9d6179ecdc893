import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  expectAccessible,
  signInWithEmailCode,
  verifiedCustomer,
  watchConsole,
} from '../support/journeys';
import { readyToSend, transferAwaitingPayment } from '../support/senders';

async function secondBrowser(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({
    baseURL,
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  });
  return context.newPage();
}

/** The page has authorised its channel (and so subscribed a moment later). */
async function subscribed(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .some((entry) => entry.name.includes('/broadcasting/auth')),
      ),
    )
    .toBe(true);
  await page.waitForTimeout(300);
}

test.describe('live updates', () => {
  test('removing a device signs that browser out at once, without it doing anything', async ({
    page,
    browser,
    baseURL,
  }) => {
    const email = await verifiedCustomer(page);
    const other = await secondBrowser(browser, baseURL);
    const problems = watchConsole(other);
    await signInWithEmailCode(other, email);
    await other.goto('/dashboard');
    await expect(other.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    // Connected to the customer's channel.
    await expect
      .poll(() =>
        other.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .some((e) => e.name.includes('/broadcasting/auth')),
        ),
      )
      .toBe(true);

    await page.goto('/devices');
    await page.getByRole('button', { name: /^Remove Chrome 131/ }).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();

    // No click, no reload: the SessionRevoked event takes the other browser to sign-in, which
    // says why.
    await expect(other).toHaveURL(/\/$/, { timeout: 5_000 });
    await expect(other).toHaveTitle('Sign in');
    await expect(
      other.getByText(/This browser was removed from your account on another device/),
    ).toBeVisible();
    expect(problems.filter((p) => !/status of 401/.test(p))).toEqual([]);
    await other.context().close();
  });

  test('"sign out all other devices" signs the others out at once and keeps this one', async ({
    page,
    browser,
    baseURL,
  }) => {
    // Three sign-ins with emailed codes: more than the default 30 s on a busy machine.
    test.setTimeout(90_000);
    const email = await verifiedCustomer(page);
    const others = [await secondBrowser(browser, baseURL), await secondBrowser(browser, baseURL)];
    for (const other of others) {
      await signInWithEmailCode(other, email);
      await other.goto('/dashboard');
      await subscribed(other);
    }
    await page.goto('/devices');
    const devices = page.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem');
    await expect(devices).toHaveCount(3);
    // This device first.
    await expect(devices.first()).toContainText('This device');
    await page.getByRole('button', { name: 'Sign out all other devices' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Your 2 other devices will be signed out at once');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Sign them out' }).click();
    await expect(page.getByText('Your 2 other devices have been signed out.')).toBeVisible();
    await expect(devices).toHaveCount(1);
    for (const other of others) {
      await expect(other).toHaveTitle('Sign in', { timeout: 5_000 });
      await expect(other.getByText(/removed from your account on another device/)).toBeVisible();
    }
    await expectAccessible(others[0] as Page);
    await page.reload();
    await expect(page).toHaveTitle('Devices');
    for (const other of others) await other.context().close();
  });

  test('a transfer’s status changes on screen as it happens', async ({ page }) => {
    test.setTimeout(120_000);
    await readyToSend(page);
    const transferId = await transferAwaitingPayment(page);
    await page.goto(`/transaction/${transferId}`);
    await expect(page.getByText('Waiting for your payment').first()).toBeVisible();
    await subscribed(page);
    // Cancelled from another tab (the API directly): the page shows it without a reload, well
    // before its 5-second poll would.
    const cookies = await page.context().cookies();
    const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
    const cancelled = await page.request.post(`/client/v1/transactions/${transferId}/cancel`, {
      headers: { accept: 'application/json', 'x-xsrf-token': decodeURIComponent(xsrf) },
    });
    expect(cancelled.status()).toBe(200);
    await expect(page.getByText('Cancelled').first()).toBeVisible({ timeout: 3_000 });
    await expectAccessible(page);
  });
});
