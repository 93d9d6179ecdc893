import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible, verifiedCustomer, watchConsole } from '../support/journeys';

/**
 * Country flags are images, drawn the same on every system (emoji flags show as two letters or
 * empty boxes on Windows and many Linux systems), and fetched only as they are shown.
 * `SCREENSHOTS=1` also saves the country step and the nationality field with their lists open,
 * at 1280 and 375 px, into docs/screenshots.
 */
const shots = path.resolve(import.meta.dirname, '../../docs/screenshots');

/** A flag file the build emitted: /assets/AU-<hash>.svg. */
const flagFile = /\/assets\/[A-Z]{2}-[\w-]+\.svg$/;

/** True once the image has loaded and has a size, i.e. the browser drew a real flag. */
const drawn = (image: Locator) =>
  image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0);

async function flagsShown(page: Page, count: number) {
  const images = page.getByRole('listbox').locator('img');
  for (let index = 0; index < count; index += 1) {
    await expect.poll(() => drawn(images.nth(index))).toBe(true);
  }
}

async function shoot(page: Page, name: string, count: number) {
  if (!process.env.SCREENSHOTS || test.info().project.name !== 'desktop') return;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByRole('listbox').scrollIntoViewIfNeeded();
    await flagsShown(page, count);
    await page.screenshot({ path: path.join(shots, `${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('countries are shown with their flags as images, fetched as they come into view', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const problems = watchConsole(page);
  const fetched = new Set<string>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (flagFile.test(pathname) && response.ok()) fetched.add(pathname);
  });
  await verifiedCustomer(page);
  const residence = page.getByRole('combobox', { name: 'Country of residence' });
  await residence.click();
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible();
  await flagsShown(page, await options.count());
  // No emoji flag anywhere in the list's text: the name is written beside each image.
  expect(await page.getByRole('listbox').innerText()).not.toMatch(/[\u{1F1E6}-\u{1F1FF}]/u);
  await expect(options.first()).toHaveAccessibleName('Australia');
  await expectAccessible(page);
  await shoot(page, 'onboarding-country-flags', await options.count());

  await residence.fill('austr');
  await page.getByRole('option', { name: /Australia/ }).click();
  await expect(residence).toHaveValue('Australia');
  // The chosen country's flag sits in the field, beside its name.
  await expect
    .poll(() => drawn(page.locator('[data-flag="AU"] img').filter({ visible: true })))
    .toBe(true);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'About you' })).toBeVisible();

  // Nationality offers every country; only the flags in view are fetched, not one per country.
  fetched.clear();
  await page.getByRole('combobox', { name: 'Nationality' }).click();
  await expect(options.first()).toBeVisible();
  const offered = await options.count();
  await flagsShown(page, 5);
  expect(offered).toBeGreaterThan(100);
  expect(fetched.size).toBeGreaterThan(4);
  expect(fetched.size).toBeLessThan(offered / 2);
  await shoot(page, 'onboarding-nationality-flags', 5);
  expect(problems).toEqual([]);
});
