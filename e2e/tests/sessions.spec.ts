import { expect, test } from '@playwright/test';
import pg from 'pg';
import {
  expectAccessible,
  PASSWORD,
  signInWithEmailCode,
  verifiedCustomer,
  waitForCode,
  waitForMail,
  watchConsole,
} from '../support/journeys';

const databaseUrl = process.env.E2E_DATABASE_URL;

test.describe('a new device', () => {
  test('is mailed about, with a link that signs it out; "sign out everywhere" ends the rest', async ({
    page,
    browser,
  }) => {
    // Two browsers, three sign-ins and two mails.
    test.setTimeout(90_000);
    const problems = watchConsole(page);
    const email = await verifiedCustomer(page);
    const startedAt = Date.now() - 1000;

    // Another browser signs in: new to this account.
    const other = await browser.newContext();
    const stranger = await other.newPage();
    await signInWithEmailCode(stranger, email);
    const notice = await waitForMail(page.request, email, /New sign-in/, startedAt);
    expect(notice.text).toContain('from a device we have not seen before');
    const link = notice.text.match(/Sign that device out: (\S+)/)?.[1] ?? '';
    expect(link).toContain('/device-sign-out?session=');

    // The customer opens the link here; opening alone changes nothing.
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Sign out a device' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Sign that device out' }).click();
    await expect(page.getByRole('heading', { name: 'Device signed out' })).toBeFocused();
    await expectAccessible(page);

    // The other browser is signed out.
    await stranger.reload();
    await expect(stranger).toHaveURL(/\/$/);
    await expect(stranger.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await other.close();

    // "Sign out everywhere" from settings, on this browser: known, so no new mail.
    await page.goto('/settings/security');
    const card = page.getByRole('region', { name: 'Sign out everywhere' });
    await card.getByRole('button', { name: 'Sign out everywhere' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Sign out everywhere?' });
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/(\?.*)?$/);
    expect(problems).toEqual([]);
  });
});

test.describe('step-up', () => {
  test('asks for the emailed code before a password change long after sign-in', async ({
    page,
  }) => {
    test.skip(
      !databaseUrl,
      'ageing the session needs the API on PostgreSQL: set TEST_DATABASE_URL',
    );
    test.setTimeout(120_000);
    const problems = watchConsole(page);
    const email = await verifiedCustomer(page);
    // As if the second factor was given an hour ago.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(
        `update sessions set second_factor_at = now() - interval '1 hour'
         where customer_id = (select customer_id from accounts where email = $1)`,
        [email],
      );
    } finally {
      await client.end();
    }

    await page.goto('/settings/security');
    const card = page.getByRole('region', { name: 'Change password' });
    await card.getByLabel('Current Password').fill(PASSWORD);
    await card.getByLabel('New Password').fill('Rainy-days-2027!');
    await card.getByLabel('Confirm Password').fill('Rainy-days-2027!');
    const askedAt = Date.now() - 1000;
    await card.getByRole('button', { name: 'Change password' }).click();

    const dialog = page.getByRole('dialog', { name: 'Confirm it’s you' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Code from the email')).toBeFocused();
    await expectAccessible(page);
    const code = await waitForCode(page.request, email, /confirmation code/, askedAt);
    await dialog.getByLabel('Code from the email').fill(code);
    await dialog.getByRole('button', { name: 'Confirm' }).click();

    // The change it held went through: every session ended, sign in with the new password.
    await expect(page).toHaveURL(/\/\?referer=change-password$/);
    expect(problems).toEqual([]);
  });
});
