import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectAccessible, settled, waitForMail, watchConsole } from '../support/journeys';
import { readyToSend, transferAwaitingPayment } from '../support/senders';
import { signInToConsole, staffMember } from '../support/staff';

/**
 * Trust and help (issue 18): a customer reads the Help page's answers and sends a request about
 * a transfer; support finds it in the back office and replies; the customer reads the answer on
 * the Help page, and the reply is in their mailbox. axe at 1280 and 375 px on both screens.
 * `SCREENSHOTS=1` also saves the Help page and the console's request page at both widths.
 */
const shots = path.resolve(import.meta.dirname, '../../docs/screenshots');
const QUESTION = 'My transfer to Maria has not arrived yet. When will it be paid out?';
const REPLY =
  'It is waiting for your payment: pay from the transfer’s page and it goes out at once.';

/** The same signed-in page at another width, checked with axe and, when asked, photographed. */
async function atWidths(
  browser: Browser,
  from: Page,
  url: string,
  ready: (page: Page) => Promise<void>,
  name: string,
) {
  const storageState = await from.context().storageState();
  for (const width of [1280, 375]) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, storageState });
    const page = await context.newPage();
    await page.goto(url);
    await ready(page);
    await settled(page);
    await expectAccessible(page);
    if (process.env.SCREENSHOTS) {
      await page.screenshot({ path: path.join(shots, `${name}-${width}.png`), fullPage: true });
    }
    await context.close();
  }
}

test('a customer asks about a transfer from Help; support replies from the back office; the customer reads the answer', async ({
  page,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'both widths from one run');
  test.setTimeout(180_000);
  const problems = watchConsole(page);
  const email = await readyToSend(page);
  const transferId = await transferAwaitingPayment(page);
  const transfer = (await (
    await page.request.get(`/client/v1/transactions/${transferId}`, {
      headers: { accept: 'application/json' },
    })
  ).json()) as { tracking_number: string };

  // The checkout names the merchant being paid, with its licence, regulator and contacts.
  await page.goto(`/pay/${transferId}`);
  await page.getByRole('button', { name: /^Pay AUD/ }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  const merchant = page.getByRole('contentinfo', { name: 'The merchant' });
  await expect(merchant).toContainText('You are paying:');
  await expect(merchant).toContainText('Homeward Pty Ltd (ABN 51 824 753 556)');
  await expect(merchant).toContainText('Regulated by Australian Securities and Investments');
  await expect(merchant).toContainText('Help: help@homeward.example');
  await expectAccessible(page);

  // Help, from the navigation; the company's details at the foot of the page.
  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Help' }).click();
  await expect(page.getByRole('heading', { name: 'Help', level: 1 })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('Homeward Pty Ltd');
  await expect(footer).toContainText('Regulated by');
  const questions = page.getByRole('region', { name: 'Common questions' });
  await questions.getByText('How do I make a complaint?').click();
  await expect(questions.getByRole('link', { name: 'complaints@homeward.example' })).toBeVisible();
  await questions.getByText('What does a transfer cost, and what rate do I get?').click();
  await expect(questions.getByText(/Philippines \(PHP\)/).first()).toBeVisible();

  // The request, about that transfer; a missing question is said before anything is sent.
  const form = page.getByRole('region', { name: 'Ask us' });
  await form.getByLabel('What is it about?').selectOption({ label: 'When the money arrives' });
  await form.getByRole('button', { name: 'Send your request' }).click();
  await expect(form.getByText('Write your question.')).toBeVisible();
  const picker = form.getByLabel('Which transfer? (optional)');
  await expect(picker.locator('option', { hasText: transfer.tracking_number })).toHaveCount(1);
  await picker.selectOption(transferId);
  await form.getByLabel('Your question').fill(QUESTION);
  await form.getByRole('button', { name: 'Send your request' }).click();
  await expect(form.getByText('We have your request')).toBeVisible();
  const yours = page.getByRole('region', { name: 'Your requests' });
  await expect(yours.getByText('Waiting for our answer')).toBeVisible();
  await expect(yours.getByText(QUESTION)).toBeVisible();
  await expectAccessible(page);

  // Support: the request in the Support list, with its customer and transfer, and the reply.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const agent = await context.newPage();
  await signInToConsole(agent, await staffMember(['support'], 'Sam Lee'));
  await agent.getByRole('link', { name: 'Support' }).first().click();
  const row = agent.getByRole('row').filter({ hasText: email });
  await expect(row.getByRole('link', { name: transfer.tracking_number })).toBeVisible();
  await row.getByRole('link', { name: 'When the money arrives' }).click();
  await expect(
    agent.getByRole('heading', { name: 'When the money arrives', level: 1 }),
  ).toBeVisible();
  await expect(agent.getByRole('region', { name: 'Thread' }).getByText(QUESTION)).toBeVisible();
  await expectAccessible(agent);
  const sentAt = Date.now() - 1000;
  await agent.getByLabel('Your reply').fill(REPLY);
  await agent.getByRole('button', { name: 'Send reply' }).click();
  await expect(agent.getByText('Reply sent; the request is answered.')).toBeVisible();
  await atWidths(
    browser,
    agent,
    agent.url(),
    (shot) => expect(shot.getByRole('region', { name: 'Thread' }).getByText(REPLY)).toBeVisible(),
    'back-office-support-request',
  );
  await context.close();

  // The email, with the company at its foot.
  const mail = await waitForMail(page.request, email, /^Our answer to your question/, sentAt);
  expect(mail.text).toContain(REPLY);
  expect(mail.text).toContain('Homeward Pty Ltd');

  // The customer reads the answer on the Help page.
  await page.reload();
  await expect(yours.getByText('Answered')).toBeVisible();
  await expect(yours.getByText(REPLY)).toBeVisible();
  await atWidths(
    browser,
    page,
    '/help',
    (shot) =>
      expect(shot.getByRole('region', { name: 'Your requests' }).getByText(REPLY)).toBeVisible(),
    'help',
  );
  expect(problems).toEqual([]);
});
