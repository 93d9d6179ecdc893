import { expect, test, type Browser, type Page } from '@playwright/test';
import { payByCard } from '../support/checkout';
import { expectAccessible, settled, watchConsole } from '../support/journeys';
import {
  importMiniOfacList,
  MINI_OFAC_ENTRIES,
  MINI_OFAC_FILE_NAME,
  miniOfacFile,
} from '../support/sanctions';
import { readyToSend, transferAwaitingPayment } from '../support/senders';
import { signInToConsole, staffMember } from '../support/staff';

/**
 * Sanctions screening from both sides (issue 17), in a real Chromium against the built server:
 * a compliance officer puts a list in force from the console, a customer's recipient hits it,
 * the paid transfer waits with a neutral message, and the officer's decision reaches the
 * customer. Every journey runs at 1280 px (desktop) and 375 px (phone).
 */

/** What the customer reads while a case stops their transfer (CHECKING_MESSAGE in the API). */
const CHECKING =
  'We are checking your transfer, as we sometimes do. We will email you as soon as it moves on.';

/**
 * Words that would tell a customer why they wait ("tipping off" a listed person is an offence).
 * Whole words: "listed" or "matches" would tip off as much as "list" or "match".
 */
const TIPPING_OFF = /\b(sanction\w*|list\w*|match\w*|OFAC|screen\w*)\b/i;

/** A compliance officer signed in to the console, in a browser of their own at this width. */
async function officerConsole(browser: Browser, viewport: Page) {
  const context = await browser.newContext({ viewport: viewport.viewportSize() });
  const page = await context.newPage();
  await signInToConsole(page, await staffMember(['compliance'], 'compliance officer'));
  return page;
}

/** The signed-in customer's reference, which the console's lists show. */
async function crnOf(page: Page): Promise<string> {
  const profile = (await (await page.request.get('/client/v1/profile')).json()) as { crn: string };
  return profile.crn;
}

/**
 * The officer approves the customer's passport, so that what holds their transfer is the
 * screening alone (an identity still under review holds it too, and stays after a clearance).
 */
async function approveIdentity(officer: Page, customer: Page) {
  const profile = (await (await customer.request.get('/client/v1/profile')).json()) as {
    documents: { id: string }[];
  };
  await officer.goto(`/back-office/documents/${profile.documents[0]?.id}`);
  await officer.getByLabel('Given names').fill('Maria');
  await officer.getByLabel('Surname').fill('Santos');
  await officer.getByLabel('Birth date').fill('1990-07-25');
  await officer.getByLabel('Expiry date').fill('2031-01-01');
  await officer.getByLabel('Document number').fill('P1234567');
  await officer.getByRole('button', { name: 'Approve' }).click();
  await expect(officer.getByText('Approved').first()).toBeVisible();
}

/** Pays a transfer awaiting payment at the sandbox checkout; back on the result page. */
async function payAtCheckout(page: Page, transferId: string) {
  await page.goto(`/pay/${transferId}`);
  await page.getByRole('button', { name: /^Pay AUD/ }).click();
  await payByCard(page, '4242 4242 4242 4242');
}

/** Nothing on the customer's page names the lists or a match. */
async function expectNoTippingOff(page: Page) {
  const text = await page.getByRole('main').innerText();
  expect(text).not.toMatch(TIPPING_OFF);
}

/** From the work queue's Screening hits lane to this customer's open case. */
async function openCaseFromQueue(officer: Page, crn: string, subject: string) {
  await officer.goto('/back-office');
  const lane = officer.getByRole('listitem').filter({ hasText: 'Screening hits' });
  await expect(lane).toContainText(/\d+ waiting/);
  await lane.getByRole('link').click();
  await expect(officer.getByRole('heading', { name: 'Cases', level: 1 })).toBeVisible();
  await expectAccessible(officer);
  // Journeys run side by side: this customer's screening case, by their reference and the name
  // screened (monitoring may have opened an activity case for the same customer).
  await officer
    .getByRole('row')
    .filter({ hasText: crn })
    .filter({ hasText: subject })
    .getByRole('link', { name: /^C-\d+$/ })
    .click();
  await expect(officer.getByRole('heading', { name: /^Case C-\d+$/, level: 1 })).toBeVisible();
}

