import { expect, test, type Page } from '@playwright/test';
import { fillCard, payByCard } from '../support/checkout';
import { expectAccessible, waitForMail, watchConsole } from '../support/journeys';
import { LATE_WEBHOOKS_URL, lateWebhooksServerReady } from '../support/late-webhooks';
import { readyToSend, transferAwaitingPayment } from '../support/senders';

/**
 * Issue 14 in the browser: the customer cancels a transfer in one tab while its checkout is
 * open in another. Either the provider hears of the cancel first, and the checkout takes
 * nothing; or the card was charged first, and the money comes back in full, with the transfer
 * page saying why as it happens.
 */

/** The transfer's path on its page, oldest first. */
const history = (page: Page) => page.getByRole('list', { name: 'Transfer progress' });
/** The transfer's status, as the badge at the top of its page says it. */
const statusBadge = (page: Page) => page.locator('header [data-status]');

async function cancelInThisTab(page: Page) {
  await page.bringToFront();
  await page.getByRole('button', { name: 'Cancel transfer' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes, cancel transfer' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(statusBadge(page)).toHaveText('Cancelled');
}

test.describe('cancelling in one tab while paying in another', () => {
  test('a checkout left open takes nothing once the transfer is cancelled', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const problems = watchConsole(page);
    await readyToSend(page);
    const transferId = await transferAwaitingPayment(page);
    await page.goto(`/transaction/${transferId}`);
    await expect(statusBadge(page)).toHaveText('Waiting for your payment');

    // Tab two: at the provider's checkout, card typed in, not paid yet.
    const tabTwo = await page.context().newPage();
    const tabTwoProblems = watchConsole(tabTwo);
    await tabTwo.goto(`/pay/${transferId}`);
    await tabTwo.getByRole('button', { name: /^Pay AUD/ }).click();
    await fillCard(tabTwo, '4242 4242 4242 4242');
    const checkoutUrl = tabTwo.url();

    // Tab one cancels before paying there: no payment has reached Homeward.
    await cancelInThisTab(page);
    await expect(page.getByRole('status').filter({ hasText: 'Transfer cancelled' })).toBeVisible();
    await expectAccessible(page);

    // The cancel reaches the provider a moment later (a job). The journey waits for the
    // provider's own page to say so, as anyone opening the checkout would see it; paying before
    // that is the late payment of the next journey.
    await expect
      .poll(async () => (await page.request.get(checkoutUrl)).text())
      .toContain('This checkout is closed');

    // Tab two pays at the checkout it still shows: the provider refuses, and charges nothing.
    await tabTwo.bringToFront();
    const answer = tabTwo.waitForResponse(
      (response) => response.url() === checkoutUrl && response.request().method() === 'POST',
    );
    await tabTwo.getByRole('button', { name: /^Pay AUD/ }).click();
    expect((await answer).status()).toBe(409);
    await expect(tabTwo.getByRole('heading', { name: 'This checkout is closed' })).toBeVisible();
    await expect(tabTwo.getByText(/takes no payment\. Nothing was charged\./)).toBeVisible();
    await tabTwo.screenshot({ path: testInfo.outputPath('checkout-closed.png'), fullPage: true });
    await expectAccessible(tabTwo);

    // Back at Homeward, the transfer stays cancelled with nothing to refund.
    await tabTwo.getByRole('link', { name: 'Back to Homeward' }).click();
    await expect(tabTwo.getByRole('heading', { name: 'Cancelled' })).toBeVisible();
    await page.bringToFront();
    await page.reload();
    await expect(statusBadge(page)).toHaveText('Cancelled');
    await expect(history(page).getByRole('listitem')).toHaveText([
      /^You set up your transfer/,
      /^Cancelled/,
    ]);
    await expect(page.getByText(/^Refund on its way$|^Refunded$/)).toHaveCount(0);
    expect([...problems, ...tabTwoProblems]).toEqual([]);
  });

  test.describe('with webhooks that arrive seconds late, as real providers send them', () => {
    test.use({ baseURL: LATE_WEBHOOKS_URL });

    test('money taken after the cancel is refunded in full, and the page says why, live', async ({
      page,
    }, testInfo) => {
      test.setTimeout(150_000);
      await lateWebhooksServerReady(page.request);
      const problems = watchConsole(page);
      const email = await readyToSend(page);
      const transferId = await transferAwaitingPayment(page);
      await page.goto(`/transaction/${transferId}`);
      await expect(statusBadge(page)).toHaveText('Waiting for your payment');

      // Tab two pays: the card is charged at the provider, whose webhook is on its way.
      const tabTwo = await page.context().newPage();
      const tabTwoProblems = watchConsole(tabTwo);
      await tabTwo.goto(`/pay/${transferId}`);
      await tabTwo.getByRole('button', { name: /^Pay AUD/ }).click();
      await payByCard(tabTwo, '4242 4242 4242 4242');
      await expect(tabTwo).toHaveURL(new RegExp(`/payment/cb/${transferId}$`));
      await expect(tabTwo.getByText('Confirming your payment with your bank…')).toBeVisible();

      // Tab one cancels before Homeward has heard of the payment, and is told it may come.
      await cancelInThisTab(page);
      const notice = page.getByRole('status').filter({ has: page.getByRole('heading') });
      await expect(notice).toHaveAccessibleName('Transfer cancelled');
      await expect(notice).toContainText('If you paid a moment ago, we refund it in full');
      await page.screenshot({ path: testInfo.outputPath('cancelled.png'), fullPage: true });

      // The webhook arrives: the page follows without a reload (a cancelled transfer is final,
      // so the page no longer polls; only the pushed event can bring this).
      const reason =
        /^Your payment of AUD [\d,]+\.\d{2} arrived after you cancelled this transfer, so we are refunding it in full\.$/;
      await expect(statusBadge(page)).toHaveText('Refund on its way', { timeout: 30_000 });
      await expect(history(page).getByText(reason)).toBeVisible();
      // The notice at the top follows: the refund, why, and no more "nothing is refunded".
      await expect(notice).toHaveAccessibleName('Refund on its way');
      await expect(notice.getByText(reason)).toBeVisible();
      await expect(notice).not.toContainText('nothing is refunded');
      await page.screenshot({ path: testInfo.outputPath('refund-pending.png'), fullPage: true });
      await expectAccessible(page);

      // The provider confirms the refund (its webhook is late too): refunded.
      await expect(statusBadge(page)).toHaveText('Refunded', { timeout: 30_000 });
      await expect(notice).toHaveAccessibleName('Refunded');
      await expect(notice.getByText(reason)).toBeVisible();
      await expect(history(page).getByRole('listitem')).toHaveText([
        /^You set up your transfer/,
        /^Cancelled/,
        /^Refund on its way.*arrived after you cancelled this transfer/,
        /^Refunded/,
      ]);
      await page.screenshot({ path: testInfo.outputPath('refunded.png'), fullPage: true });
      await expectAccessible(page);

      // Tab two, where the customer paid, followed along too; and the email says it.
      const outcome = tabTwo.getByRole('region', { name: 'Refunded' });
      await expect(outcome.getByText(reason)).toBeVisible();
      await tabTwo.screenshot({ path: testInfo.outputPath('payment-page.png'), fullPage: true });
      await expectAccessible(tabTwo);
      const mail = await waitForMail(page.request, email, /^We are refunding AUD [\d,]+\.\d{2}$/);
      expect(mail.text).toMatch(/arrived after you cancelled this transfer/);
      expect([...problems, ...tabTwoProblems]).toEqual([]);
    });
  });
});
