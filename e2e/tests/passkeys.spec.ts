import { expect, test, type CDPSession, type Page } from '@playwright/test';
import {
  expectAccessible,
  settled,
  signIn,
  signOut,
  verifiedCustomer,
  watchConsole,
} from '../support/journeys';

/**
 * Passkeys in a real Chromium, with its virtual authenticator (the DevTools protocol's WebAuthn
 * domain): a platform authenticator that holds discoverable credentials and verifies the user
 * without a prompt, as a phone's screen lock would.
 */
async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; id: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, id: authenticatorId };
}

async function openSettings(page: Page) {
  await page.goto('/settings/security');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await settled(page);
}

async function addPasskey(page: Page, name: string) {
  const section = page.getByRole('region', { name: 'Passkeys' });
  await section.getByLabel(/Name of the new passkey/).fill(name);
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(section.getByRole('status')).toHaveText(`${name} has been added.`);
  await expect(section.getByRole('list', { name: 'Your passkeys' })).toContainText(name);
}

test.describe('passkeys', () => {
  test('enrols two passkeys, signs in with one, and uses one as the second factor', async ({
    page,
  }, testInfo) => {
    // Two enrolments, three sign-ins and a removal: longer than one screen's 30 s on a busy machine.
    test.setTimeout(90_000);
    const problems = watchConsole(page);
    const first = await virtualAuthenticator(page);
    const email = await verifiedCustomer(page);

    await openSettings(page);
    const section = page.getByRole('region', { name: 'Passkeys' });
    await expect(section.getByText(/You have no passkeys yet/)).toBeVisible();
    await addPasskey(page, 'Work laptop');

    // The same authenticator again is refused by the browser (the server's exclusion list).
    await section.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(section.getByRole('alert')).toContainText(
      /already has a passkey for your account|cancelled or timed out/,
    );

    // A second device: another authenticator, another passkey.
    await first.cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId: first.id });
    await virtualAuthenticator(page);
    await addPasskey(page, 'My phone');
    await expect(section.getByRole('listitem')).toHaveCount(2);
    await expectAccessible(page);
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({
      path: `/tmp/passkeys-settings-${testInfo.project.name}.png`,
      fullPage: true,
    });

    // Rename one, in place.
    await section.getByRole('button', { name: 'Rename Work laptop' }).click();
    await section.getByLabel('New name for Work laptop').fill('Office laptop');
    await section.getByRole('button', { name: 'Save name' }).click();
    await expect(section.getByRole('status')).toHaveText('Renamed to Office laptop.');

    // Signed out: the passkey alone signs in, no email or password typed.
    await page.goto('/dashboard');
    await signOut(page);
    await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible();
    await page.screenshot({ path: `/tmp/passkeys-sign-in-${testInfo.project.name}.png` });
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page).toHaveURL(/\/workflow\/onboarding$/);
    const profile = await (await page.request.get('/client/v1/profile')).json();
    expect(profile.account.email).toBe(email);
    expect(profile.session.is_mfa_completed).toBe(true);

    // Password first, then the passkey instead of the emailed code.
    await signOut(page);
    await signIn(page, email);
    await expect(page).toHaveURL(/\/mfa$/);
    const usePasskey = page.getByRole('button', { name: 'Use a passkey instead' });
    await expect(usePasskey).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: `/tmp/passkeys-mfa-${testInfo.project.name}.png` });
    await usePasskey.click();
    await expect(page).toHaveURL(/\/workflow\/onboarding$/);

    // Removing one asks first; the other stays.
    await openSettings(page);
    await section.getByRole('button', { name: 'Remove Office laptop' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Remove Office laptop?' });
    await expect(dialog).toBeVisible();
    await page.screenshot({ path: `/tmp/passkeys-remove-${testInfo.project.name}.png` });
    // By keyboard, as the dialog allows: on a long page at phone size, headless Chromium's
    // backdrop blur leaves a pointer click on the sheet flaky (the same dialog as the devices').
    await dialog.getByRole('button', { name: 'Remove passkey' }).press('Enter');
    await expect(section.getByRole('status')).toHaveText('Office laptop has been removed.');
    await expect(section.getByRole('listitem')).toHaveCount(1);
    await expect(section.getByRole('listitem')).toContainText('My phone');
    await expect(section.getByRole('listitem')).toContainText('Last used');
    expect(problems).toEqual([]);
  });
});
