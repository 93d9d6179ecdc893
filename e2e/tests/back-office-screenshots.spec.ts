import path from 'node:path';
import { expect, test } from '@playwright/test';
import { readyToSend, transferAwaitingPayment } from '../support/senders';
import { signInToConsole, staffMember } from '../support/staff';

/**
 * The README's pictures of the back office, taken on the real server with real data:
 * `SCREENSHOTS=1 npx playwright test -c e2e/playwright.config.ts back-office-screenshots
 * --project desktop` (after `npm run build`). Skipped otherwise: they are pictures, not checks.
 */
const shots = path.resolve(import.meta.dirname, '../../docs/screenshots');

test('back-office screenshots for the README', async ({ page, browser }, testInfo) => {
  test.skip(!process.env.SCREENSHOTS || testInfo.project.name !== 'desktop', 'SCREENSHOTS=1 only');
  test.setTimeout(120_000);
  await readyToSend(page);
  await transferAwaitingPayment(page, { amount: '250' });
  const profile = (await (await page.request.get('/client/v1/profile')).json()) as {
    id: string;
    documents: { id: string }[];
  };

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const officer = await context.newPage();
  await signInToConsole(officer, await staffMember(['compliance', 'finance'], 'Ana Reyes'));
  await officer.screenshot({ path: path.join(shots, 'back-office-queue.png') });

  await officer.goto(`/back-office/documents/${profile.documents[0]?.id}`);
  await expect(officer.getByRole('img', { name: /^Page 1 of/ })).toBeVisible();
  await officer.getByLabel('Given names').fill('Maria');
  await officer.getByLabel('Surname').fill('Santos');
  await officer.screenshot({ path: path.join(shots, 'back-office-document-review.png') });

  await officer.goto(`/back-office/customers/${profile.id}`);
  await expect(officer.getByRole('heading', { name: 'Notes' })).toBeVisible();
  await officer.screenshot({
    path: path.join(shots, 'back-office-customer.png'),
    fullPage: true,
  });
});
