import { expect, type Page } from '@playwright/test';

/** The payer at the sandbox provider's hosted page, card typed in but not yet sent. */
export async function fillCard(page: Page, number: string) {
  await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_/);
  await expect(page.getByText('Sandbox Pay')).toBeVisible();
  await page.getByLabel('Name on card').fill('Maria Santos');
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('CVC').fill('123');
}

/** The payer at the sandbox provider's hosted page: pays with this card. */
export async function payByCard(page: Page, number: string) {
  await fillCard(page, number);
  await page.getByRole('button', { name: /^Pay AUD/ }).click();
}
