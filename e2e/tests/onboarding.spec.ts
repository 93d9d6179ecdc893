import { expect, test, type Page } from '@playwright/test';
import {
  expectAccessible,
  fillDate,
  settled,
  signInWithEmailCode,
  signOut,
  verifiedCustomer,
  waitForMail,
  watchConsole,
} from '../support/journeys';

async function chooseCountry(page: Page, label: string, search: string, name: string) {
  const picker = page.getByRole('combobox', { name: label });
  await picker.fill(search);
  await page.getByRole('option', { name: new RegExp(name) }).click();
}

async function continueTo(page: Page, heading: string) {
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
}

/** Digits that make each run's mobile numbers its own (journeys share one database). */
const digits = (count: number) =>
  Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join('');

/** The SMS code the development outbox kept for a number, sent after `after`. */
async function smsCode(page: Page, to: string, after: number) {
  const sms = await waitForMail(page.request, to, /^SMS$/, after);
  return sms.text.match(/^(\d{6})/)?.[1] ?? '';
}

/**
 * The mobile stage; `audit` checks each of its screens with axe on the way, `reload` reloads the
 * page on the code screen, which must come back to the code already texted.
 */
async function mobileStage(
  page: Page,
  number: string,
  e164: string,
  { audit = false, reload = false } = {},
) {
  await expect(page.getByRole('heading', { name: 'Your mobile number' })).toBeVisible();
  if (audit) await expectAccessible(page);
  await page.getByLabel('Mobile number', { exact: true }).fill(number);
  const sentAfter = Date.now() - 1000;
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByLabel('SMS code')).toBeVisible();
  if (audit) await expectAccessible(page);
  if (reload) {
    await page.reload();
    await expect(page.getByLabel('SMS code')).toBeVisible();
    await expect(page.getByText(e164)).toBeVisible();
    // The cool-down goes on from where it was; the code already sent is the one to enter.
    await expect(
      page.getByRole('button', { name: /Send a new code in (1:00|0:[0-5]\d)/ }),
    ).toBeDisabled();
  }
  await page.getByLabel('SMS code').fill(await smsCode(page, e164, sentAfter));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByRole('heading', { name: "You're all set" })).toBeVisible();
  if (audit) await expectAccessible(page);
}

test.describe('onboarding', () => {
  test('an Australian resident completes every stage, resuming after signing out halfway', async ({
    page,
  }) => {
    // Every stage, a sign-in with an emailed code, and an accessibility check at each screen.
    test.setTimeout(120_000);
    const problems = watchConsole(page);
    const email = await verifiedCustomer(page);
    await expect(page.getByRole('heading', { name: 'Where do you live?' })).toBeVisible();
    await expectAccessible(page);
    // The country list open under the search.
    await page.getByRole('combobox', { name: 'Country of residence' }).fill('austr');
    await expect(page.getByRole('option', { name: /Australia/ })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('option', { name: /Australia/ }).click();
    await continueTo(page, 'About you');

    await page.getByLabel('First name').fill('Maria');
    await page.getByLabel('Last name').fill('Santos');
    await fillDate(page, 'Date of birth', '1990-07-25');
    await page.getByLabel('Place of birth').fill('Cebu City');
    await chooseCountry(page, 'Nationality', 'philip', 'Philippines');
    await expectAccessible(page);
    await continueTo(page, 'Your address');

    // Halfway: sign out, sign in again, and land on the address stage.
    await signOut(page);
    await signInWithEmailCode(page, email);
    await expect(page.getByRole('heading', { name: 'Your address' })).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel('Street address').fill('12 Smith Street');
    await page.getByLabel('Suburb').fill('Parramatta');
    await page.getByLabel('State or territory').selectOption('NSW');
    // The postcode mask keeps four digits only.
    await page.getByLabel('Postcode').pressSequentially('21a50x9');
    await expect(page.getByLabel('Postcode')).toHaveValue('2150');
    await continueTo(page, 'Your work');
    await expectAccessible(page);

    await page.getByLabel('Employment status').selectOption('employed');
    await page.getByLabel('Occupation').fill('Nurse');
    await page.getByLabel('Industry').selectOption('health');
    await page.getByLabel('Yearly income').selectOption('30k_60k');
    await page.getByRole('button', { name: 'Continue' }).click();

    const local = digits(5);
    await mobileStage(page, `0412 3${local}`, `+614123${local}`, { audit: true, reload: true });
    const customer = await (await page.request.get('/client/v1/profile')).json();
    expect(customer).toMatchObject({
      whole_name: 'Maria Santos',
      country: { iso2_alpha: 'AU' },
      nationality: { iso2_alpha: 'PH' },
      address: { city: 'Parramatta', postcode: '2150', region: 'NSW' },
      account: { mobile_number: `+614123${local}` },
    });
    // Onboarding is done; what is left is the documents.
    await page.goto('/dashboard');
    // The open task (the limits card names the same next step).
    await expect(page.getByRole('link', { name: /^Upload a photo ID A passport/ })).toBeVisible();
    await expect(page.getByText('Add your address')).toHaveCount(0);
    await settled(page);
    await expectAccessible(page);
    expect(problems).toEqual([]);
  });

  test('a Philippine resident meets the Philippine fields and their rules', async ({ page }) => {
    await verifiedCustomer(page);
    await page.goto('/workflow/onboarding');
    await chooseCountry(page, 'Country of residence', 'phil', 'Philippines');
    await continueTo(page, 'About you');

    await page.getByLabel('First name').fill('Jose');
    await page.getByLabel('Last name').fill('Rizal');
    await fillDate(page, 'Date of birth', '1988-06-19');
    await page.getByLabel('Place of birth').fill('Calamba');
    await chooseCountry(page, 'Nationality', 'phil', 'Philippines');
    const psn = page.getByLabel(/PhilSys number/);
    await psn.pressSequentially('1234567890123456');
    await expect(psn).toHaveValue('1234-5678-9012-3456');
    await expectAccessible(page);
    await continueTo(page, 'Your address');

    await page.getByLabel('House number and street').fill('12 Rizal St');
    await page.getByLabel('City or municipality').fill('Cebu City');
    await page.getByLabel('Province').fill('Cebu');
    await page.getByLabel('ZIP code').fill('6000');
    // Barangay is required in the Philippines: the browser says so before sending.
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('The barangay field is required.')).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('Barangay').fill('Lahug');
    await continueTo(page, 'Your work');

    await page.getByLabel('Employment status').selectOption('self_employed');
    await page.getByLabel('Occupation').fill('Driver');
    await page.getByLabel('Industry').selectOption('transport');
    await page.getByLabel('Yearly income').selectOption('250k_800k');
    await page.getByRole('button', { name: 'Continue' }).click();

    const local = digits(4);
    await mobileStage(page, `0917 123 ${local}`, `+63917123${local}`);
    const customer = await (await page.request.get('/client/v1/profile')).json();
    expect(customer.unique_identity_number).toBe('1234-5678-9012-3456');
    expect(customer.address).toMatchObject({ address_line_2: 'Lahug', postcode: '6000' });
  });
});
