import path from 'node:path';
import { expect, test } from '@playwright/test';
import { payByCard } from '../support/checkout';
import { importMiniOfacList } from '../support/sanctions';
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

test('compliance screenshots: a case and the sanctions lists, at 375 and 1280 px', async ({
  page,
  browser,
}, testInfo) => {
  test.skip(!process.env.SCREENSHOTS || testInfo.project.name !== 'desktop', 'SCREENSHOTS=1 only');
  test.setTimeout(120_000);
  await importMiniOfacList();
  await readyToSend(page);
  const { crn } = (await (await page.request.get('/client/v1/profile')).json()) as { crn: string };
  // A paid transfer the case stops, so the page shows what a decision would release.
  const transferId = await transferAwaitingPayment(page, { recipient: 'Karim Yusuf Al Haddad' });
  await page.goto(`/pay/${transferId}`);
  await page.getByRole('button', { name: /^Pay AUD/ }).click();
  await payByCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('region', { name: 'On hold' })).toBeVisible();

  const signedIn = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const officer = await signedIn.newPage();
  await signInToConsole(officer, await staffMember(['compliance'], 'Ana Reyes'));
  await officer.goto('/back-office/cases');
  await officer
    .getByRole('row')
    .filter({ hasText: crn })
    .getByRole('link', { name: /^C-\d+$/ })
    .click();
  await expect(officer.getByRole('heading', { name: /^Case C-\d+$/ })).toBeVisible();
  const caseUrl = officer.url();
  const session = await signedIn.storageState();

  for (const width of [375, 1280]) {
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      storageState: session,
    });
    const shot = await context.newPage();
    await shot.goto(caseUrl);
    await expect(shot.getByRole('button', { name: 'Clear as false positive' })).toBeVisible();
    await shot.screenshot({
      path: path.join(shots, `back-office-case-${width}.png`),
      fullPage: true,
    });
    await shot.goto('/back-office/sanctions');
    await expect(shot.getByText('In force', { exact: true })).toBeVisible();
    await shot.screenshot({
      path: path.join(shots, `back-office-sanctions-${width}.png`),
      fullPage: true,
    });
    await context.close();
  }
});
