import { expect, test, type Page } from '@playwright/test';
import {
  expectAccessible,
  openMenuOnPhones,
  settled,
  signUp,
  watchConsole,
} from '../support/journeys';
import { API_PORT, API_URL } from '../support/urls';

// Slow and failing page code is what a first visit can meet, before the service worker has the
// shell (it then answers the chunks from its cache, where page.route cannot hold them).
test.use({ serviceWorkers: 'block' });

/** Signed-in pages and their titles: the spec's where it gives one, ours otherwise. */
const customerPages: [string, string][] = [
  ['/workflow/onboarding', 'Complete Signup'],
  ['/dashboard', 'Dashboard'],
  ['/transfer/q-123', 'Send Money'],
  ['/pay/t-123', 'Make Payment'],
  ['/payment/cb/t-123', 'Processing Payment'],
  ['/transactions', 'Transactions'],
  ['/transaction/t-123', 'Transaction'],
  ['/recipients', 'Recipients'],
  ['/recipient/r-1', 'Recipient'],
  ['/account-verification', 'Account verification'],
  ['/account-verification/upload/proof_of_identity', 'Upload documents'],
  ['/settings', 'Settings'],
  ['/devices', 'Devices'],
  ['/help', 'Help'],
];

/** The pages above whose state here (empty, or not found) no other journey shows. */
const audited = new Set([
  '/transfer/q-123',
  '/pay/t-123',
  '/payment/cb/t-123',
  '/transactions',
  '/transaction/t-123',
  '/recipients',
  '/recipient/r-1',
]);

const publicPages: [string, string][] = [
  ['/', 'Sign in'],
  ['/sign-up', 'Sign up'],
  ['/forgot-password', 'Forgot Password'],
  ['/reset-password/dG9rZW4', 'Reset Password'],
];

test.describe('routes', () => {
  test('public pages set their titles', async ({ page }) => {
    for (const [path, title] of publicPages) {
      await page.goto(path);
      await expect(page, path).toHaveTitle(title);
    }
  });

  test('unknown paths fall back to "Default Title"', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveTitle('Default Title');
    await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
    // Landmarks as on every other page: a screen reader can jump to the message.
    await expect(page.getByRole('main')).toContainText('does not exist');
    await expectAccessible(page);
  });

  test('a page whose code cannot load shows the error page', async ({ page }) => {
    await page.goto('/');
    // The next page's code fails to download (a deploy replaced it, the network dropped).
    await page.route('**/assets/forgot-password-*.js', (route) => route.abort());
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(
      page.getByRole('heading', { name: 'Something went wrong', level: 1 }),
    ).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Please try again');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expectAccessible(page);
  });

  test('signed-out visitors of customer pages end at sign-in', async ({ page }) => {
    for (const [path] of customerPages) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/$/);
      await expect(page).toHaveTitle('Sign in');
    }
  });

  test('signed-in pages set their titles, inside the customer layout', async ({ page }) => {
    test.setTimeout(120_000);
    const problems = watchConsole(page);
    await signUp(page);
    for (const [path, title] of customerPages) {
      await page.goto(path);
      await expect(page, path).toHaveTitle(title);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // What a new customer meets only here: empty lists, and the answers to sample ids that
      // name nothing (a price, a transfer, a recipient). The journeys check the other pages.
      if (!audited.has(path)) continue;
      await settled(page);
      await expectAccessible(page);
    }
    expect(problems).toEqual([]);
  });

  test('the layout navigates between the signed-in pages', async ({ page }) => {
    await signUp(page);
    await page.goto('/dashboard');
    const navLink = (name: string) =>
      page.getByRole('navigation').getByRole('link', { name, exact: true }).first();
    await expect(page).toHaveTitle('Dashboard');
    await openMenuOnPhones(page);
    // On phones the menu is open over the page now.
    await expectAccessible(page);
    for (const name of ['Transactions', 'Recipients', 'Settings', 'Devices', 'Dashboard']) {
      // The menu is open here on phones; choosing closes it.
      await navLink(name).click();
      await expect(page).toHaveTitle(name);
      await openMenuOnPhones(page);
      await expect(navLink(name)).toHaveAttribute('aria-current', 'page');
    }
  });

  test('an expired session sends the customer to sign-in', async ({ page }) => {
    await signUp(page);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    // Revoke the session behind the browser's back, as another device or an expiry would.
    const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value;
    const logout = await page.request.post('/client/v1/logout', {
      headers: { 'X-XSRF-TOKEN': xsrf ?? '', Accept: 'application/json' },
    });
    expect(logout.status()).toBe(204);
    // Requests the dashboard sent before the revocation may still answer 200; wait for the 401.
    const refused = page.waitForResponse(
      (response) => response.url().endsWith('/client/v1/profile') && response.status() === 401,
    );
    await page.goto('/transactions');
    await refused;
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle('Sign in');
  });
});

