import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { ops } from './ops';
import { API_PORT, API_URL } from './urls';

const fixture = (name: string) => path.resolve(import.meta.dirname, '../..', 'e2e/fixtures', name);

/** A step of /account-verification, by its heading (the dashboard task's words). */
export const stepOf = (page: Page, title: string) => page.getByRole('region', { name: title });

/** The newest document of a category, from the profile. */
async function latestOf(page: Page, category: string): Promise<string> {
  const customer = (await (await page.request.get('/client/v1/profile')).json()) as {
    documents: { id: string; document_category: { code: string }; created_at: string }[];
  };
  const own = customer.documents
    .filter((document) => document.document_category.code === category)
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
  return own[0]?.id ?? '';
}

/** Operations approve the newest document of a category; a photo ID with its reading. */
export async function approveLatest(page: Page, category: string): Promise<void> {
  const reading =
    category === 'proof_of_identity'
      ? ['--given-names', 'Maria', '--surname', 'Santos', '--birth-date', '1990-07-25'].concat([
          '--number',
          'P1234567',
          '--expiry',
          '2031-01-01',
        ])
      : [];
  await ops(API_URL, API_PORT, 'documents:approve', await latestOf(page, category), ...reading);
}

/** From the step's own button: a passport photo page, sent. */
export async function uploadPassport(page: Page): Promise<void> {
  await stepOf(page, 'Upload a photo ID').getByRole('link', { name: 'Upload a photo ID' }).click();
  await page.getByRole('radio', { name: /Passport/ }).check();
  await page.getByLabel('Passport number').fill('P1234567');
  await page.getByLabel(/Photo page file/).setInputFiles(fixture('passport.png'));
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/account-verification$/);
}

/** From the step's own button: three photos from the (fake) camera, sent. */
export async function takeSelfie(page: Page): Promise<void> {
  await stepOf(page, 'Take a selfie').getByRole('link', { name: 'Take a selfie' }).click();
  await page.getByRole('button', { name: 'Start camera' }).click();
  await expect(page.getByLabel('Camera preview')).toBeVisible();
  for (const instruction of ['Look straight', 'Turn a little left', 'Turn a little right']) {
    await expect(page.getByText(new RegExp(`: ${instruction}`))).toBeVisible();
    await page.getByRole('button', { name: 'Take photo' }).click();
  }
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/account-verification$/);
}

/** From the step's own button: a utility bill of one page, sent. */
export async function uploadAddress(page: Page): Promise<void> {
  await stepOf(page, 'Upload a proof of address')
    .getByRole('link', { name: 'Upload a proof of address' })
    .click();
  await page.getByRole('radio', { name: /Utility bill/ }).check();
  await page.getByLabel(/Page 1 file/).setInputFiles(fixture('passport.png'));
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/account-verification$/);
}
