import { refundTimeFrame } from '@homeward/contract';
import { expect, test } from '@playwright/test';
import { payByCard } from '../support/checkout';
import { expectAccessible, watchConsole } from '../support/journeys';
import { ops as runOps } from '../support/ops';
import { approvePassport, readyToSend, transferAwaitingPayment } from '../support/senders';
import { API_PORT, API_URL } from '../support/urls';

/** `npm run ops -- …` as operations run it: through the journeys' API, with a staff token. */
const ops = (...args: string[]) => runOps(API_URL, API_PORT, ...args);

test.describe('paying for a transfer', () => {
  test('pays with the sandbox card and watches the transfer complete, live', async ({ page }) => {
    test.setTimeout(120_000);
    const problems = watchConsole(page);
    await readyToSend(page);
    // Operations approve the passport, so the payment is not held for the identity check.
    await approvePassport(page);
    const transferId = await transferAwaitingPayment(page);

    // Before paying, the transfer's page draws the whole path: set up, pay (where it stands,
    // with the deadline), then the steps still to come with when to expect them.
    await page.goto(`/transaction/${transferId}`);
    const progress = page.getByRole('list', { name: 'Transfer progress' });
    await expect(progress.getByRole('listitem')).toHaveText([
      /^You set up your transfer \(done\)/,
      /^Pay for your transfer \(in progress, where your transfer is now\)Pay by /,
      /^Sending to the recipient \(expected, not done yet\)Right after we receive your money/,
      /^Delivered \(expected, not done yet\)Within \d+ (minutes?|hours?|days?) of your payment/,
    ]);
    await expect(progress.locator('[aria-current="step"]')).toHaveCount(1);
    await expect(progress.locator('[aria-current="step"]')).toContainText('Pay for your transfer');
    await expectAccessible(page);

    await page.goto(`/pay/${transferId}`);
    await expect(page).toHaveTitle('Make Payment');
    await expectAccessible(page);
    await page.getByRole('button', { name: /^Pay AUD/ }).click();
    await payByCard(page, '4242 4242 4242 4242');

    await expect(page).toHaveURL(new RegExp(`/payment/cb/${transferId}$`));
    await expect(page).toHaveTitle('Processing Payment');
    // The heading says where the payment is, not the route's name, and follows it live.
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(/^(Payment received|Sending to the recipient|Delivered)$/);
    await expectAccessible(page);
    // Seconds here (the simulator's delays are 1 and 2 s), but the job queue works one job at a
    // time for every journey running, and CI's machines have run twice as slow as ours.
    await expect(heading).toHaveText('Delivered', { timeout: 45_000 });
    await expect(page.getByRole('heading', { name: 'Processing Payment' })).toHaveCount(0);

    await page.goto(`/transaction/${transferId}`);
    // The payout simulator moves it on; the page follows without a reload.
    await expect(page.locator('header [data-status]')).toHaveText('Delivered', { timeout: 45_000 });
    // Delivered: every step done, with its time, the delivery where it stands, nothing expected.
    await expect(progress.getByRole('listitem')).toHaveText([
      /^You set up your transfer \(done\)/,
      /^Payment received \(done\)/,
      /^Sending to the recipient \(done\)/,
      /^Delivered \(done, where your transfer is now\)/,
    ]);
    await expect(progress.locator('time')).toHaveCount(4);
    await expect(progress.getByText(/Expected by|Pay by/)).toHaveCount(0);
    await expect(progress.locator('[aria-current="step"]')).toContainText('Delivered');
    const receipt = page.getByRole('link', { name: 'Download receipt (PDF)' });
    const pdf = await page.request.get((await receipt.getAttribute('href')) ?? '');
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    await expectAccessible(page);

    // A payout the recipient's bank refuses: the transfer fails and is refunded by itself.
    const failing = await transferAwaitingPayment(page, { recipient: 'Fail Payout Reyes' });
    await page.goto(`/pay/${failing}`);
    await page.getByRole('button', { name: /^Pay AUD/ }).click();
    await payByCard(page, '4242 4242 4242 4242');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      /^(Payment received|Sending to the recipient|Failed|Refund on its way|Refunded)$/,
    );
    await page.goto(`/transaction/${failing}`);
    await expect(page.getByRole('heading', { name: 'This transfer failed' })).toBeVisible({
      timeout: 20_000,
    });
    await expectAccessible(page);
    expect(await ops('ledger:check')).toMatch(/journals, all balanced\./);
    expect(problems).toEqual([]);
  });

  test('a declined card says why, and a retry with another card pays', async ({ page }) => {
    test.setTimeout(120_000);
    const problems = watchConsole(page);
    await readyToSend(page);
    const transferId = await transferAwaitingPayment(page);
    await page.goto(`/pay/${transferId}`);
    await page.getByRole('button', { name: /^Pay AUD/ }).click();
    await payByCard(page, '4000 0000 0000 0002');
    await expect(page.getByRole('heading', { name: 'Your payment was declined' })).toBeVisible();
    await expect(page.getByText('Your bank declined the card.', { exact: false })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Try again' }).click();
    await expect(page).toHaveURL(new RegExp(`/pay/${transferId}$`));
    await expect(page.getByText(/Your last payment was declined/)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: /^Pay AUD/ }).click();
    await payByCard(page, '4242 4242 4242 4242');
    // Paid; with the ID still in review, the transfer waits for the identity check.
    await expect(page.getByRole('heading', { name: 'On hold' })).toBeVisible();
    await expect(page.getByText('We are still checking your identity document.')).toBeVisible();
    await expectAccessible(page);
    expect(problems).toEqual([]);
  });

  test('cancels within 30 minutes of paying and sees the refund', async ({ page }) => {
    test.setTimeout(120_000);
    const problems = watchConsole(page);
    // The ID is still in review, so the paid transfer waits on hold: still cancellable.
    await readyToSend(page);
    const transferId = await transferAwaitingPayment(page);
    await page.goto(`/pay/${transferId}`);
    await page.getByRole('button', { name: /^Pay AUD/ }).click();
    await payByCard(page, '4242 4242 4242 4242');
    await expect(page.getByRole('heading', { name: 'On hold' })).toBeVisible();

    await page.goto(`/transaction/${transferId}`);
    await expect(page.getByText('We are checking this transfer')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Cancel transfer' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByText(/fee included/)).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Yes, cancel transfer' }).click();
    // The badge and the notice beside it say the same word, and when the money shows. (The
    // refund may pass through "Refund on its way" faster than a check can see it; the two
    // words' agreement at every status is app/status-vocabulary.test.tsx's.)
    const badge = page.locator('header [data-status]');
    await expect(badge).toHaveText('Refunded', { timeout: 15_000 });
    const notice = page.getByRole('status', { name: 'Refunded' });
    await expect(notice).toContainText(refundTimeFrame);
    await expect(page.getByRole('button', { name: 'Cancel transfer' })).toHaveCount(0);
    await expectAccessible(page);
    expect(problems).toEqual([]);
  });
});