/** Takes a decision on the open case, with its note, through the decision's dialog. */
async function decide(officer: Page, decision: 'Clear as false positive' | 'Confirm match') {
  await officer.getByRole('button', { name: decision }).click();
  const dialog = officer.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectAccessible(officer);
  await dialog
    .getByLabel('Note for the record')
    .fill(
      decision === 'Confirm match'
        ? 'Same person: the customer confirmed the recipient lives in Russia, born 1968.'
        : 'Different person: the recipient is 24, born in Manila; the listed man was born in 1971 in Tripoli.',
    );
  await dialog
    .getByRole('button', { name: decision === 'Confirm match' ? 'Confirm match' : 'Clear case' })
    .click();
  await expect(dialog).toHaveCount(0);
}

test.describe('sanctions screening', () => {
  test('a recipient who resembles a listed person waits, is cleared, and the money arrives', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const problems = watchConsole(page);

    // The officer puts the list in force from the console: the file as the publisher gives it.
    const officer = await officerConsole(browser, page);
    const officerProblems = watchConsole(officer);
    await officer.goto('/back-office/sanctions');
    await expect(officer.getByRole('heading', { name: 'Sanctions lists', level: 1 })).toBeVisible();
    const ofac = officer.getByRole('region', { name: 'US OFAC Specially Designated Nationals' });
    await ofac.getByLabel('List file').setInputFiles(miniOfacFile());
    await ofac.getByRole('button', { name: 'Import file' }).click();
    // Imported, or (when a journey beside this one put the same file in force a moment ago)
    // recognised as the list already in force: either way the server read the uploaded bytes.
    await expect(
      ofac.getByRole('status').filter({
        hasText: new RegExp(
          `is now in force: ${MINI_OFAC_ENTRIES} entries|This file is the list already in force`,
        ),
      }),
    ).toBeVisible();
    await expect(ofac.getByText('In force', { exact: true })).toBeVisible();
    const fact = (term: string) =>
      ofac.getByRole('term').filter({ hasText: term }).locator('xpath=following-sibling::dd[1]');
    await expect(fact('Entries')).toHaveText(String(MINI_OFAC_ENTRIES));
    await expect(fact('From')).toHaveText(MINI_OFAC_FILE_NAME);
    await expectAccessible(officer);

    // The customer sends to a recipient whose name is close to a listed one, and pays.
    await readyToSend(page);
    const crn = await crnOf(page);
    await approveIdentity(officer, page);
    await page.goto('/dashboard');
    await page.getByLabel('Send to').selectOption({ label: 'Philippines · PHP' });
    await page.getByRole('radio', { name: 'Bank account' }).check();
    await page.getByLabel('You send').fill('150');
    await expect(page.getByLabel('Price')).toHaveCSS('opacity', '1');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Add your recipient' })).toBeVisible();
    await settled(page);
    await page.getByLabel('Account holder’s full name').fill('Karim Yusuf Al Haddad');
    await page.getByLabel('Bank').selectOption({ label: 'BDO Unibank' });
    await page.getByLabel('Account number').fill('001234567890');
    await page.getByRole('button', { name: 'Save recipient' }).click();
    await expect(page.getByRole('radio', { name: /Karim Yusuf Al Haddad/ })).toBeChecked();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Purpose of the transfer').selectOption({ label: 'Family support' });
    await page.getByLabel('Source of funds').selectOption({ label: 'Salary or wages' });
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Confirm and continue to payment' }).click();
    await expect(page).toHaveURL(/\/pay\/[0-9a-f-]{36}$/);
    const transferId = page.url().split('/').pop() ?? '';
    await page.getByRole('button', { name: /^Pay AUD/ }).click();
    await payByCard(page, '4242 4242 4242 4242');

    // Paid, and waiting: the customer is told it is a routine check, and nothing more.
    await expect(page.getByRole('region', { name: 'On hold' })).toBeVisible();
    await expectNoTippingOff(page);
    await page.goto(`/transaction/${transferId}`);
    const hold = page.getByRole('region', { name: 'We are checking this transfer' });
    await expect(hold).toContainText(CHECKING);
    await expectNoTippingOff(page);
    await expectAccessible(page);
    const { tracking_number: tracking } = (await (
      await page.request.get(`/client/v1/transactions/${transferId}`)
    ).json()) as { tracking_number: string };

    // The officer finds the case in the work queue and compares the names side by side.
    await openCaseFromQueue(officer, crn, 'Karim Yusuf Al Haddad');
    const hit = officer.getByRole('region', { name: 'HADDAD, Karim Youssef' });
    await expect(hit).toContainText('Karim Yusuf Al Haddad');
    await expect(hit.getByRole('listitem').filter({ hasText: 'AL-HADDAD, Karim' })).toBeVisible();
    await expect(hit.getByText(/\b1971\b/).first()).toBeVisible();
    await expect(officer.getByRole('link', { name: tracking })).toBeVisible();
    await expectAccessible(officer);
    await decide(officer, 'Clear as false positive');
    await expect(officer.getByText(/^Cleared as false positive by /)).toBeVisible();
    await expect(officer.getByRole('button', { name: 'Confirm match' })).toHaveCount(0);

    // No reload on the customer's side: the release arrives, the payout runs, the money lands.
    await expect(hold).toHaveCount(0, { timeout: 15_000 });
    await expect(page.locator('header [data-status]')).toHaveText('Delivered', { timeout: 20_000 });
    await expectNoTippingOff(page);
    expect(problems).toEqual([]);
    expect(officerProblems).toEqual([]);
  });

  test('a recipient confirmed as listed: the transfer is refunded and cannot be sent again', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const problems = watchConsole(page);
    await importMiniOfacList();
    await readyToSend(page);
    const crn = await crnOf(page);
    const transferId = await transferAwaitingPayment(page, { recipient: 'Dmitri Volkov' });
    await payAtCheckout(page, transferId);
    await expect(page.getByRole('region', { name: 'On hold' })).toBeVisible();
    await page.goto(`/transaction/${transferId}`);
    await expect(page.getByRole('region', { name: 'We are checking this transfer' })).toContainText(
      CHECKING,
    );

    const officer = await officerConsole(browser, page);
    const officerProblems = watchConsole(officer);
    await openCaseFromQueue(officer, crn, 'Dmitri Volkov');
    await expect(officer.getByRole('region', { name: 'VOLKOV, Dmitri Andreyevich' })).toContainText(
      'Dmitri Volkov',
    );
    await decide(officer, 'Confirm match');
    await expect(officer.getByText(/^Confirmed match by /)).toBeVisible();

    // The customer's page follows: the money goes back, and the reason stays unsaid.
    const refunded = page.getByRole('status').filter({ hasText: /^Refunded/ });
    await expect(refunded).toBeVisible({ timeout: 20_000 });
    await expect(refunded).toContainText('fee included');
    await expectNoTippingOff(page);
    await expectAccessible(page);

    // Sending to them again is refused at the confirmation, and the wizard says so.
    await page.goto('/dashboard');
    await page.getByLabel('Send to').selectOption({ label: 'Philippines · PHP' });
    await page.getByRole('radio', { name: 'Bank account' }).check();
    await expect(page.getByLabel('Price')).toHaveCSS('opacity', '1');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByRole('radio', { name: /Dmitri Volkov/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Purpose of the transfer').selectOption({ label: 'Family support' });
    await page.getByLabel('Source of funds').selectOption({ label: 'Salary or wages' });
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Confirm and continue to payment' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'We cannot send money to this recipient. Please contact support and we will help you.',
    );
    await expect(page).not.toHaveURL(/\/pay\//);
    await expectNoTippingOff(page);
    await expectAccessible(page);
    expect(problems).toEqual([]);
    expect(officerProblems).toEqual([]);
  });
});
