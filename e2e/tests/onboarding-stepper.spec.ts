import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { fillDate, verifiedCustomer } from '../support/journeys';

/**
 * The onboarding stepper's stage names at desktop width: each stands clear of its neighbours
 * at every stage (the one on screen is bold, and was the one that ran into the next:
 * "EmploymentMobile"). `SCREENSHOTS=1` also saves each stage at 1280 and 375 px.
 */
const LABELS = [
  'Verify email',
  'Country',
  'Identity',
  'Address',
  'Employment',
  'Mobile number',
  'Done',
];
const shots = path.resolve(import.meta.dirname, '../../docs/screenshots');

async function expectLabelsApart(page: Page) {
  const stepper = page.getByRole('navigation', { name: 'Signup progress' }).getByRole('list');
  const boxes = [];
  for (const label of LABELS) {
    const box = await stepper.getByText(label, { exact: true }).boundingBox();
    if (!box) throw new Error(`"${label}" is not drawn`);
    boxes.push({ label, ...box });
  }
  for (const [index, box] of boxes.entries()) {
    const next = boxes[index + 1];
    if (!next) break;
    expect(
      box.x + box.width,
      `"${box.label}" ends at least 4 px before "${next.label}" begins`,
    ).toBeLessThanOrEqual(next.x - 4);
  }
}

async function shoot(page: Page, stage: string) {
  if (!process.env.SCREENSHOTS) return;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({
      path: path.join(shots, `onboarding-stepper-${stage}-${width}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function continueTo(page: Page, heading: string) {
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
}

test('the stage names never run into each other at 1280 px', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'desktop width only');
  test.setTimeout(120_000);
  await verifiedCustomer(page);
  await expectLabelsApart(page);

  await page.getByRole('combobox', { name: 'Country of residence' }).fill('austr');
  await page.getByRole('option', { name: /Australia/ }).click();
  await continueTo(page, 'About you');
  await expectLabelsApart(page);

  await page.getByLabel('First name').fill('Maria');
  await page.getByLabel('Last name').fill('Santos');
  await fillDate(page, 'Date of birth', '1990-07-25');
  await page.getByLabel('Place of birth').fill('Cebu City');
  await page.getByRole('combobox', { name: 'Nationality' }).fill('philip');
  await page.getByRole('option', { name: /Philippines/ }).click();
  await continueTo(page, 'Your address');
  await expectLabelsApart(page);

  await page.getByLabel('Street address').fill('12 Smith Street');
  await page.getByLabel('Suburb').fill('Parramatta');
  await page.getByLabel('State or territory').selectOption('NSW');
  await page.getByLabel('Postcode').fill('2150');
  await continueTo(page, 'Your work');
  await expectLabelsApart(page);
  await shoot(page, 'employment');

  await page.getByLabel('Employment status').selectOption('employed');
  await page.getByLabel('Occupation').fill('Nurse');
  await page.getByLabel('Industry').selectOption('health');
  await page.getByLabel('Yearly income').selectOption('30k_60k');
  await continueTo(page, 'Your mobile number');
  await expectLabelsApart(page);
  await shoot(page, 'mobile-number');
});