test.describe('progress bar', () => {
  test('runs while a request is in flight, without a spinner', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/client/v1/password-policy', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/sign-up');
    await expect(page.locator('#nprogress .bar')).toBeVisible();
    await expect(page.locator('#nprogress .spinner')).toHaveCount(0);
    release();
    await expect(page.getByRole('list', { name: 'Password requirements' })).toBeVisible();
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });

  test('runs during a navigation that loads a page', async ({ page }) => {
    await page.goto('/');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // Hold every script the next page needs, so the navigation stays pending.
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page.locator('#nprogress .bar')).toBeVisible();
    release();
    await expect(page).toHaveTitle('Forgot Password');
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });
});

test.describe('loading shapes', () => {
  /** Holds every request matching `pattern` until `release` is called. */
  async function hold(page: Page, pattern: string | ((url: URL) => boolean)) {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(pattern, async (route) => {
      await held;
      await route.continue();
    });
    return release;
  }
  const spinner = (page: Page) => page.locator('svg.animate-spin');

  test('a slow API shows the transactions page’s and the transfer page’s skeletons', async ({
    page,
  }) => {
    await signUp(page);
    const releaseList = await hold(page, (url) => url.pathname === '/client/v1/transactions');
    await page.goto('/transactions');
    const list = page.getByRole('status').filter({ hasText: 'Loading your transfers' });
    await expect(list).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Transactions', level: 1 })).toBeVisible();
    await expect(spinner(page)).toHaveCount(0);
    await expectAccessible(page);
    releaseList();
    await expect(page.getByRole('heading', { name: 'No transfers yet' })).toBeVisible();
    await expect(list).toHaveCount(0);

    const releaseTransfer = await hold(page, '**/client/v1/transactions/t-123');
    await page.goto('/transaction/t-123');
    const transfer = page.getByRole('status').filter({ hasText: 'Loading the transfer' });
    await expect(transfer).toBeVisible();
    await expect(spinner(page)).toHaveCount(0);
    await expectAccessible(page);
    releaseTransfer();
    await expect(page.getByRole('heading', { name: 'Transfer not found' })).toBeVisible();
    await expect(transfer).toHaveCount(0);
  });

  test('a page whose code is slow keeps the last page under the bar', async ({ page }) => {
    await signUp(page);
    await page.goto('/dashboard');
    const dashboard = page.getByRole('heading', { name: 'Dashboard', level: 1 });
    await expect(dashboard).toBeVisible();
    const release = await hold(page, '**/assets/transactions-*.js');
    await openMenuOnPhones(page);
    await page
      .getByRole('navigation')
      .getByRole('link', { name: 'Transactions', exact: true })
      .first()
      .click();
    await expect(page.locator('#nprogress .bar')).toBeVisible();
    // Not blank, not a spinner: the dashboard stays until the next page can draw.
    await expect(dashboard).toBeVisible();
    await expect(spinner(page)).toHaveCount(0);
    release();
    await expect(page.getByRole('heading', { name: 'Transactions', level: 1 })).toBeVisible();
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });
});

test.describe('one address', () => {
  test('a page opened on 127.0.0.1 moves to APP_URL, where the session lives', async ({ page }) => {
    await signUp(page);
    // The customer typed the address the server is bound to, with a deep link.
    await page.goto(`http://127.0.0.1:${API_PORT}/transactions?page=1`);
    await expect(page).toHaveURL(`${API_URL}/transactions?page=1`);
    // Still signed in: the session cookie belongs to APP_URL's host.
    await expect(page).toHaveTitle('Transactions');
    await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  });
});
