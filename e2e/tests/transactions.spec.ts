import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expectAccessible, openMenuOnPhones, settled, watchConsole } from '../support/journeys';
import { readyToSend, transferAwaitingPayment } from '../support/senders';

/** Two transfers, to Ana Reyes and to Jose Rizal, both awaiting payment; their tracking numbers. */
async function twoTransfers(page: Page) {
  await readyToSend(page);
  const tracking: Record<string, string> = {};
  for (const recipient of ['Ana Reyes', 'Jose Rizal']) {
    const id = await transferAwaitingPayment(page, { recipient });
    const transfer = (await (await page.request.get(`/client/v1/transactions/${id}`)).json()) as {
      tracking_number: string;
    };
    tracking[recipient] = transfer.tracking_number;
  }
  return tracking as { 'Ana Reyes': string; 'Jose Rizal': string };
}

async function pdfText(file: Buffer) {
  const document = await getDocument({ data: new Uint8Array(file), verbosity: 0 }).promise;
  const texts: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.loadingTask.destroy();
  return texts.join(' ');
}

test.describe('transactions', () => {
  test('search, a status chip, clearing, and a statement as CSV and PDF', async ({ page }) => {
    test.setTimeout(120_000);
    const problems = watchConsole(page);
    const tracking = await twoTransfers(page);

    await page.goto('/dashboard');
    await openMenuOnPhones(page);
    await page.getByRole('link', { name: 'Transactions' }).click();
    await expect(page).toHaveTitle('Transactions');
    const rows = page.getByRole('list', { name: 'Transfers' }).getByRole('link');
    await expect(rows).toHaveCount(2);
    // Each row: the tracking number beside the date and time.
    await expect(rows.filter({ hasText: 'Ana Reyes' })).toContainText(tracking['Ana Reyes']);
    await expect(rows.filter({ hasText: 'Ana Reyes' }).locator('time')).toHaveText(/\d{1,2}:\d{2}/);
    // Nothing runs off a phone's screen.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await settled(page);
    await expectAccessible(page);

    // The search box: by tracking number too, kept in the URL.
    await page.getByLabel('Search').fill(tracking['Jose Rizal']);
    await expect(page).toHaveURL(/[?&]q=HW-/);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Jose Rizal');

    // A status chip that matches nothing says what was searched, and clears.
    const delivered = page.getByRole('button', { name: 'Delivered' });
    await delivered.click();
    await expect(delivered).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { name: 'No matches' })).toBeVisible();
    await expect(
      page.getByText(`No transfers match “${tracking['Jose Rizal']}”, Delivered.`),
    ).toBeVisible();
    await expectAccessible(page);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Delivered' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(rows).toHaveCount(2);
    await expect(page).toHaveURL(/\/transactions$/);

    // The chip for waiting transfers, from the keyboard.
    await page.getByRole('button', { name: 'In progress' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'In progress' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(rows).toHaveCount(2);

    // The statement of this month as CSV: both transfers, the header first.
    await page.getByRole('button', { name: 'Download statement' }).click();
    const dialog = page.getByRole('dialog', { name: 'Download statement' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('radio', { name: /CSV/ }).check();
    const csvDownload = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download' }).click();
    const csv = await csvDownload;
    expect(csv.suggestedFilename()).toMatch(/^homeward-statement-\d{4}-\d{2}\.csv$/);
    const csvText = await readFile(await csv.path(), 'utf8');
    expect(csvText.split('\n')[0]).toBe(
      'type,date,time_zone,tracking_number,recipient,status,currency,amount_sent,fee,total_paid,rate,amount_received,received_currency,refunded',
    );
    expect(csvText).toContain(tracking['Ana Reyes']);
    expect(csvText).toContain(tracking['Jose Rizal']);
    await expect(dialog.getByText(`Downloaded ${csv.suggestedFilename()}.`)).toBeVisible();

    // And as a PDF.
    await dialog.getByRole('radio', { name: /PDF/ }).check();
    const pdfDownload = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download' }).click();
    const pdf = await readFile(await (await pdfDownload).path());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await pdfText(pdf)).toContain(tracking['Ana Reyes']);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(problems).toEqual([]);
  });
});
