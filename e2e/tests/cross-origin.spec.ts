import { expect, test } from '@playwright/test';
import { API_URL, SPA_URL } from '../support/urls';
import { newEmail, PASSWORD, watchConsole } from '../support/journeys';

// The same build hosted on another origin (a CDN, say), calling the API across origins with
// cookies and the XSRF header, as the spec's client does.
test('the SPA on another origin signs up, signs out and signs in against the API', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const email = newEmail('cross-origin');
  await page.goto(`${SPA_URL}/sign-up`);
  await expect(page.getByRole('list', { name: 'Password requirements' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /I agree to privacy policy/ }).check();
  const signUp = page.waitForResponse(`${API_URL}/client/v1/signup`);
  await page.getByRole('button', { name: 'Continue' }).click();
  expect((await signUp).status()).toBe(201);
  await expect(page).toHaveURL(`${SPA_URL}/workflow/onboarding`);

  await page.getByRole('button', { name: 'Sign out' }).first().click();
  await expect(page).toHaveURL(`${SPA_URL}/`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  const logIn = page.waitForResponse(`${API_URL}/client/v1/login`);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  expect((await logIn).status()).toBe(200);
  await expect(page).toHaveURL(`${SPA_URL}/workflow/onboarding`);
  expect(problems).toEqual([]);
});
