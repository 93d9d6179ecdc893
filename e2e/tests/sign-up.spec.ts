import { expect, test } from '@playwright/test';
import { expectAccessible, newEmail, PASSWORD, signUp, watchConsole } from '../support/journeys';

test.describe('sign-up', () => {
  test('shows the spec screen, with external links opening in a new tab', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/sign-up');
    await expect(page).toHaveTitle('Sign up');
    await expect(page.getByRole('heading', { name: 'Adventure starts here' })).toBeVisible();
    await expect(page.getByText(/easy and fun/i)).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
    // The empty form, with the password rules loaded.
    await expect(page.getByRole('list', { name: 'Password requirements' })).toBeVisible();
    await expectAccessible(page);

    for (const name of ['privacy policy', 'terms of service']) {
      const link = page.getByRole('link', { name });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    await expect(page.getByRole('link', { name: 'Close' })).toHaveAttribute(
      'href',
      'https://homeward.example/',
    );
    await page.getByRole('link', { name: 'Sign in instead' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle('Sign in');
    expect(problems).toEqual([]);
  });

  test('colours the password checklist grey, red and green as the customer types', async ({
    page,
  }) => {
    await page.goto('/sign-up');
    const rules = page.getByRole('list', { name: 'Password requirements' }).getByRole('listitem');
    await expect(rules).toHaveCount(5);
    const rule = (name: string) =>
      page.locator(`[aria-label="Password requirements"] [data-rule="${name}"]`);

    // Nothing typed: every rule grey.
    for (const name of ['length', 'uppercase', 'lowercase', 'digits', 'wildcard']) {
      await expect(rule(name)).toHaveAttribute('data-state', 'idle');
    }
    const grey = await rule('length').evaluate((el) => getComputedStyle(el).color);

    await page.getByLabel('Password', { exact: true }).fill('abc');
    await expect(rule('lowercase')).toHaveAttribute('data-state', 'met');
    await expect(rule('uppercase')).toHaveAttribute('data-state', 'unmet');
    await expect(rule('length')).toHaveAttribute('data-state', 'unmet');
    const green = await rule('lowercase').evaluate((el) => getComputedStyle(el).color);
    const red = await rule('uppercase').evaluate((el) => getComputedStyle(el).color);
    const channels = (color: string) => color.match(/\d+/g)?.slice(0, 3).map(Number) ?? [];
    const [gr, gg] = channels(green);
    const [rr, rg] = channels(red);
    expect(gg).toBeGreaterThan(gr ?? 0); // green is green
    expect(rr).toBeGreaterThan(rg ?? 0); // red is red
    expect(new Set([grey, green, red]).size).toBe(3);

    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    for (const name of ['length', 'uppercase', 'lowercase', 'digits', 'wildcard']) {
      await expect(rule(name)).toHaveAttribute('data-state', 'met');
    }
    await expectAccessible(page);
  });

  test('keeps Continue disabled until the terms are accepted and while the request runs', async ({
    page,
  }) => {
    await page.goto('/sign-up');
    const email = newEmail();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password', { exact: true }).fill(PASSWORD);
    const submit = page.getByRole('button', { name: 'Continue' });
    await expect(submit).toBeDisabled();
    await page.getByRole('checkbox', { name: /I agree to privacy policy/ }).check();
    await expect(submit).toBeEnabled();

    // Hold the request to see the button while it runs.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/client/v1/signup', async (route) => {
      await held;
      await route.continue();
    });
    await submit.click();
    await expect(submit).toBeDisabled();
    release();
    await expect(page).toHaveURL(/\/workflow\/onboarding$/);
    await expect(page).toHaveTitle('Complete Signup');
    // Onboarding opens on the email verification, the code already sent.
    await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
    await expectAccessible(page);
  });

  test('shows the server’s 422 message under the field and turns it red', async ({ page }) => {
    const email = await signUp(page);
    await page.context().clearCookies();
    await page.goto('/sign-up');
    await page.getByLabel('Email').fill(email.toUpperCase());
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('checkbox', { name: /I agree to privacy policy/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    const field = page.getByLabel('Email');
    await expect(page.getByText('The email has already been taken.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    const border = await field.evaluate((el) => getComputedStyle(el).borderColor);
    const [r, g] = border.match(/\d+/g)?.map(Number) ?? [];
    expect(r).toBeGreaterThan(g ?? 0);
    await expect(page).toHaveURL(/\/sign-up$/);
    await expectAccessible(page);
  });

  test('reveals and hides the password with its toggle', async ({ page }) => {
    await page.goto('/sign-up');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('secret');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).first().click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).first().click();
    await expect(password).toHaveAttribute('type', 'password');
  });
});
