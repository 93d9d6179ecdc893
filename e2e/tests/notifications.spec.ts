import { expect, test, type APIRequestContext } from '@playwright/test';
import { payByCard } from '../support/checkout';
import { expectAccessible, PASSWORD, waitForMail, watchConsole } from '../support/journeys';
import { approvePassport, readyToSend, transferAwaitingPayment } from '../support/senders';

/**
 * Notification preferences (issue 19 items 1 and 2): a customer turns transfer update and
 * verification emails off in Settings → Notifications and texts of transfer updates on; their
 * passport is then approved and a transfer completes with no "is approved", "payment received"
 * or "they have the money" email but with the texts, while security mail (the password change)
 * still arrives.
 */

const TURNED_OFF = /^We have your payment for |has the money$|is approved$/;

interface Kept {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
}

/** The outbox's newest messages, or those to one address or number. */
async function outbox(request: APIRequestContext, to?: string) {
  const answer = await request.get('/dev/outbox', {
    params: to ? { to } : {},
    headers: { accept: 'application/json' },
  });
  return (await answer.json()) as Kept[];
}

test('transfer updates turned off are not emailed but texted; security mail still is', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const problems = watchConsole(page);
  const email = await readyToSend(page);

  await page.goto('/settings');
  await page
    .getByRole('navigation', { name: 'Settings sections' })
    .getByRole('link', { name: 'Notifications' })
    .click();
  await expect(page).toHaveURL(/\/settings\/notifications$/);
  const updates = page.getByRole('switch', { name: 'Transfer updates by email' });
  await expect(updates).toBeChecked();
  const texts = page.getByRole('switch', { name: 'Transfer updates by text message' });
  await expect(texts).not.toBeChecked();
  const security = page.getByRole('switch', { name: 'Security alerts by email' });
  await expect(security).toBeChecked();
  await expect(security).toBeDisabled();
  await expectAccessible(page);
  await updates.click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await expect(updates).not.toBeChecked();
  await page.getByRole('switch', { name: 'Verification by email' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await texts.click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await expect(texts).toBeChecked();
  await expectAccessible(page);
  // Saved on the server: a fresh page shows them off.
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Transfer updates by email' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Verification by email' })).not.toBeChecked();
  await expect(
    page.getByRole('switch', { name: 'Transfer updates by text message' }),
  ).toBeChecked();

  // Operations approve the passport: with verification email off, no "is approved" mail.
  await approvePassport(page);

  const transferId = await transferAwaitingPayment(page);
  await page.goto(`/pay/${transferId}`);
  await page.getByRole('button', { name: /^Pay AUD/ }).click();
  await payByCard(page, '4242 4242 4242 4242');
  await page.goto(`/transaction/${transferId}`);
  await expect(page.locator('header [data-status]')).toHaveText('Delivered', { timeout: 30_000 });
  const tracking = await page
    .locator('header')
    .getByText(/^HW-\w{4}-\w{4}$/)
    .textContent();

  // A security mail queued after the transfer's: once it arrives, the worker is past them.
  const changedAt = Date.now() - 1000;
  await page.goto('/settings/security');
  await page.getByLabel('Current Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('New Password', { exact: true }).fill('Rainy-days-2027!');
  await page.getByLabel('Confirm Password', { exact: true }).fill('Rainy-days-2027!');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/\?referer=change-password$/);
  await waitForMail(page.request, email, /password was changed/, changedAt);
  const subjects = (await outbox(page.request, email)).map((m) => m.subject);
  expect(subjects.filter((s) => TURNED_OFF.test(s))).toEqual([]);
  // The texts came instead, on the customer's confirmed number.
  const sent = (await outbox(page.request)).filter(
    (m) => m.channel === 'sms' && m.text.includes(`Transfer ${tracking}.`),
  );
  expect(sent.map((m) => m.text.replace(/ Transfer .*$/, ''))).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^Homeward: We have your payment for /),
      expect.stringMatching(/^Homeward: .* has the money\.$/),
    ]),
  );
  expect(problems).toEqual([]);
});
