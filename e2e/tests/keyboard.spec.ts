import { expect, test, type Page } from '@playwright/test';
import { expectVisibleFocus, tabOnceTo, tabTo } from '../support/keyboard';
import { newEmail, PASSWORD, waitForCode, watchConsole } from '../support/journeys';
import { readyToSend } from '../support/senders';

/**
 * The customer who uses no mouse: typing, Tab and Shift+Tab, Enter, Space and the arrow keys
 * only (no clicks), with the focus visible wherever it stops. Getting into position (opening a
 * page, a customer ready to send) uses the usual helpers; the journey itself is keys only.
 */

/** Replaces what the focused field holds with `text`, as a keyboard user would. */
async function retype(page: Page, text: string) {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
}

test.describe('keyboard only', () => {
  test('signs up from the empty form to a verified email', async ({ page }) => {
    test.setTimeout(120_000);
    const problems = watchConsole(page);
    const email = newEmail('keyboard');
    await page.goto('/sign-up');
    await expect(page.getByRole('list', { name: 'Password requirements' })).toBeVisible();

    const emailField = page.getByLabel('Email');
    const password = page.getByLabel('Password', { exact: true });
    const confirm = page.getByLabel('Confirm Password', { exact: true });
    await tabTo(page, emailField);
    await page.keyboard.type('typo@example');
    await tabOnceTo(page, password);
    await page.keyboard.type(PASSWORD);
    // Back to the email to fix the typo, then on again.
    await tabOnceTo(page, emailField, { back: true });
    await retype(page, email);
    await tabOnceTo(page, password);
    await expect(password).toHaveValue(PASSWORD);

    // The show-password toggle works with Space, and says so.
    const show = page.getByRole('button', { name: 'Show password' }).first();
    await tabOnceTo(page, show);
    await page.keyboard.press('Space');
    await expect(password).toHaveAttribute('type', 'text');
    await expect(page.getByRole('button', { name: 'Hide password' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(password).toHaveAttribute('type', 'password');

    await tabOnceTo(page, confirm);
    await page.keyboard.type(PASSWORD);
    const terms = page.getByRole('checkbox', { name: /I agree to privacy policy/ });
    await tabTo(page, terms, { max: 3 });
    await page.keyboard.press('Space');
    await expect(terms).toBeChecked();
    const submit = page.getByRole('button', { name: 'Continue' });
    await tabTo(page, submit, { max: 4 });
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/workflow\/onboarding$/);
    await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
    const codeField = page.getByLabel('Verification code');
    await tabTo(page, codeField);
    // A wrong code first: the message is read with the field, which keeps the focus.
    await page.keyboard.type('000000');
    await page.keyboard.press('Enter');
    await expect(page.getByText(/The code is incorrect\./)).toBeVisible();
    await expect(codeField).toBeFocused();
    await expectVisibleFocus(page);
    await retype(page, await waitForCode(page.request, email, /verification code/));
    await page.keyboard.press('Enter');

    // Verified: onboarding moves on and takes the focus to the next stage's heading.
    const next = page.getByRole('heading', { name: 'Where do you live?' });
    await expect(next).toBeVisible();
    await expect(next).toBeFocused();
    const profile = await (await page.request.get('/client/v1/profile')).json();
    expect(profile.account).toMatchObject({ email, is_email_verified: true });
    expect(problems).toEqual([]);
  });

  test('prices on the dashboard, adds a recipient and confirms a transfer', async ({ page }) => {
    test.setTimeout(90_000);
    const problems = watchConsole(page);
    await readyToSend(page);
    await page.goto('/dashboard');
    await expect(page.getByLabel('Price')).toBeVisible();

    // The calculator: destination by typing its name, method by arrows, then the amount.
    const sendTo = page.getByLabel('Send to');
    await tabTo(page, sendTo, { max: 30 });
    await page.keyboard.type('Philippines');
    await expect(sendTo.locator('option:checked')).toHaveText('Philippines · PHP');
    const bank = page.getByRole('radio', { name: 'Bank account' });
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page);
    for (let presses = 0; presses < 4 && !(await bank.isChecked()); presses += 1) {
      await page.keyboard.press('ArrowRight');
      await expectVisibleFocus(page);
    }
    await expect(bank).toBeChecked();
    await expect(bank).toBeFocused();
    const amount = page.getByLabel('You send');
    await tabOnceTo(page, amount);
    const priced = page.waitForResponse(
      (response) =>
        response.url().endsWith('/client/v1/quotes') &&
        response.status() === 201 &&
        response.request().postData()?.includes('"180"') === true,
    );
    await retype(page, '180');
    const quote = (await (await priced).json()) as { id: string };
    await expect(page.getByLabel('Price')).toHaveCSS('opacity', '1');
    await tabTo(page, page.getByRole('button', { name: 'Send', exact: true }), { max: 6 });
    await page.keyboard.press('Enter');

    // Step 1: no recipients yet, so the add form is open; Enter in a field saves it.
    await expect(page).toHaveURL(new RegExp(`/transfer/${quote.id}$`));
    // The focus left with the dashboard's Send button: the new page's heading has it now.
    await expect(page.getByRole('heading', { name: 'Send Money', level: 1 })).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Add your recipient' })).toBeVisible();
    const fullName = page.getByLabel('Account holder’s full name');
    await expect(fullName).toBeVisible();
    await tabTo(page, fullName, { max: 30 });
    await page.keyboard.type('Jose Reyes Cruz');
    const bankSelect = page.getByLabel('Bank');
    await tabTo(page, bankSelect, { max: 3 });
    await page.keyboard.type('BDO');
    await expect(bankSelect.locator('option:checked')).toHaveText('BDO Unibank');
    await tabTo(page, page.getByLabel('Account number'), { max: 3 });
    await page.keyboard.type('001234567890');
    await page.keyboard.press('Enter');
    // Saved and chosen; the focus moves to the new recipient's radio.
    const chosen = page.getByRole('radio', { name: /Jose Reyes Cruz/ });
    await expect(chosen).toBeChecked();
    await expect(chosen).toBeFocused();
    await expectVisibleFocus(page);
    await tabTo(page, page.getByRole('button', { name: 'Continue' }), { max: 4 });
    await page.keyboard.press('Enter');

    // Step 2: the focus starts at the step's heading; Enter in the last field continues.
    await expect(page.getByRole('heading', { name: 'About this transfer' })).toBeFocused();
    const purpose = page.getByLabel('Purpose of the transfer');
    await tabOnceTo(page, purpose);
    await page.keyboard.type('Family');
    await expect(purpose.locator('option:checked')).toHaveText('Family support');
    const funds = page.getByLabel('Source of funds');
    await tabOnceTo(page, funds);
    await page.keyboard.type('Salary');
    await expect(funds.locator('option:checked')).toHaveText('Salary or wages');
    await tabOnceTo(page, page.getByLabel('Reference (optional)'));
    await page.keyboard.type('Rent');
    await page.keyboard.press('Enter');

    // Step 3: review, and confirm.
    await expect(page.getByRole('heading', { name: 'Review and confirm' })).toBeFocused();
    await expect(page.getByRole('main').getByText('Jose Reyes Cruz').first()).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Confirm and continue to payment' }), {
      max: 6,
    });
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/pay\/[0-9a-f-]{36}$/);
    const transferId = page.url().split('/').pop() ?? '';
    const transfer = await (await page.request.get(`/client/v1/transactions/${transferId}`)).json();
    expect(transfer).toMatchObject({
      status: 'awaiting_payment',
      quote_id: quote.id,
      purpose: 'family_support',
      source_of_funds: 'salary',
      reference: 'Rent',
    });
    expect(problems).toEqual([]);
  });
});
