import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { payByCard } from '../support/checkout';
import { expectAccessible, verifiedCustomer, watchConsole } from '../support/journeys';
import { readyToSend, transferAwaitingPayment } from '../support/senders';
import { signInToConsole, staffMember, type StaffMember } from '../support/staff';
import { stepOf } from '../support/verification';

/**
 * The back office at work (issue 16), in a real Chromium against the built server: staff sign
 * in with their password and authenticator code, and what they decide reaches the customer.
 * Every journey runs at 1280 px (desktop) and 375 px (phone).
 */
const fixture = (name: string) => path.resolve(import.meta.dirname, '../fixtures', name);

/** A second browser, for a staff member beside the customer's own. */
async function consoleFor(browser: Browser, member: StaffMember, viewport: Page) {
  const context = await browser.newContext({ viewport: viewport.viewportSize() });
  const page = await context.newPage();
  await signInToConsole(page, member);
  return page;
}

/** The customer's own call, with their session and XSRF echo (the SPA's client does the same). */
async function xsrfOf(page: Page) {
  const cookies = await page.context().cookies();
  return decodeURIComponent(cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '');
}

test.describe('back office', () => {
  test('compliance reviews a two-page ID with its pages shown; the customer sees it at once', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const problems = watchConsole(page);
    await verifiedCustomer(page);
    const categories = (await (
      await page.request.get('/client/v1/document-categories')
    ).json()) as {
      id: number;
      code: string;
      document_types: { id: number; code: string }[];
    }[];
    const identity = categories.find((c) => c.code === 'proof_of_identity');
    const card = identity?.document_types.find((type) => type.code === 'national_id');
    const form = new FormData();
    for (const side of ['id-front.jpg', 'id-back.jpg']) {
      form.append('pages', new Blob([readFileSync(fixture(side))], { type: 'image/jpeg' }), side);
    }
    const uploaded = await page.request.fetch(
      `/client/v1/document/upload?document_category_id=${identity?.id}&document_type_id=${card?.id}`,
      {
        method: 'POST',
        headers: { accept: 'application/json', 'x-xsrf-token': await xsrfOf(page) },
        multipart: form,
      },
    );
    expect(uploaded.status(), await uploaded.text()).toBe(201);
    const { id: documentId } = (await uploaded.json()) as { id: string };

    // The customer keeps the verification page open.
    await page.goto('/account-verification');
    const proof = stepOf(page, 'Upload a photo ID');
    await expect(proof.getByText('In review', { exact: true })).toBeVisible();

    const officer = await consoleFor(browser, await staffMember(['compliance']), page);
    const officerProblems = watchConsole(officer);
    await expectAccessible(officer);
    const lane = officer.getByRole('listitem').filter({ hasText: 'Documents to review' });
    await lane.getByRole('link').click();
    await expect(officer.getByRole('heading', { name: 'Documents', level: 1 })).toBeVisible();
    await expectAccessible(officer);
    await officer.goto(`/back-office/documents/${documentId}`);
    await expect(officer.getByRole('img', { name: 'Page 1 of 2' })).toBeVisible();
    await expect(officer.getByRole('img', { name: 'Page 2 of 2' })).toBeVisible();
    // The pages are the customer's, served to staff only.
    for (const image of await officer.getByRole('img', { name: /^Page \d of 2$/ }).all()) {
      expect(
        await image.evaluate((node) => (node as HTMLImageElement).naturalWidth),
      ).toBeGreaterThan(100);
    }
    await expectAccessible(officer);

    await officer.getByLabel('Given names').fill('Maria Jose');
    await officer.getByLabel('Surname').fill('Santos');
    await officer.getByLabel('Birth date').fill('1990-07-25');
    await officer.getByLabel('Expiry date').fill('2031-01-01');
    await officer.getByLabel('Document number').fill('ID123456');
    await officer.getByRole('button', { name: 'Approve' }).click();
    await expect(officer.getByText('Approved').first()).toBeVisible();

    // No reload on the customer's side: the decision arrives over the realtime channel.
    await expect(proof.getByText('Approved', { exact: true })).toBeVisible({ timeout: 15_000 });
    expect(problems).toEqual([]);
    expect(officerProblems).toEqual([]);
  });

  test('support finds a transfer by its tracking number', async ({ page, browser }) => {
    test.setTimeout(90_000);
    await readyToSend(page);
    const transferId = await transferAwaitingPayment(page);
    const transfer = (await (
      await page.request.get(`/client/v1/transactions/${transferId}`)
    ).json()) as {
      tracking_number: string;
    };

    const agent = await consoleFor(browser, await staffMember(['support']), page);
    const problems = watchConsole(agent);
    await agent.goto('/back-office/transfers');
    await agent.getByLabel('Search transfers').fill(transfer.tracking_number.toLowerCase());
    await agent.getByRole('button', { name: 'Search' }).click();
    await agent.getByRole('link', { name: transfer.tracking_number }).click();
    await expect(
      agent.getByRole('heading', { name: `Transfer ${transfer.tracking_number}`, level: 1 }),
    ).toBeVisible();
    await expectAccessible(agent);
    // Support reads; holds and releases are compliance's.
    await expect(agent.getByRole('button', { name: 'Hold' })).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('a large hold is released only when a second officer approves', async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    await readyToSend(page);
    const customer = (await (await page.request.get('/client/v1/profile')).json()) as {
      documents: { id: string }[];
    };
    // Identity approved first, so the hold is the amount's alone (900 and up in the journeys).
    const first = await consoleFor(
      browser,
      await staffMember(['compliance'], 'first officer'),
      page,
    );
    await first.goto(`/back-office/documents/${customer.documents[0]?.id}`);
    await first.getByLabel('Given names').fill('Maria');
    await first.getByLabel('Surname').fill('Santos');
    await first.getByLabel('Birth date').fill('1990-07-25');
    await first.getByLabel('Expiry date').fill('2031-01-01');
    await first.getByLabel('Document number').fill('P1234567');
    await first.getByRole('button', { name: 'Approve' }).click();
    await expect(first.getByText('Approved').first()).toBeVisible();

    const transferId = await transferAwaitingPayment(page, { amount: '950' });
    const { tracking_number: tracking } = (await (
      await page.request.get(`/client/v1/transactions/${transferId}`)
    ).json()) as { tracking_number: string };
    await page.goto(`/pay/${transferId}`);
    await page.getByRole('button', { name: /^Pay AUD/ }).click();
    await payByCard(page, '4242 4242 4242 4242');
    // Paid, and held for the team's check because of its size.
    await expect(page.getByRole('region', { name: 'On hold' })).toBeVisible();

    await first.goto(`/back-office/transfers/${transferId}`);
    await expect(first.getByRole('button', { name: 'Release' })).toBeVisible({ timeout: 15_000 });
    await first.getByRole('button', { name: 'Release' }).click();
    await expect(first.getByText("Waiting for a second officer's approval")).toBeVisible();
    // The first officer cannot approve their own proposal.
    await first.goto('/back-office/approvals');
    // Journeys run side by side: this transfer's proposal, by its tracking number.
    const own = first.getByRole('article').filter({ hasText: tracking });
    await own.getByRole('button', { name: 'Approve' }).click();
    await expect(own.getByText('You cannot approve your own proposal')).toBeVisible();
    await page.goto(`/transaction/${transferId}`);
    await expect(page.getByText('On hold').first()).toBeVisible();
    // Not delivered: the badge says so, and the path shows delivery still to come, with no time.
    const delivery = page
      .getByRole('list', { name: 'Transfer progress' })
      .getByRole('listitem')
      .filter({ hasText: /^Delivered/ });
    await expect(page.locator('header [data-status]')).toHaveText('On hold');
    await expect(delivery).toContainText('expected, not done yet');
    await expect(delivery.locator('time')).toHaveCount(0);

    const secondOfficer = await staffMember(['compliance'], 'second officer');
    const second = await consoleFor(browser, secondOfficer, page);
    const problems = watchConsole(second);
    await second.goto('/back-office/approvals');
    await expectAccessible(second);
    const proposal = second.getByRole('article').filter({ hasText: tracking });
    await proposal.getByRole('button', { name: 'Approve' }).click();
    // Decided: it leaves the list of those waiting.
    await expect(proposal).toHaveCount(0);
    // The customer's page follows without a reload: the payout runs and the money arrives.
    await expect(page.locator('header [data-status]')).toHaveText('Delivered', { timeout: 20_000 });
    await second.goto(`/back-office/transfers/${transferId}`);
    // The transfer's timeline names who released it: the approver.
    await expect(second.getByText(`staff:${secondOfficer.email}`).first()).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('a rate change needs a second finance officer, and its history keeps both values', async ({
    page,
    browser,
  }, testInfo) => {
    // The desktop and phone runs change a pair each: one pending proposal per pair at a time.
    const quote = testInfo.project.name === 'phone' ? 'LKR' : 'NPR';
    test.setTimeout(90_000);
    const proposer = await consoleFor(browser, await staffMember(['finance'], 'proposer'), page);
    const problems = watchConsole(proposer);
    await proposer.goto('/back-office/pricing');
    await expectAccessible(proposer);
    const row = proposer.getByRole('row').filter({ hasText: `AUD → ${quote}` });
    const before = (await row.getByRole('cell').nth(1).innerText()).trim();
    // Four decimals that do not end in 0, so the rate reads back exactly as typed.
    const next = (Number(before) + 0.1231).toFixed(4);
    await proposer.getByRole('button', { name: `Propose a new AUD to ${quote} rate` }).click();
    await proposer.getByRole('dialog').getByLabel('Rate', { exact: true }).fill(next);
    await proposer
      .getByRole('dialog')
      .getByRole('button', { name: /Propose/ })
      .click();
    await expect(
      proposer.getByText('Proposed: takes effect when another finance officer approves.'),
    ).toBeVisible();
    // Not yet: the rate stands until a second officer approves.
    await expect(row.getByRole('cell').nth(1)).toHaveText(before);

    const approver = await consoleFor(browser, await staffMember(['finance'], 'approver'), page);
    await approver.goto('/back-office/approvals');
    const proposal = approver.getByRole('article').filter({ hasText: `1 AUD = ${next} ${quote}` });
    await proposal.getByRole('button', { name: 'Approve' }).click();
    await expect(proposal).toHaveCount(0);

    await approver.goto('/back-office/pricing');
    await expect(
      approver
        .getByRole('row')
        .filter({ hasText: `AUD → ${quote}` })
        .getByRole('cell')
        .nth(1),
    ).toHaveText(next);
    await approver.getByRole('button', { name: `History of AUD to ${quote}` }).click();
    const history = approver.getByRole('table', { name: `AUD to ${quote} rate history` });
    await expect(history.getByRole('row').nth(1)).toContainText(next);
    await expect(history).toContainText(before);
    await expectAccessible(approver);
    expect(problems).toEqual([]);
  });
});
