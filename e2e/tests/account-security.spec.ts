import { expect, test, type Browser } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import {
  expectAccessible,
  PASSWORD,
  settled,
  signIn,
  signInWithEmailCode,
  signOut,
  signUp,
  verifiedCustomer,
  waitForCode,
  waitForMail,
  watchConsole,
} from '../support/journeys';

const NEW_PASSWORD = 'Moonlit-harbour-77!';

async function newPhonePage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 375, height: 740 },
    isMobile: true,
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  });
  return context.newPage();
}

test.describe('account security', () => {
  test('verifies the email with the code from the outbox', async ({ page }) => {
    const problems = watchConsole(page);
    await verifiedCustomer(page);
    const profile = await (await page.request.get('/client/v1/profile')).json();
    expect(profile.account.is_email_verified).toBe(true);
    await expectAccessible(page);
    expect(problems).toEqual([]);
  });

  test('a wrong code shows its message, and the resend button counts down', async ({ page }) => {
    await signUp(page);
    await page.getByLabel('Verification code').fill('000000');
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page.getByText(/The code is incorrect\.|Too many wrong codes/)).toBeVisible();
    // A code was sent at sign-up, so resending waits out the cool-down.
    await expect(page.getByRole('button', { name: /Send a new code in \d+/ })).toBeDisabled();
    await expectAccessible(page);
  });

  test('signs in with an emailed code', async ({ page }) => {
    const email = await verifiedCustomer(page);
    await signOut(page);
    const startedAt = Date.now() - 1000;
    await signIn(page, email);
    await expect(page).toHaveURL(/\/mfa$/);
    await expect(page.getByLabel('Code from the email')).toBeFocused();
    await expectAccessible(page);
    // A code that is not six digits is refused in the browser, under the field.
    await page.getByLabel('Code from the email').fill('12');
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page.getByText('The code is 6 digits.')).toBeVisible();
    await expectAccessible(page);
    const code = await waitForCode(page.request, email, /sign-in code/, startedAt);
    await page.getByLabel('Code from the email').fill(code);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page).toHaveURL(/\/workflow\/onboarding$/);
  });

  test('enrols an authenticator app and signs in with it', async ({ page }) => {
    // Two sign-ins and an accessibility check at each screen of the enrolment.
    test.setTimeout(120_000);
    const email = await verifiedCustomer(page);
    await page.goto('/settings/security');
    await expect(page.getByRole('heading', { name: 'Security activity' })).toBeVisible();
    await settled(page);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    const key = (await page.getByLabel('Set-up key').innerText()).replace(/\s+/g, '');
    await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
    await expectAccessible(page);
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(key) });
    await page.getByLabel('Code from the app').fill(totp.generate());
    await page.getByRole('button', { name: 'Turn on' }).click();
    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'I have saved them' }).click();

    await signOut(page);
    await signIn(page, email);
    await expect(page).toHaveURL(/\/mfa$/);
    await expectAccessible(page);
    // The recovery-code way in, and back.
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await expect(page.getByLabel('Recovery code')).toBeFocused();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Use the authenticator app instead' }).click();
    // The code that turned the app on is spent; the app's next one signs in.
    await page
      .getByLabel('Code from the app')
      .fill(totp.generate({ timestamp: Date.now() + 30_000 }));
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page).toHaveURL(/\/workflow\/onboarding$/);
  });

  test('resets a forgotten password by following the mailed link', async ({ page }) => {
    test.setTimeout(120_000);
    const email = await verifiedCustomer(page);
    await signOut(page);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveTitle('Forgot Password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(
      page.getByText(
        'If an account exists for that email, we have sent a link to reset the password.',
      ),
    ).toBeVisible();
    await expectAccessible(page);

    const mail = await waitForMail(page.request, email, /Reset your Homeward password/);
    const link = mail.text.match(/https?:\/\/\S+\/reset-password\/\S+/)?.[0];
    expect(link).toBeTruthy();
    await page.goto(link ?? '');
    await expect(page).toHaveTitle('Reset Password');
    await expect(page.getByRole('list', { name: 'Password requirements' })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page).toHaveURL(/\/\?referer=reset-password$/);
    await expect(page.getByText('Your password has been successfully reset.')).toBeVisible();

    await signInWithEmailCode(page, email, NEW_PASSWORD);

    // The link works once, and says so as soon as it is opened again: no form to fill first.
    await signOut(page);
    await page.goto(link ?? '');
    const refusal = page.getByRole('alert').filter({ hasText: 'This link cannot be used' });
    await expect(refusal).toContainText('This password reset link is invalid or has expired.');
    await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
    await expectAccessible(page);
    await refusal.getByRole('link', { name: 'Ask for a new link' }).click();
    await expect(page).toHaveTitle('Forgot Password');
  });

  test('changes the password from settings', async ({ page }) => {
    const email = await verifiedCustomer(page);
    await page.goto('/settings');
    // Settings in sections: the profile first, the password under Security.
    const sections = page.getByRole('navigation', { name: 'Settings sections' });
    await expect(sections.getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByLabel('Current Password', { exact: true })).toHaveCount(0);
    await sections.getByRole('link', { name: 'Security' }).click();
    await expect(page).toHaveURL(/\/settings\/security$/);
    await expectAccessible(page);
    await page.getByLabel('Current Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page).toHaveURL(/\/\?referer=change-password$/);
    await expect(page.getByText('Your password has been successfully changed.')).toBeVisible();
    await signInWithEmailCode(page, email, NEW_PASSWORD);
  });

  test('sees two devices and removes one, which is signed out at its next request', async ({
    page,
    browser,
    baseURL,
  }) => {
    const email = await verifiedCustomer(page);
    const phone = await newPhonePage(browser, baseURL);
    await signInWithEmailCode(phone, email);

    await page.goto('/devices');
    await expect(page).toHaveTitle('Devices');
    const devices = page.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem');
    await expect(devices).toHaveCount(2);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Remove Chrome 131', exact: true }).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(devices).toHaveCount(1);

    // The phone's next request meets a revoked session and lands on sign-in.
    const refused = phone.waitForResponse('**/client/v1/profile');
    await phone.goto('/devices');
    expect((await refused).status()).toBe(401);
    await expect(phone).toHaveURL(/\/$/);
    await expect(phone).toHaveTitle('Sign in');
    await phone.context().close();
  });
});
