import { expect, test, type APIRequestContext } from '@playwright/test';
import { payByCard } from '../support/checkout';
import { expectAccessible, PASSWORD, waitForMail, watchConsole } from '../support/journeys';
import { approvePassport, readyToSend, transferAwaitingPayment } from '../support/senders';

/**
 * Notification preferences (issue 19 item 1): a customer turns transfer updates and verification
 * off in Settings → Notifications; their passport is then approved and a transfer completes with
 * no "is approved", "payment received" or "they have the money" email, while security mail (the
 * password change) still arrives.
 */

const TURNED_OFF = /^We have your payment for |has the money$|is approved$/;

async function mailsTo(request: APIRequestContext, to: string) {
  const answer = await request.get('/dev/outbox', { headers: { accept: 'application/json' } });
  return ((await answer.json()) as { to: string; subject: string }[]).filter((m) => m.to === to);
}

test('transfer updates turned off are not emailed; security mail still is', async ({ page }) => {
  test.setTimeout(180_000);
  const problems = watchConsole(page);
  const email = await readyToSend(page);

  await page.goto('/settings');
  await page
    .getByRole('navigation', { name: 'Settings sections' })
    .getByRole('link', { name: 'Notifications' })
    .click();
  await expect(page).toHaveURL(/\/settings\/notifications$/);
  const updates = page.getByRole('switch', { name: 'Transfer updates' });
  await expect(updates).toBeChecked();
  const security = page.getByRole('switch', { name: 'Security alerts' });
  await expect(security).toBeChecked();
  await expect(security).toBeDisabled();
  await expectAccessible(page);
  await updates.click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await expect(updates).not.toBeChecked();
  await page.getByRole('switch', { name: 'Verification' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await expectAccessible(page);
  // Saved on the server: a fresh page shows them off.
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Transfer updates' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Verification' })).not.toBeChecked();

  // Operations approve the passport: with verification email off, no "is approved" mail.
  await approvePassport(page);

  const transferId = await transferAwaitingPayment(page);
  await page.goto(`/pay/${transferId}`);
  await page.getByRole('button', { name: /^Pay AUD/ }).click();
  await payByCard(page, '4242 4242 4242 4242');
  await page.goto(`/transaction/${transferId}`);
  await expect(page.locator('header [data-status]')).toHaveText('Delivered', { timeout: 30_000 });

  // A security mail queued after the transfer's: once it arrives, the worker is past them.
  const changedAt = Date.now() - 1000;
  await page.goto('/settings/security');
  await page.getByLabel('Current Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('New Password', { exact: true }).fill('Rainy-days-2027!');
  await page.getByLabel('Confirm Password', { exact: true }).fill('Rainy-days-2027!');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/\?referer=change-password$/);
  await waitForMail(page.request, email, /password was changed/, changedAt);
  const subjects = (await mailsTo(page.request, email)).map((m) => m.subject);
  expect(subjects.filter((s) => TURNED_OFF.test(s))).toEqual([]);
  expect(problems).toEqual([]);
});
