import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, watchConsole } from '../support/journeys';

/**
 * The staff console as the built server serves it at /back-office: its own app beside the
 * customer SPA, signed-out screens against the real admin API. (Signed-in journeys need a first
 * staff member, which only an admin's invitation makes; they are covered by the console's
 * component tests and the admin API's own suites.)
 */

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
});
