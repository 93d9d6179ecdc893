import { expect, test } from '@playwright/test';
import {
  expectAccessible,
  newEmail,
  signIn,
  signOut,
  signUp,
  watchConsole,
} from '../support/journeys';

test.describe('sign-in', () => {
  test('signs in and goes on to onboarding', async ({ page }) => {
    const problems = watchConsole(page);
    const email = await signUp(page);
    await signOut(page);
    await expect(page).toHaveTitle('Sign in');
    await expect(page.getByRole('heading', { name: 'Love to see you again' })).toBeVisible();
    await expectAccessible(page);
    await signIn(page, email);
    await expect(page).toHaveURL(/\/workflow\/onboarding$/);
    await expect(page).toHaveTitle('Complete Signup');
    expect(problems).toEqual([]);
  });

  test('shows the server’s message in the Login failed box', async ({ page }) => {
    await signIn(page, newEmail('nobody'), 'Wrong-password-1');
    const box = page.getByRole('alert').filter({ hasText: 'Login failed' });
    await expect(box).toBeVisible();
    await expect(box).toContainText('These credentials do not match our records.');
    await expect(page).toHaveURL(/\/$/);
    await expectAccessible(page);
  });

  test('a locked-out account is told the wait in minutes and offered a password reset', async ({
    page,
  }) => {
    const email = newEmail('locked');
    // Five wrong passwords are the account's limit; the sixth try meets the lock-out.
    for (let attempt = 0; attempt < 6; attempt++) {
      await signIn(page, email, 'Wrong-password-1');
      await expect(page.getByRole('alert').filter({ hasText: 'Login failed' })).toBeVisible();
    }
    const box = page.getByRole('alert').filter({ hasText: 'Login failed' });
    await expect(box).toContainText(/Please try again in 1[45] minutes\./);
    await expect(box).not.toContainText('seconds');
    await expectAccessible(page);
    await box.getByRole('link', { name: 'Reset your password' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page).toHaveTitle('Forgot Password');
  });

  test('explains a changed password', async ({ page }) => {
    await page.goto('/?referer=change-password');
    await expect(
      page.getByText(
        'Your password has been successfully changed. Please log in using your new password.',
      ),
    ).toBeVisible();
  });

  test('explains a reset password', async ({ page }) => {
    await page.goto('/?referer=reset-password');
    await expect(
      page.getByText(
        'Your password has been successfully reset. Please log in using your new password.',
      ),
    ).toBeVisible();
    await expectAccessible(page);
  });

  test('shows no notice for other referers', async ({ page }) => {
    await page.goto('/?referer=somewhere');
    await expect(page.getByText(/successfully/)).toHaveCount(0);
  });

  test('links to forgot password and sign-up', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveTitle('Forgot Password');
    await expectAccessible(page);
    await page.goto('/');
    await page.getByRole('link', { name: 'Sign up instead' }).click();
    await expect(page).toHaveURL(/\/sign-up$/);
  });

  test('sends a signed-in customer on from the sign-in and sign-up pages', async ({ page }) => {
    await signUp(page);
    await page.goto('/');
    await expect(page).toHaveURL(/\/workflow\/onboarding$/);
    await page.goto('/sign-up');
    await expect(page).toHaveURL(/\/workflow\/onboarding$/);
  });

  test('refuses a password that breaks the policy', async ({ page }) => {
    await page.goto('/sign-up');
    await page.getByLabel('Email').fill(newEmail());
    await page.getByLabel('Password', { exact: true }).fill('alllowercase');
    await page.getByLabel('Confirm Password', { exact: true }).fill('alllowercase');
    await page.getByRole('checkbox', { name: /I agree to privacy policy/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText(/The password does not meet the requirements/)).toBeVisible();
    await expect(page).toHaveURL(/\/sign-up$/);
    await expectAccessible(page);
  });
});
