import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, settled } from '../support/journeys';
import { shootBothWidths } from '../support/screenshots';
import { readyToSend } from '../support/senders';

/**
 * Recipients' details as banks print them (issue 18): an IBAN typed in lower case without
 * spaces shows grouped in fours as it is typed and on the recipient's page; a mobile number
 * typed the local way shows in international format; a SWIFT / BIC code says under the field
 * what its letters tell, or that it is of a bank in another country. axe on each screen, at
 * both widths (the desktop and phone projects). `SCREENSHOTS=1` (desktop) also keeps
 * recipient-formatted-details (an IBAN), recipient-formatted-phone and
 * recipient-bank-lookup at 1280 and 375 px.
 */

async function startAdding(page: Page, destination: string) {
  await page.goto('/recipients');
  // Once the list has loaded: with nobody saved yet the button is "Add your first recipient".
  await expect(
    page
      .getByRole('region', { name: 'No recipients yet' })
      .or(page.getByRole('list', { name: 'Recipients' })),
  ).toBeVisible();
  await page.getByRole('button', { name: /^Add (your first )?recipient$/ }).click();
  await page.getByLabel('Recipient’s country').selectOption({ label: destination });
}

const shoot = async (page: Page, name: string) => {
  if (process.env.SCREENSHOTS && test.info().project.name === 'desktop') {
    await shootBothWidths(page, name);
  }
};

test('an IBAN and a mobile number read as banks print them, a BIC says what it is', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await readyToSend(page);

  // An IBAN, typed in lower case and without spaces.
  await startAdding(page, 'Pakistan · PKR');
  await page.getByLabel('Account holder’s full name').fill('Ayesha Khan');
  const iban = page.getByRole('textbox', { name: 'IBAN' });
  await iban.pressSequentially('pk36scbl0000001123456702');
  await expect(iban).toHaveValue('PK36 SCBL 0000 0011 2345 6702');
  await page.getByRole('button', { name: 'Save recipient' }).click();
  await expect(page.getByRole('heading', { name: 'Ayesha Khan', level: 1 })).toBeVisible();
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details.getByText('PK36 SCBL 0000 0011 2345 6702')).toBeVisible();
  await settled(page);
  await expectAccessible(page);
  await shoot(page, 'recipient-formatted-details');

  // A mobile wallet number, typed the local way.
  await startAdding(page, 'Philippines · PHP');
  await page.getByRole('radio', { name: 'Mobile wallet' }).check();
  await page.getByLabel('Full name').fill('Jose Rizal');
  await page.getByRole('combobox', { name: 'Wallet' }).selectOption({ label: 'GCash' });
  await page.getByLabel('Mobile number').fill('0917 123 4567');
  await page.getByRole('button', { name: 'Save recipient' }).click();
  await expect(page.getByRole('heading', { name: 'Jose Rizal', level: 1 })).toBeVisible();
  await expect(details.getByText('+63 917 123 4567')).toBeVisible();
  await settled(page);
  await expectAccessible(page);
  await shoot(page, 'recipient-formatted-phone');

  // The list tells them apart without showing whole account numbers.
  await page.goto('/recipients');
  const list = page.getByRole('list', { name: 'Recipients' });
  await expect(list.getByText('IBAN ···· 6702')).toBeVisible();
  await expect(list.getByText('GCash ···· 4567')).toBeVisible();

  // A SWIFT / BIC code: first of a bank in another country, then the right one.
  await startAdding(page, 'Nepal · NPR');
  await page.getByLabel('Account holder’s full name').fill('Sita Sharma');
  await page.getByLabel('Bank name').fill('Nabil Bank');
  const bic = page.getByRole('textbox', { name: 'SWIFT / BIC code' });
  await bic.fill('BOPIPHMM');
  await expect(
    page.getByText('That SWIFT / BIC code is for a bank outside Nepal (PH: Philippines).'),
  ).toBeVisible();
  await bic.fill('');
  await bic.pressSequentially('narbnpka');
  await expect(bic).toHaveValue('NARBNPKA');
  await expect(page.getByText('Bank code NARB · Nepal · head office')).toBeVisible();
  await page.getByLabel('Account number').fill('0123456789012');
  await settled(page);
  await expectAccessible(page);
  await shoot(page, 'recipient-bank-lookup');
  await page.getByRole('button', { name: 'Save recipient' }).click();
  await expect(page.getByRole('heading', { name: 'Sita Sharma', level: 1 })).toBeVisible();
  await expect(details.getByText('NARBNPKA')).toBeVisible();
});
