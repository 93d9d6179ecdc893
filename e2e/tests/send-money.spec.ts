import { expect, test } from '@playwright/test';
import {
  expectAccessible,
  openMenuOnPhones,
  settled,
  verifiedCustomer,
  watchConsole,
} from '../support/journeys';
import { quoteAndRecipient, readyToSend } from '../support/senders';

interface Money {
  amount: string;
  currency: string;
}

/** "6161.23" → "6,161.23": an amount grouped as the screens show it (en locales). */
function grouped(amount: string): string {
  const [whole = '', fraction] = amount.split('.');
  const thousands = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction ? `${thousands}.${fraction}` : thousands;
}

/**
 * "Arrives by 5:27 AM today" → minutes from the start of today. The review prices the same quote
 * a little later, and the server counts the estimate from the moment it answers, so the clock
 * may have moved on a minute or two between the two screens.
 */
function arrivalMinutes(text: string): number {
  // The app's language decides the clock's style: "5:27 AM" or (English, Australia) "5:27 am".
  const match = /^Arrives by (\d{1,2}):(\d\d)\s([ap]m) (today|tomorrow)$/i.exec(text);
  if (!match) throw new Error(`not a delivery estimate: ${text}`);
  const [, hours = '', minutes = '', half, day] = match;
  const clock =
    (Number(hours) % 12) * 60 + Number(minutes) + (half?.toUpperCase() === 'PM' ? 720 : 0);
  return clock + (day === 'tomorrow' ? 1440 : 0);
}

/** How the screens write money: Intl with the currency code and exactly the API's decimals. */
function shown(money: Money): RegExp {
  return new RegExp(`${money.currency}\\s?${grouped(money.amount).replace('.', '\\.')}(?!\\d)`);
}

