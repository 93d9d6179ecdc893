import { expect, test } from '@playwright/test';
import { payByCard } from '../support/checkout';
import { expectAccessible, settled, waitForMail, watchConsole } from '../support/journeys';
import { ops as runOps } from '../support/ops';
import { shootBothWidths } from '../support/screenshots';
import { approvePassport, readyToSend, transferAwaitingPayment } from '../support/senders';
import { API_PORT, API_URL } from '../support/urls';

/** `npm run ops -- …` as operations run it: through the journeys' API, with a staff token. */
const ops = (...args: string[]) => runOps(API_URL, API_PORT, ...args);

/** Screenshots once, from the desktop run: each takes both widths itself. */
const shooting = () => Boolean(process.env.SCREENSHOTS) && test.info().project.name === 'desktop';

/** A day a few days ahead (UTC): already today or later in every zone a customer lives in. */
const daysAhead = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test.describe('scheduled transfers', () => {
  test('repeats a delivered transfer weekly, the day comes, and one tap confirms and pays', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const problems = watchConsole(page);
    const email = await readyToSend(page);
    await approvePassport(page);
    const transferId = await transferAwaitingPayment(page, { recipient: 'Ana Reyes' });
    await page.goto(`/pay/${transferId}`);
    await page.getByRole('button', { name: /^Pay AUD/ }).click();
    await payByCard(page, '4242 4242 4242 4242');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Delivered', {
      timeout: 30_000,
    });

    // From the delivered transfer's page: "Repeat", every week from a day ahead.
    await page.goto(`/transaction/${transferId}`);
    const repeat = page.getByRole('region', { name: 'Repeat this transfer' });
    await repeat.getByRole('button', { name: 'Repeat' }).click();
    await repeat.getByLabel('How often').selectOption('weekly');
    const day = daysAhead(3);
    await repeat.getByLabel('First transfer on').fill(day);
    await repeat.getByLabel(/rate moves more than/).fill('2');
    await repeat.getByRole('button', { name: 'Create schedule' }).click();
    await expect(repeat.getByText('Scheduled')).toBeVisible();
    await expectAccessible(page);

    // The schedule is on its own page and on the dashboard.
    await repeat.getByRole('link', { name: 'See your schedules' }).click();
    await expect(page).toHaveTitle('Scheduled transfers');
    const schedules = page.getByRole('list', { name: 'Your schedules' });
    await expect(schedules.getByRole('listitem')).toHaveCount(1);
    await expect(schedules).toContainText('Ana Reyes');
    await expect(schedules).toContainText(/AUD\s?\d[\d,.]* sent · every week/);
    await settled(page);
    await expectAccessible(page);
    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: 'Scheduled transfers' })).toContainText(
      'Ana Reyes',
    );

    // The day comes: operations run it (the daily job's hook), a new price is made, and the
    // customer gets a mail with the link to the prepared review.
    const before = Date.now() - 1000;
    expect(await ops('schedules:run', '--day', day)).toMatch(/prepared/);
    const mail = await waitForMail(page.request, email, /ready to confirm/, before);
    const link = mail.text.match(/Review and pay: (\S+)/)?.[1] ?? '';
    expect(link).toMatch(/\/schedules\/[0-9a-f-]+\/review$/);

    await page.goto('/schedules');
    await expect(schedules.getByText('Ready to confirm')).toBeVisible();
    await settled(page);
    if (shooting()) await shootBothWidths(page, 'schedules');

    await page.goto(new URL(link).pathname);
    await expect(page).toHaveTitle('Scheduled transfer');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your transfer to Ana Reyes');
    await expect(page.getByText(/Total to pay/i)).toBeVisible();
    await settled(page);
    await expectAccessible(page);
    if (shooting()) await shootBothWidths(page, 'schedule-review');

    // One tap: the transfer is made from the prepared price, then paid by card.
    await page.getByRole('button', { name: 'Confirm and pay' }).click();
    await expect(page).toHaveURL(/\/pay\/[0-9a-f-]+$/);
    await page.getByRole('button', { name: /^Pay AUD/ }).click();
    await payByCard(page, '4242 4242 4242 4242');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      /^(Payment received|Sending to the recipient|Delivered)$/,
      { timeout: 30_000 },
    );

    // The occurrence is confirmed; nothing waits on the schedule any more.
    await page.goto('/schedules');
    await expect(schedules.getByRole('listitem')).toHaveCount(1);
    await expect(schedules.getByText('Ready to confirm')).toHaveCount(0);
    expect(problems).toEqual([]);
  });
});
