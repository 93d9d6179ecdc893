import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, verifiedCustomer, watchConsole } from '../support/journeys';
import { ops as runOps } from '../support/ops';
import { API_PORT, API_URL } from '../support/urls';

const root = path.resolve(import.meta.dirname, '../..');
const fixture = (name: string) => path.join(root, 'e2e/fixtures', name);

/** `npm run ops -- …` as operations run it: through the journeys' API, with a staff token. */
const ops = (...args: string[]) => runOps(API_URL, API_PORT, ...args);

async function documentIds(page: Page): Promise<string[]> {
  const customer = await (await page.request.get('/client/v1/profile')).json();
  return customer.documents.map((d: { id: string }) => d.id);
}

test.describe('account verification', () => {
  test('uploads a two-page ID with real images; review approves it and the page shows it live', async ({
    page,
  }) => {
    // Two runs of the operations CLI (a Node start each) and a 10-second refresh on the page.
    test.setTimeout(90_000);
    const problems = watchConsole(page);
    await verifiedCustomer(page);
    await page.goto('/account-verification');
    await expect(page).toHaveTitle('Account verification');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Upload a photo ID' }).click();
    await expect(page).toHaveTitle('Upload documents');
    await page.getByRole('radio', { name: /National ID card/ }).check();
    await page.getByLabel('ID number').fill('ID123456');
    await page.getByLabel('Front file').setInputFiles(fixture('id-front.jpg'));
    await page.getByLabel('Back file').setInputFiles(fixture('id-back.jpg'));
    await expect(
      page.getByRole('img', { name: /Front/ }).or(page.getByAltText(/Front/)),
    ).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Submit' }).click();

    await expect(page).toHaveURL(/\/account-verification$/);
    const identity = page.getByRole('region', { name: 'Upload a photo ID' });
    await expect(identity.getByText('In review')).toBeVisible();
    await expectAccessible(page);
    const [id] = await documentIds(page);
    expect(id).toBeTruthy();

    await ops('documents:review', id ?? '');
    await ops(
      'documents:approve',
      id ?? '',
      '--given-names',
      'Maria Jose',
      '--surname',
      'Santos',
      '--birth-date',
      '1990-07-25',
      '--number',
      'ID123456',
      '--expiry',
      '2031-01-01',
    );
    // No reload: the page notices the decision by itself.
    await expect(identity.getByText('Approved')).toBeVisible({ timeout: 20_000 });
    expect(problems).toEqual([]);
  });

  test('takes the selfie check with the camera', async ({ page }) => {
    test.setTimeout(120_000);
    await verifiedCustomer(page);
    await page.goto('/account-verification/upload/selfie');
    await expect(page.getByRole('button', { name: 'Start camera' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Start camera' }).click();
    await expect(page.getByLabel('Camera preview')).toBeVisible();
    await expectAccessible(page);
    for (const instruction of ['Look straight', 'Turn a little left', 'Turn a little right']) {
      await expect(page.getByText(new RegExp(`: ${instruction}`))).toBeVisible();
      await page.getByRole('button', { name: 'Take photo' }).click();
    }
    await expect(page.getByRole('img', { name: 'Turn a little right' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/account-verification$/);
    const selfie = page.getByRole('region', { name: 'Take a selfie' });
    await expect(selfie.getByText('In review')).toBeVisible();
  });

  test('refuses a file that is not an image, at the page it belongs to', async ({ page }) => {
    await verifiedCustomer(page);
    await page.goto('/account-verification/upload/proof_of_identity');
    await page.getByRole('radio', { name: /Passport/ }).check();
    await page.getByLabel('Passport number').fill('P1234567');
    await page.getByLabel(/Photo page file/).setInputFiles({
      name: 'passport.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('this is not a photo'),
    });
    // Refused as it is chosen, by its first bytes, under the page's own name.
    const refusal = page.getByText('Photo page: this file is not a JPEG, PNG, HEIC or PDF.');
    await expect(refusal).toBeVisible();
    await expect(page.getByRole('img', { name: /^Preview of/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(refusal).toBeVisible();
    await expectAccessible(page);
    expect(await documentIds(page)).toEqual([]);
  });

  test('hands the upload to a phone by link, and the desktop sees it arrive', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    test.skip(
      testInfo.project.name === 'phone',
      'the QR hand-off is offered on computers; a phone takes the photos itself',
    );
    // Two browsers, and an accessibility check at each screen of both.
    test.setTimeout(120_000);
    await verifiedCustomer(page);
    await page.goto('/account-verification/upload/proof_of_identity');
    await page.getByRole('radio', { name: /Passport/ }).check();
    await page.getByRole('button', { name: 'Continue on your phone' }).click();
    await expect(page.getByAltText('QR code of the link to continue on your phone')).toBeVisible();
    await expectAccessible(page);
    const link = await page
      .getByRole('link', { name: /\/account-verification\/upload\/.*token=/ })
      .innerText();

    const phoneContext = await browser.newContext({
      baseURL,
      viewport: { width: 375, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    const phone = await phoneContext.newPage();
    await phone.goto(link);
    await expect(phone.getByRole('heading', { name: 'Upload documents' })).toBeVisible();
    await expect(phone.getByLabel('Passport number')).toBeVisible();
    await expectAccessible(phone);
    await phone.getByLabel('Passport number').fill('P7654321');
    await phone.getByLabel(/Photo page file/).setInputFiles(fixture('passport.png'));
    await phone.getByRole('button', { name: 'Submit' }).click();
    await expect(phone.getByRole('heading', { name: 'Done' })).toBeVisible();
    await expectAccessible(phone);

    await expect(page.getByText(/We received your passport from your phone/)).toBeVisible({
      timeout: 15_000,
    });
    await expectAccessible(page);
    expect(await documentIds(page)).toHaveLength(1);

    // The link worked once.
    await phone.goto(link);
    await expect(phone.getByText('This link has expired or was already used.')).toBeVisible();
    await expectAccessible(phone);
    await phoneContext.close();
  });
});