test.describe('sending money', () => {
  test('a verified customer prices, adds a bank recipient, confirms and finds the transfer', async ({
    page,
  }) => {
    // The whole journey with an accessibility check at every screen it passes.
    test.setTimeout(120_000);
    const problems = watchConsole(page);
    await readyToSend(page);

    await page.goto('/dashboard');
    await expect(page).toHaveTitle('Dashboard');
    await page.getByLabel('Send to').selectOption({ label: 'Philippines · PHP' });
    await page.getByRole('radio', { name: 'Bank account' }).check();
    // The price of what the customer typed (earlier answers priced the default amount).
    const quoted = page.waitForResponse(
      (response) =>
        response.url().endsWith('/client/v1/quotes') &&
        response.status() === 201 &&
        response.request().postData()?.includes('"250.50"') === true,
    );
    await page.getByLabel('You send').fill('250.50');
    const quote = (await (await quoted).json()) as {
      id: string;
      send_amount: Money;
      fee: Money;
      total_to_pay: Money;
      receive_amount: Money;
      customer_rate: string;
      mid_market_rate: string;
      rate_cost: Money;
      total_cost: Money;
    };
    const price = page.getByRole('region', { name: /price/i }).or(page.locator('main'));
    await expect(price.getByText(shown(quote.total_to_pay)).first()).toBeVisible();
    await expect(price.getByText(shown(quote.receive_amount)).first()).toBeVisible();
    await expect(price.getByText(`1 AUD = ${quote.customer_rate} PHP`).first()).toBeVisible();
    // The whole cost: our rate beside the mid-market rate, and the fee with what the rate takes.
    await expect(
      price.getByText(`Mid-market rate 1 AUD = ${quote.mid_market_rate} PHP`).first(),
    ).toBeVisible();
    await expect(price.getByText(shown(quote.total_cost)).first()).toBeVisible();
    await expect(price.getByText(shown(quote.rate_cost)).first()).toBeVisible();
    // The amount the price filled in is grouped like the summary ("6,161.23", not "6161.23").
    await expect(page.getByLabel('Recipient gets')).toHaveValue(
      grouped(quote.receive_amount.amount),
    );
    // The server's lock (QUOTE_TTL_MINUTES is 20 here), before and once priced.
    await expect(page.getByText(/Rate locked for (20:00|19:\d\d)/)).toBeVisible();
    await expect(
      page.getByText('See exactly what it costs and what arrives. Prices lock for 20 minutes.'),
    ).toBeVisible();
    await expect(page.getByLabel('Price')).toHaveCSS('opacity', '1');
    // The delivery estimate, said as the review will say it.
    const delivery = page.getByLabel('Price').locator('dt:text-is("Delivery") + dd');
    await expect(delivery).toHaveText(/^Arrives by \S/);
    const deliveryText = (await delivery.textContent()) ?? '';
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Send', exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`/transfer/${quote.id}$`));
    await expect(page).toHaveTitle('Send Money');
    // No recipients yet: the add form is open, and saving it empty names every field at fault.
    await expect(page.getByRole('heading', { name: 'Add your recipient' })).toBeVisible();
    await settled(page);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save recipient' }).click();
    await expect(page.getByLabel('Account holder’s full name')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expectAccessible(page);
    await page.getByLabel('Account holder’s full name').fill('Maria Santos Cruz');
    await page.getByLabel('Bank').selectOption({ label: 'BDO Unibank' });
    await page.getByLabel('Account number').fill('12');
    await page.getByRole('button', { name: 'Save recipient' }).click();
    await expect(page.getByText(/Enter a valid account number/)).toBeVisible();
    await page.getByLabel('Account number').fill('001234567890');
    await page.getByRole('button', { name: 'Save recipient' }).click();
    await expect(page.getByRole('radio', { name: /Maria Santos Cruz/ })).toBeChecked();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Continue' }).click();

    // Continuing without the details says what is missing.
    await expect(page.getByRole('heading', { name: 'About this transfer' })).toBeFocused();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByLabel('Purpose of the transfer')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expectAccessible(page);
    await page.getByLabel('Purpose of the transfer').selectOption({ label: 'Family support' });
    await page.getByLabel('Source of funds').selectOption({ label: 'Salary or wages' });
    await page.getByLabel('Reference (optional)').fill('School fees');
    await page.getByRole('button', { name: 'Continue' }).click();

    // The review discloses the quote's numbers, to the cent, and the right to cancel.
    const review = page.getByRole('main');
    for (const money of [quote.send_amount, quote.fee, quote.total_to_pay, quote.receive_amount]) {
      await expect(review.getByText(shown(money)).first()).toBeVisible();
    }
    await expect(review.getByText(/You can cancel for a full refund, fee included/)).toBeVisible();
    const reviewDelivery = review.locator('dt:text-is("Delivery") + dd');
    await expect(reviewDelivery).toHaveText(/^Arrives by \S/);
    const moved = arrivalMinutes((await reviewDelivery.textContent()) ?? '');
    expect(moved - arrivalMinutes(deliveryText)).toBeGreaterThanOrEqual(0);
    expect(moved - arrivalMinutes(deliveryText)).toBeLessThanOrEqual(5);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Confirm and continue to payment' }).click();

    await expect(page).toHaveURL(/\/pay\/[0-9a-f-]{36}$/);
    await expect(page).toHaveTitle('Make Payment');
    const transferId = page.url().split('/').pop() ?? '';
    const transfer = await (await page.request.get(`/client/v1/transactions/${transferId}`)).json();
    expect(transfer).toMatchObject({
      status: 'awaiting_payment',
      quote_id: quote.id,
      total_to_pay: quote.total_to_pay,
      receive_amount: quote.receive_amount,
      reference: 'School fees',
    });
    await expect(
      page
        .getByRole('region', { name: 'Amount due' })
        .getByText(shown(transfer.total_to_pay))
        .first(),
    ).toBeVisible();
    await expectAccessible(page);

    // Back on the list, newest first, with the same numbers.
    await openMenuOnPhones(page);
    await page.getByRole('link', { name: 'Transactions' }).click();
    await expect(page).toHaveTitle('Transactions');
    const row = page.getByRole('link', { name: /Maria Santos Cruz/ }).first();
    await expect(row).toContainText(shown(transfer.send_amount));
    await expect(row).toContainText('Waiting for your payment');
    await expectAccessible(page);
    // A filter that matches nothing, then back to every transfer.
    await page.getByRole('button', { name: 'Delivered' }).click();
    await expect(page.getByRole('heading', { name: 'No matches' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await row.click();
    await expect(page).toHaveURL(new RegExp(`/transaction/${transferId}$`));
    await expect(page.getByText(transfer.tracking_number)).toBeVisible();
    await expect(page.getByText(shown(transfer.receive_amount)).first()).toBeVisible();
    await expectAccessible(page);

    // The recipient just added: the list, their page with this transfer, the add form and the
    // delete question.
    await openMenuOnPhones(page);
    await page.getByRole('link', { name: 'Recipients' }).click();
    await expect(page).toHaveTitle('Recipients');
    const recipientLink = page.getByRole('link', { name: /^Maria Santos Cruz/ });
    await expect(recipientLink).toBeVisible();
    // Each row has its own "Send", straight to a price for that recipient.
    await expect(
      page.getByRole('link', { name: 'Send money to Maria Santos Cruz' }),
    ).toHaveAttribute('href', /\/dashboard\?recipient=[0-9a-f-]{36}$/);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Add recipient' }).click();
    await expect(page.getByRole('heading', { name: 'Add a recipient' })).toBeFocused();
    await settled(page);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await recipientLink.click();
    await expect(page).toHaveTitle('Recipient');
    await expect(page.getByRole('heading', { name: 'Past transfers' })).toBeVisible();
    await settled(page);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // The dashboard now lists the transfer among the recent ones.
    await openMenuOnPhones(page);
    await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expect(page.getByRole('link', { name: /Maria Santos Cruz/ }).first()).toBeVisible();
    await settled(page);
    await expectAccessible(page);

    // A price left too long: the wizard says so and prices the same transfer again.
    const send = page.getByRole('button', { name: 'Send', exact: true });
    await expect(send).toBeEnabled();
    await send.click();
    await expect(page).toHaveTitle('Send Money');
    await page.clock.install();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Who are you sending to?' })).toBeVisible();
    await page.clock.fastForward('31:00');
    await expect(page.getByRole('heading', { name: 'Your price expired' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'New price' })).toBeVisible();
    await expectAccessible(page);
    expect(problems).toEqual([]);
  });

  test('each step of the wizard is an address: Back, Forward and a reload keep the step and the choices', async ({
    page,
  }) => {
    // Issue 18, defect 2.
    test.setTimeout(90_000);
    const problems = watchConsole(page);
    await readyToSend(page);
    const { quoteId } = await quoteAndRecipient(page, { recipient: 'Ana Reyes' });
    const at = (step = '') => new RegExp(`/transfer/${quoteId}${step}$`);
    const heading = (name: string) => page.getByRole('heading', { name });

    await page.goto(`/transfer/${quoteId}`);
    await page.getByRole('radio', { name: /Ana Reyes/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(at('/details'));
    await page.getByLabel('Purpose of the transfer').selectOption({ label: 'Family support' });
    await page.getByLabel('Source of funds').selectOption({ label: 'Salary or wages' });
    await page.getByLabel('Reference (optional)').fill('Rent for May');

    // A reload half way through the details keeps the step and what was typed.
    await page.reload();
    await expect(heading('About this transfer')).toBeVisible();
    await expect(page.getByLabel('Reference (optional)')).toHaveValue('Rent for May');
    await expect(page.getByLabel('Purpose of the transfer')).toHaveValue('family_support');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(at('/review'));
    await expect(heading('Review and confirm')).toBeVisible();

    // Back twice to the recipient, still chosen; Forward twice to the review, all kept.
    await page.goBack();
    await expect(page).toHaveURL(at('/details'));
    await expect(page.getByLabel('Source of funds')).toHaveValue('salary');
    await page.goBack();
    await expect(page).toHaveURL(at());
    await expect(page.getByRole('radio', { name: /Ana Reyes/ })).toBeChecked();
    await page.goForward();
    await expect(heading('About this transfer')).toBeVisible();
    await page.goForward();
    await expect(heading('Review and confirm')).toBeVisible();
    await page.reload();
    const review = page.getByRole('main');
    await expect(review.getByText('Ana Reyes')).toBeVisible();
    await expect(review.getByText('Rent for May')).toBeVisible();
    await settled(page);
    await expectAccessible(page);

    // Once confirmed, Back never reopens the spent price: it leads to the transfer's payment.
    await page.getByRole('button', { name: 'Confirm and continue to payment' }).click();
    await expect(page).toHaveURL(/\/pay\/[0-9a-f-]{36}$/);
    const payment = page.url();
    await page.goBack();
    await expect(page).toHaveURL(payment);
    expect(problems).toEqual([]);
  });

  test('a customer who has not finished their profile meets the limit stop and its next step', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await verifiedCustomer(page);
    await page.goto('/dashboard');
    const priced = page.waitForResponse(
      (response) =>
        response.url().endsWith('/client/v1/quotes') &&
        response.request().postData()?.includes('"100"') === true,
    );
    await page.getByLabel('You send').fill('100');
    await priced;
    // The price is shown dimmed while it updates; check it once it is settled.
    await expect(page.getByLabel('Price')).toHaveCSS('opacity', '1');
    const calculator = page.getByRole('main');
    await expect(
      calculator.getByText('Finish your profile to start sending money.').first(),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeDisabled();
    await expectAccessible(page);
    await calculator.getByRole('link', { name: 'Tell us where you live' }).first().click();
    await expect(page).toHaveURL(/\/workflow\/onboarding$/);
    await expect(page.getByRole('heading', { name: 'Where do you live?' })).toBeVisible();
    expect(problems).toEqual([]);
  });
});
