import { expect, test, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { expectAccessible, newEmail, watchConsole } from '../support/journeys';
import { opsToken } from '../support/ops';
import { API_PORT, API_URL } from '../support/urls';

/**
 * The staff console as the built server serves it at /back-office: its own app beside the
 * customer SPA, against the real admin API. A new officer is invited with the journeys' staff
 * token (support/ops.ts), as an admin would from the console.
 */

/** An admin's invitation of a new officer; answers the link the admin would pass on. */
async function invite(roles: string[]): Promise<{ email: string; path: string }> {
  const email = newEmail('officer');
  const answer = await fetch(`${API_URL}/admin/v1/staff`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${await opsToken(API_PORT)}`,
      'content-type': 'application/json',
      accept: 'application/json',
    },
    body: JSON.stringify({ email, name: 'Journey Officer', roles }),
  });
  expect(answer.status, await answer.clone().text()).toBe(201);
  const { invitation_url } = (await answer.json()) as { invitation_url: string };
  return { email, path: new URL(invitation_url).pathname };
}

/** The code the officer's authenticator shows, `stepsAhead` 30-second steps from now. */
function codeFor(otpauthUrl: string, stepsAhead = 0): string {
  const totp = OTPAuth.URI.parse(otpauthUrl);
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

async function scriptsOf(page: Page): Promise<string[]> {
  return page
    .locator('script[src]')
    .evaluateAll((nodes) => nodes.map((node) => (node as HTMLScriptElement).src));
}

test.describe('back office', () => {
  // The desktop and phone projects run each journey at 1280 and at 375 px.
  test('opens at its sign-in, accessible', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/back-office');
    await expect(page).toHaveURL(/\/back-office\/sign-in$/);
    await expect(page).toHaveTitle('Sign in · Homeward back office');
    await expect(page.getByRole('heading', { name: 'Staff sign-in', level: 1 })).toBeVisible();
    await expectAccessible(page);
    expect(problems).toEqual([]);
  });

  test('shows the admin API’s refusal of a wrong password', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/back-office/sign-in');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Enter your password.')).toBeVisible();
    await page.getByLabel('Work email').fill('nobody@homeward.test');
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'These credentials do not match our records.',
    );
    // Still the password step: no code is asked for.
    await expect(page.getByLabel('Authenticator code')).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('a deep link loads the console and, signed out, goes to sign-in', async ({ page }) => {
    const problems = watchConsole(page);
    const answer = await page.goto('/back-office/customers/some-customer');
    expect(answer?.headers()['cache-control']).toBe('no-cache');
    // Sign-in keeps the page to come back to.
    await expect(page).toHaveURL(/\/back-office\/sign-in\?next=%2Fcustomers%2Fsome-customer$/);
    await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('an invitation link that names nothing says so', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/back-office/invitation/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa');
    await expect(page).toHaveTitle('Your invitation · Homeward back office');
    await expect(page.getByRole('alert')).toBeVisible();
    await expectAccessible(page);
    expect(problems).toEqual([]);
  });

  test('is a separate app: the customer SPA loads none of it, and it none of the SPA', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Sign in');
    const customerScripts = await scriptsOf(page);
    expect(customerScripts.length).toBeGreaterThan(0);
    expect(customerScripts.filter((src) => src.includes('/back-office/'))).toEqual([]);

    await page.goto('/back-office/sign-in');
    await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
    const consoleScripts = await scriptsOf(page);
    expect(consoleScripts.length).toBeGreaterThan(0);
    expect(consoleScripts.every((src) => new URL(src).pathname.startsWith('/back-office/'))).toBe(
      true,
    );
  });

  test('a new officer accepts the invitation, works the queue, signs out and in again', async ({
    page,
  }) => {
    // A long journey with three accessibility checks on a shared 2-core machine.
    test.setTimeout(120_000);
    const problems = watchConsole(page);
    const { email, path } = await invite(['compliance']);
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Join the back office' })).toBeVisible();
    await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
    await expectAccessible(page);
    const otpauth = await page
      .getByRole('link', { name: /Open in an authenticator app/ })
      .getAttribute('href');
    expect(otpauth).toMatch(/^otpauth:\/\/totp\//);
    const password = `Officer-${Date.now()}-password`;
    await page.getByLabel('Choose a password').fill(password);
    const code = page.getByLabel('Code from your authenticator app');
    await code.fill(codeFor(otpauth ?? ''));
    // Enter in the last field sends the form, as on a phone's keyboard.
    await code.press('Enter');

    await expect(page.getByRole('heading', { name: 'Work queue', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Work queue · Homeward back office');
    await expect(page.getByText(/waiting|Nothing waiting/).first()).toBeVisible();
    await expectAccessible(page);

    // Compliance's sections, and not an admin's.
    const menu = page.getByRole('button', { name: 'Menu' });
    if (await menu.isVisible()) await menu.click();
    const nav = page.getByRole('navigation', { name: 'Back office' }).locator('visible=true');
    await expect(nav.getByRole('link', { name: 'Documents' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Audit log' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Staff' })).toHaveCount(0);
    await nav.getByRole('link', { name: 'Audit log' }).click();
    await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
    // The officer's own acceptance is the newest line.
    await expect(page.getByRole('cell', { name: new RegExp(email) }).first()).toBeVisible();
    await expectAccessible(page);

    if (await menu.isVisible()) await menu.click();
    await page.getByRole('button', { name: 'Sign out' }).locator('visible=true').click();
    await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();

    // Signing in again: the password, then always the authenticator's code (a new one: each
    // code is good once).
    await page.goto('/back-office/audit');
    await page.getByLabel('Work email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Authenticator code').fill('000000');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('That code is not right', { exact: false })).toBeVisible();
    await page.getByLabel('Authenticator code').fill(codeFor(otpauth ?? '', 1));
    await page.getByRole('button', { name: 'Sign in' }).click();
    // Back where the lost session left off.
    await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/back-office\/audit$/);
    expect(problems).toEqual([]);
  });
});
