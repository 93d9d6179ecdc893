import { expect, test } from '@playwright/test';
import { payByCard } from '../support/checkout';
import { expectAccessible, waitForMail, watchConsole } from '../support/journeys';
import { shootBothWidths } from '../support/screenshots';
import { recordSecret } from '../support/secrets';
import { approvePassport, cashPickupAwaitingPayment, readyToSend } from '../support/senders';

/**
 * Cash pickup codes (issue 19 item 5): a cash pickup transfer is paid and the payout simulator
 * pays it out; the transfer's page then shows the pickup code, where to collect and what to
 * bring, and the recipient's text with the same code is in the development outbox.
 */

/** A Philippine mobile as the recipient form takes it, and as libphonenumber stores it. */
const ENTERED = '0917 555 0148';
const STORED = '+639175550148';

test('a paid-out cash pickup shows its code to the sender and texts it to the recipient', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(150_000);
  const problems = watchConsole(page);
  await readyToSend(page);
  await approvePassport(page);
  const transferId = await cashPickupAwaitingPayment(page, {
    fullName: 'Juan dela Cruz',
    mobile: ENTERED,
  });
  const before = Date.now();

  await page.goto(`/pay/${transferId}`);
  await page.getByRole('button', { name: /^Pay AUD/ }).click();
  await payByCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(new RegExp(`/payment/cb/${transferId}$`));

  await page.goto(`/transaction/${transferId}`);
  await expect(page.locator('header [data-status]')).toHaveText('Delivered', { timeout: 30_000 });
  const panel = page.getByRole('region', { name: 'Ready to collect' });
  await expect(panel).toBeVisible();
  const shown = (await panel.locator('dd .font-mono').textContent()) ?? '';
  expect(shown).toMatch(/^[1-9]\d{2} \d{3} \d{4}$/);
  const code = shown.replace(/ /g, '');
  recordSecret('cash pickup code', code);
  await expect(panel).toContainText('Cebuana Lhuillier');
  await expect(panel).toContainText('A valid photo ID in the name Juan dela Cruz.');

  if (process.env.SCREENSHOTS && testInfo.project.name === 'desktop') {
    await shootBothWidths(page, 'transfer-pickup-code');
  }

  // The copy button puts the bare digits on the clipboard, as a counter's screen takes them.
  if (testInfo.project.name === 'desktop') {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await panel.getByRole('button', { name: 'Copy code' }).click();
    await expect(panel.getByText('Code copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  }
  await expectAccessible(page);

  // The recipient's text, at the number the form stored, with the same code.
  const sms = await waitForMail(page.request, STORED, /^SMS$/, before);
  expect(sms.text).toContain(`with code ${shown}`);
  expect(sms.text).toContain('Collect it at Cebuana Lhuillier');
  expect(sms.text).toMatch(/^Maria Santos sent you PHP [\d,]+\.\d{2} with Homeward\./);

  expect(problems).toEqual([]);
});
