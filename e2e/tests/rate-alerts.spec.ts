import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectAccessible, waitForMail, watchConsole } from '../support/journeys';
import { acceptAndMakeToken, ops, opsToken, runOpsCli } from '../support/ops';
import { shootBothWidths } from '../support/screenshots';
import { recordSecret } from '../support/secrets';
import { readyToSend } from '../support/senders';
import { API_PORT, API_URL } from '../support/urls';

/**
 * Rate alerts (issue 19 item 7): from the dashboard's price the customer sets an alert a little
 * above today's AUD → PHP rate; two finance officers move the mid-market rate up (a proposal
 * and its approval, as operations do); the alert's email arrives with a price ready, and its
 * link opens that price in the transfer wizard.
 */

/** A second finance officer's service token: approvals need another officer than the proposer. */
async function approverToken(): Promise<string> {
  const invited = await fetch(new URL('/admin/v1/staff', API_URL), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      authorization: `Bearer ${await opsToken(API_PORT)}`,
    },
    body: JSON.stringify({
      email: `approver-${crypto.randomUUID().slice(0, 8)}@journeys.homeward.test`,
      name: 'Journeys rate approver',
      roles: ['finance'],
    }),
  });
  expect(invited.status, await invited.clone().text()).toBe(201);
  const { invitation_url } = (await invited.json()) as { invitation_url: string };
  recordSecret('staff invitation', invitation_url.split('/').pop() ?? '');
  const dir = process.env.E2E_OUTPUT_DIR ?? '';
  const file = path.join(dir, `approver-token-${crypto.randomUUID()}`);
  await acceptAndMakeToken(API_URL, invitation_url, file);
  const token = readFileSync(file, 'utf8').trim();
  recordSecret('staff service token', token);
  return token;
}

/** The AUD → PHP mid-market rate, as operations list it. */
async function midRate(): Promise<number> {
  const listed = await ops(API_URL, API_PORT, 'rates:list');
  const found = /^AUD\/PHP\s+([\d.]+)/m.exec(listed)?.[1];
  if (!found) throw new Error(`no AUD/PHP rate in:\n${listed}`);
  return Number(found);
}

/** Proposed by the journeys' operations officer, approved by a second one: the rate moves. */
async function moveRate(rate: string) {
  const proposed = await ops(API_URL, API_PORT, 'rates:set', 'AUD', 'PHP', rate);
  const id = /proposals:approve (\S+)/.exec(proposed)?.[1];
  if (!id) throw new Error(`no proposal in:\n${proposed}`);
  runOpsCli(['proposals:approve', id], {
    HOMEWARD_API_URL: API_URL,
    HOMEWARD_STAFF_TOKEN: await approverToken(),
  });
}

test('a rate alert set from the dashboard emails a ready price when the rate reaches it', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const problems = watchConsole(page);
  const email = await readyToSend(page);

  // The calculator prices AUD → Philippines; its "Set a rate alert" carries corridor and rate.
  await page.goto('/dashboard');
  const calculator = page.getByRole('region', { name: 'Send money' });
  await calculator.getByLabel('Send to').selectOption({ label: 'Philippines · PHP' });
  await calculator.getByRole('link', { name: 'Set a rate alert' }).click();
  await expect(page).toHaveURL(/\/rate-alerts\?corridor=\d+&rate=[\d.]+$/);
  await expect(page.getByRole('heading', { name: 'Rate alerts', level: 1 })).toBeVisible();
  await expect(page.getByText('No rate alerts yet')).toBeVisible();
  const field = page.getByLabel('Tell me when 1 AUD gets');
  const today = Number(await field.inputValue());
  expect(today).toBeGreaterThan(0);
  await expect(page.getByLabel('Send to')).toHaveValue(/\d+/);
  await expect(page.getByLabel('Send to').locator('option:checked')).toHaveText(
    'Philippines · PHP',
  );

  // Too far from today's rate: refused, with the range that works.
  await field.fill(String(Math.round(today * 3)));
  await page.getByRole('button', { name: 'Set the alert' }).click();
  await expect(page.getByText(/Choose a rate between/)).toBeVisible();

  // 2 % better than today.
  const target = (Math.ceil(today * 1.02 * 100) / 100).toFixed(2);
  await field.fill(target);
  await page.getByRole('button', { name: 'Set the alert' }).click();
  await expect(
    page.getByText(`We will tell you when 1 AUD gets ${target} PHP or more.`),
  ).toBeVisible();
  const alerts = page.getByRole('list', { name: 'Your rate alerts' });
  await expect(alerts.getByRole('listitem')).toHaveCount(1);
  await expect(alerts).toContainText(`When 1 AUD = ${target} PHP or more`);
  await expect(alerts).toContainText(`Today: 1 AUD = `);
  await expectAccessible(page);

  // Operations move the mid-market rate up 5 %: the check runs as a job, and the email comes.
  const since = Date.now();
  await moveRate((Math.round((await midRate()) * 1.05 * 10_000) / 10_000).toFixed(4));
  const mail = await waitForMail(
    page.request,
    email,
    /^Your rate is here: 1 AUD = [\d.]+ PHP$/,
    since,
  );
  expect(mail.text).toContain(`your alert asked for ${target} PHP or better`);
  expect(mail.text).toContain('send AUD 500.00');
  const link = /See your price: (\S+)/.exec(mail.text)?.[1] ?? '';
  expect(link).toMatch(/\/transfer\/[0-9a-f-]{36}$/);

  // The link opens the ready price in the wizard.
  await page.goto(new URL(link).pathname);
  await expect(page).toHaveURL(/\/transfer\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Send Money', level: 1 })).toBeVisible();
  // AUD 500.00 and its fee; the recipient's amount at the new rate.
  await expect(
    page.getByText(/^You pay AUD\s5\d\d\.\d\d · Recipient gets PHP\s[\d,.]+$/),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Who are you sending to?' })).toBeVisible();

  // The alerts page now says it was reached, today's rate beside the target.
  await page.goto('/rate-alerts');
  await expect(alerts).toContainText('Reached: we told you on');
  // Both widths, once: from the desktop run.
  if (process.env.SCREENSHOTS && testInfo.project.name === 'desktop') {
    await shootBothWidths(page, 'rate-alerts');
  }

  // Removed after a question.
  await alerts.getByRole('button', { name: /^Remove the alert for AUD to Philippines/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove alert' }).click();
  await expect(page.getByText('No rate alerts yet')).toBeVisible();
  expect(problems).toEqual([]);
});
