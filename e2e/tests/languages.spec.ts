import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import pseudolocalize from 'pseudolocale';
import { payByCard } from '../support/checkout';
import {
  expectAccessible,
  newEmail,
  PASSWORD,
  settled,
  verifiedCustomer,
  waitForMail,
  watchConsole,
} from '../support/journeys';
import { approvePassport, readyToSend, transferAwaitingPayment } from '../support/senders';
import { SCREENSHOTS_DIR } from '../support/screenshots';

/**
 * The app in the customer's language (issue 20, decision 0037): the pseudo-locale finds text
 * that bypassed the catalogs, a customer signs up in Filipino and the account keeps it, and the
 * page mirrors for Urdu with nothing for axe to find.
 */

/**
 * Words on the page that came from no catalog: visible text (screen-reader text included) and
 * the attributes read aloud, outside what is marked translate="no" (names, emails, the company's
 * facts, each language's own name). In the pseudo-locale every catalog letter is accented and
 * wrapped in ⟦ ⟧, and the server pseudo-localizes its own text too, so a run of two plain Latin
 * letters is a word that missed the catalogs, unless it is:
 * - in a text with a catalog part: the values put into a message (a name, an amount);
 * - what Intl wrote, which the pseudo-locale formats as English: an amount with its currency
 *   code, a code alone, a rate, a date or a time;
 * - one of `theirs`: what the customer typed in (their name, address, a recipient's name) and
 *   the names of banks, which are the same in every language.
 */
async function textOutsideCatalogs(page: Page, theirs: string[] = []): Promise<string[]> {
  return page.evaluate((theirs) => {
    const plainWord = /[A-Za-z]{2,}/;
    const intlOutput = [
      /^[A-Z]{3}$/,
      /^[A-Z]{3}\s?-?[\d.,]+$/,
      /^1 [A-Z]{3} = [\d.,]+ [A-Z]{3}$/,
      /^\d{1,2}:\d{2}\s?[AP]M$/,
    ];
    const missed = (text: string) =>
      plainWord.test(text) &&
      !text.includes('⟦') &&
      !intlOutput.some((pattern) => pattern.test(text)) &&
      Number.isNaN(Date.parse(text)) &&
      !theirs.includes(text);
    const exempt = '[translate="no"], script, style, noscript';
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (!text || !parent || parent.closest(exempt) || !parent.checkVisibility()) continue;
      if (missed(text)) found.push(text);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title]')) {
      if (element.closest(exempt)) continue;
      for (const name of ['aria-label', 'placeholder', 'title']) {
        const value = element.getAttribute(name);
        if (value && missed(value)) found.push(`${name}="${value}"`);
      }
    }
    return found;
  }, theirs);
}

/** The page's words and title all came from a catalog. */
async function expectAllFromCatalogs(page: Page) {
  await expect(page.locator('h1')).toContainText('⟦');
  // The company footer fills in after the card; its sentences are the app's too.
  await expect(page.locator('footer')).toContainText('⟦');
  expect(await textOutsideCatalogs(page)).toEqual([]);
  expect(await page.title()).toMatch(/^⟦.*⟧$/);
}

test.describe('languages', () => {
  test('the signed-out screens take every word from a catalog (pseudo-locale)', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await page.goto('/?lang=en-XA');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
    await expectAllFromCatalogs(page);

    // A failed sign-in and the browser's own checks say their words from the catalogs too.
    await page.locator('button[type="submit"]').click();
    await expect(page.locator('[id$="-error"]').first()).toContainText('⟦');
    await expectAllFromCatalogs(page);

    await page.locator('a[href="/sign-up"]').click();
    await expect(page).toHaveURL(/\/sign-up$/);
    // The password rules are the server's words, pseudo-localized by the server.
    await expect(page.locator('[data-rule]').first()).toContainText('⟦');
    await expectAllFromCatalogs(page);

    await page.locator('a[href="/"]').first().click();
    await page.locator('a[href="/forgot-password"]').first().click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expectAllFromCatalogs(page);
    expect(problems).toEqual([]);
  });

  test('the signed-in screens take every word from a catalog or the server (pseudo-locale)', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const problems = watchConsole(page);
    await readyToSend(page);
    const transferId = await transferAwaitingPayment(page, { recipient: 'Ana Reyes' });
    // What onboardedSender and the recipient typed in, and their bank's name.
    const theirs = ['Maria', 'Santos', 'Cebu City', '1 George St', 'Sydney', 'Nurse', 'Ana Reyes'];
    theirs.push('BDO Unibank');
    const found: Record<string, string[]> = {};
    for (const screen of [
      '/dashboard',
      '/transactions',
      `/transaction/${transferId}`,
      '/recipients',
      '/account-verification',
      '/settings',
      '/settings/notifications',
      '/devices',
      '/help',
      '/rate-alerts',
      '/schedules',
    ]) {
      await page.goto(`${screen}?lang=en-XA`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
      await expect(page.locator('h1')).toContainText('⟦');
      await settled(page);
      const outside = await textOutsideCatalogs(page, theirs);
      if (outside.length > 0) found[screen] = outside;
      expect(await page.title(), screen).toMatch(/^⟦.*⟧$/);
    }
    expect(found).toEqual({});
    expect(problems).toEqual([]);
  });

  test('onboarding, its documents and selfie take every word from a catalog or the server (pseudo-locale)', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const problems = watchConsole(page);
    const walk = walker(page, ['Maria', 'Santos', 'Cebu City', '1 George St', 'Sydney', 'Nurse']);
    await verifiedCustomer(page);

    await page.goto('/workflow/onboarding?lang=en-XA');
    await expect(page.getByRole('heading', { name: xa('Where do you live?') })).toBeVisible();
    await walk.look('country');
    await page.getByRole('combobox', { name: xa('Country of residence') }).fill('austr');
    await page.getByRole('option', { name: /Australia/ }).click();
    await walk.look('country, chosen');
    await page.getByRole('button', { name: xa('Continue') }).click();

    // About you: its fields are the server's, and refused empty in the server's words.
    await expect(page.getByRole('heading', { name: xa('About you') })).toBeVisible();
    await walk.look('about you');
    await page.getByRole('button', { name: xa('Continue') }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await walk.look('about you, refused');
    await page.getByLabel(xa('First name')).fill('Maria');
    await page.getByLabel(xa('Last name')).fill('Santos');
    const birth = page.getByRole('group', { name: xa('Date of birth') });
    await birth.getByLabel(xa('Day')).fill('25');
    await birth.getByLabel(xa('Month')).fill('7');
    await birth.getByLabel(xa('Year')).fill('1990');
    await page.getByLabel(xa('Place of birth')).fill('Cebu City');
    await page.getByRole('combobox', { name: xa('Nationality') }).fill('philip');
    await page.getByRole('option', { name: /Philippines/ }).click();
    await walk.look('about you, filled');
    await page.getByRole('button', { name: xa('Continue') }).click();

    await expect(page.getByRole('heading', { name: xa('Your address') })).toBeVisible();
    await walk.look('address');
    await page.getByLabel(xa('Street address')).fill('1 George St');
    await page.getByLabel(xa('Suburb')).fill('Sydney');
    await page.getByLabel(xa('State or territory')).selectOption('NSW');
    await page.getByLabel(xa('Postcode')).fill('2000');
    await page.getByRole('button', { name: xa('Continue') }).click();

    await expect(page.getByRole('heading', { name: xa('Your work') })).toBeVisible();
    await walk.look('work');
    await page.getByLabel(xa('Employment status')).selectOption('employed');
    await page.getByLabel(xa('Occupation')).fill('Nurse');
    await page.getByLabel(xa('Industry')).selectOption('health');
    await page.getByLabel(xa('Yearly income')).selectOption('30k_60k');
    await page.getByRole('button', { name: xa('Continue') }).click();

    await expect(page.getByRole('heading', { name: xa('Your mobile number') })).toBeVisible();
    await walk.look('mobile');
    const local = digits(5);
    await page.getByLabel(xa('Mobile number'), { exact: true }).fill(`0412 3${local}`);
    const sentAfter = Date.now() - 1000;
    await page.getByRole('button', { name: xa('Send code') }).click();
    await expect(page.getByLabel(xa('SMS code'))).toBeVisible();
    await walk.look('mobile, code sent');
    const sms = await waitForMail(page.request, `+614123${local}`, /^SMS$/, sentAfter);
    await page.getByLabel(xa('SMS code')).fill(sms.text.match(/^(\d{6})/)?.[1] ?? '');
    await page.getByRole('button', { name: xa('Verify'), exact: true }).click();
    await expect(page.getByRole('heading', { name: xa("You're all set") })).toBeVisible();
    await walk.look('all set');

    // The documents: the identity step, a passport with its photo page chosen, then in review.
    await page.goto('/account-verification/upload/proof_of_identity?lang=en-XA');
    await expect(page.locator('h1')).toContainText('⟦');
    await settled(page);
    await walk.look('upload');
    await page.getByRole('radio', { name: new RegExp(xaWords('Passport')) }).check();
    await walk.look('upload, passport');
    await page.getByRole('button', { name: xa('Submit') }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await walk.look('upload, refused');
    await page.getByLabel(xaWords('Passport number'), { exact: false }).fill('P1234567');
    await page.locator('input[type="file"]').first().setInputFiles(fixture('passport.png'));
    await expect(page.getByRole('img', { name: /⟦/ }).first()).toBeVisible();
    await walk.look('upload, photo chosen');
    await page.getByRole('button', { name: xa('Submit') }).click();
    await expect(page).toHaveURL(/\/account-verification\?lang=en-XA$|\/account-verification$/);
    await settled(page);
    await walk.look('verification, passport in review');

    // The selfie: the camera's instructions and the photos taken.
    await page.goto('/account-verification/upload/selfie?lang=en-XA');
    await expect(page.getByRole('button', { name: xa('Start camera') })).toBeVisible();
    await walk.look('selfie');
    await page.getByRole('button', { name: xa('Start camera') }).click();
    await expect(page.getByLabel(xa('Camera preview'))).toBeVisible();
    await walk.look('selfie, camera');
    for (let photo = 0; photo < 3; photo += 1) {
      await page.getByRole('button', { name: xa('Take photo') }).click();
    }
    await expect(page.getByRole('button', { name: xa('Submit') })).toBeVisible();
    await walk.look('selfie, photos taken');

    expect(walk.found).toEqual({});
    expect(problems).toEqual([]);
  });

  test('sending, paying and the transfer take every word from a catalog or the server (pseudo-locale)', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const problems = watchConsole(page);
    await readyToSend(page);
    // What onboardedSender typed in, the recipient typed here, and their bank's name.
    const walk = walker(page, ['Maria', 'Santos', 'Ana Reyes', 'BDO Unibank']);

    // The calculator with a price.
    await page.goto('/dashboard?lang=en-XA');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
    const quoted = page.waitForResponse(
      (response) =>
        response.url().endsWith('/client/v1/quotes') &&
        response.status() === 201 &&
        response.request().postData()?.includes('"250"') === true,
    );
    await page.getByLabel(xa('You send')).fill('250');
    await quoted;
    await expect(page.getByLabel(xa('Price'))).toHaveCSS('opacity', '1');
    await settled(page);
    await walk.look('calculator, priced');
    await page.getByRole('button', { name: xa('Send'), exact: true }).click();

    // No recipient yet: the add form, refused empty, then the recipient chosen.
    await expect(page).toHaveURL(/\/transfer\//);
    await expect(page.getByRole('heading', { name: xa('Add your recipient') })).toBeVisible();
    await settled(page);
    await walk.look('wizard, add recipient');
    await page.getByRole('button', { name: xa('Save recipient') }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await walk.look('wizard, recipient refused');
    await page.getByLabel(xa('Account holder’s full name')).fill('Ana Reyes');
    await page.getByLabel(xa('Bank')).selectOption({ label: 'BDO Unibank' });
    await page.getByLabel(xa('Account number')).fill('12');
    await page.getByRole('button', { name: xa('Save recipient') }).click();
    await expect(page.getByLabel(xa('Account number'))).toHaveAttribute('aria-invalid', 'true');
    await walk.look('wizard, account number refused');
    await page.getByLabel(xa('Account number')).fill('001234567890');
    await page.getByRole('button', { name: xa('Save recipient') }).click();
    await expect(page.getByRole('radio', { name: /Ana Reyes/ })).toBeChecked();
    await walk.look('wizard, recipient chosen');
    await page.getByRole('button', { name: xa('Continue') }).click();

    // The transfer's details, refused empty, then the review.
    await expect(page.getByRole('heading', { name: xa('About this transfer') })).toBeFocused();
    await walk.look('wizard, details');
    await page.getByRole('button', { name: xa('Continue') }).click();
    await expect(page.getByLabel(xa('Purpose of the transfer'))).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await walk.look('wizard, details refused');
    await page.getByLabel(xa('Purpose of the transfer')).selectOption('family_support');
    await page.getByLabel(xa('Source of funds')).selectOption('salary');
    await page.getByRole('button', { name: xa('Continue') }).click();
    const confirm = page.getByRole('button', { name: xa('Confirm and continue to payment') });
    await expect(confirm).toBeVisible();
    await settled(page);
    await walk.look('wizard, review');
    await confirm.click();

    // The payment screen of the transfer awaiting payment, then paid at the sandbox's page.
    await expect(page).toHaveURL(/\/pay\/[0-9a-f-]{36}$/);
    const transferId = page.url().split('/').pop() ?? '';
    await settled(page);
    await walk.look('payment');
    // "Pay AUD 255.24": the amount is the message's value.
    await page.getByRole('button', { name: new RegExp(`^⟦${xaWords('Pay')}`) }).click();
    await payByCard(page, '4242 4242 4242 4242');
    await expect(page).toHaveURL(new RegExp(`/payment/cb/${transferId}$`));
    // Back from the provider's page, a new load: in English unless the link says otherwise.
    await page.goto(`/payment/cb/${transferId}?lang=en-XA`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('⟦');
    await walk.look('payment result');

    // The transfer's page with its timeline: paid, and held for the identity check.
    await page.goto(`/transaction/${transferId}?lang=en-XA`);
    await expect(page.getByRole('list', { name: xa('Transfer progress') })).toBeVisible();
    await settled(page);
    await walk.look('transfer, paid');

    // The recipients' own add form, for each way to receive money, refused empty.
    await page.goto('/recipients?lang=en-XA');
    await page.getByRole('button', { name: xa('Add recipient') }).click();
    await expect(page.getByRole('heading', { name: xa('Add a recipient') })).toBeFocused();
    await walk.look('recipients, add');
    const country = page.getByLabel(xa('Recipient’s country'));
    const philippines = country.locator('option', { hasText: 'Philippines' }).first();
    await country.selectOption((await philippines.getAttribute('value')) ?? '');
    for (const method of ['bank_account', 'mobile_wallet', 'cash_pickup']) {
      await page.locator(`input[type="radio"][value="${method}"]`).check();
      await page.getByRole('button', { name: xa('Save recipient') }).click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
      await settled(page);
      await walk.look(`recipients, add, ${method} refused`);
    }

    // A delivered transfer's page: every step of its timeline done, and its receipt.
    await approvePassport(page);
    const delivered = await transferAwaitingPayment(page, { recipient: 'Ana Reyes' });
    await page.goto(`/pay/${delivered}`);
    await page.getByRole('button', { name: /^Pay AUD/ }).click();
    await payByCard(page, '4242 4242 4242 4242');
    await expect(page).toHaveURL(new RegExp(`/payment/cb/${delivered}$`));
    await page.goto(`/transaction/${delivered}?lang=en-XA`);
    // The payout simulator's seconds, behind every other journey's jobs (payments.spec.ts).
    await expect(page.locator('header [data-status]')).toHaveText(xa('Delivered'), {
      timeout: 45_000,
    });
    await settled(page);
    await walk.look('transfer, delivered');

    expect(walk.found).toEqual({});
    expect(problems).toEqual([]);
  });

  test('a customer signs up in Filipino, and the account keeps the language', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('fil');
    await expect(page.getByRole('heading', { name: 'Masaya kaming makita ka ulit' })).toBeVisible();
    await expect(page).toHaveTitle('Mag-sign in');
    await page.getByRole('link', { name: 'Mag-sign up na lang' }).click();

    await expect(
      page.getByRole('heading', { name: 'Dito magsisimula ang adventure mo' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Mag-sign up');
    const email = newEmail('filipino');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Kumpirmahin ang Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('checkbox', { name: /Sumasang-ayon ako/ }).check();
    await page.getByRole('button', { name: 'Magpatuloy' }).click();
    await expect(page).toHaveURL(/\/workflow\/onboarding$/);

    const language = await page.request.get('/client/v1/language');
    expect(await language.json()).toEqual({ language: 'fil' });
    // What Homeward sends speaks it too: the code to confirm the email is in Filipino.
    const mail = await waitForMail(page.request, email, /ang verification code mo sa Homeward$/);
    expect(mail.text).toMatch(/^Ang code mo: \d{6}$/m);
    // The next visit starts in Filipino, before anyone signs in.
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
    expect(problems).toEqual([]);
  });

  test('the page mirrors for Urdu, and axe finds nothing', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/?lang=ur');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(
      page.getByRole('heading', { name: 'آپ کو دوبارہ دیکھ کر خوشی ہوئی' }),
    ).toBeVisible();
    await expectAccessible(page);

    // The show-password button sits at the field's end, which is its left in Urdu.
    const field = await page.getByLabel('پاس ورڈ', { exact: true }).boundingBox();
    const toggle = await page.getByRole('button', { name: 'پاس ورڈ دکھائیں' }).boundingBox();
    expect(field && toggle && toggle.x < field.x + field.width / 2).toBe(true);

    await page.getByRole('link', { name: 'سائن اپ کریں' }).click();
    await expect(page.getByRole('heading', { name: 'سفر یہیں سے شروع ہوتا ہے' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'پاس ورڈ کی شرائط' })).toBeVisible();
    // The close icon is at the card's end: its left.
    const card = await page.getByRole('main').boundingBox();
    const close = await page.getByRole('link', { name: 'بند کریں' }).boundingBox();
    expect(card && close && close.x < card.x + card.width / 2).toBe(true);
    await expectAccessible(page);

    if (process.env.SCREENSHOTS) {
      await page.setViewportSize({ width: 375, height: 900 });
      await page.screenshot({
        path: path.join(SCREENSHOTS_DIR, 'sign-up-urdu-375.png'),
        fullPage: true,
      });
      // The scripts a device may have no font for are drawn with ours: no boxes.
      for (const [tag, name] of [
        ['fil', 'filipino'],
        ['hi', 'hindi'],
        ['bn', 'bengali'],
        ['ur', 'urdu'],
      ]) {
        await page.goto(`/?lang=${tag}`);
        await expect(page.locator('footer')).not.toBeEmpty();
        await page.evaluate(() => document.fonts.ready);
        await page.screenshot({
          path: path.join(SCREENSHOTS_DIR, `sign-in-${name}-375.png`),
          fullPage: true,
        });
      }
    }
    expect(problems).toEqual([]);
  });
});

test.describe('signed in, in the customer’s language', () => {
  test.setTimeout(180_000);

  /** Chooses the language in Settings → Notifications: the account keeps it, the app follows. */
  async function speak(page: Page, tag: string) {
    await page.goto('/settings/notifications');
    await page.getByRole('combobox', { name: 'Language' }).selectOption(tag);
    await expect(page.locator('html')).toHaveAttribute('lang', tag);
    const language = await page.request.get('/client/v1/language');
    expect(await language.json()).toEqual({ language: tag });
  }

  test('a sender reads their transfers and recipients in Urdu, mirrored, at 375 px', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await readyToSend(page);
    const transferId = await transferAwaitingPayment(page, { recipient: 'Ana Reyes' });
    await speak(page, 'ur');
    await page.setViewportSize({ width: 375, height: 900 });

    await page.goto('/transactions');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u0600-\u06ff]/);
    await expect(page.getByText('Ana Reyes').first()).toBeVisible();
    await settled(page);
    await expectAccessible(page);
    if (process.env.SCREENSHOTS) await shoot(page, 'transactions-urdu-375');

    // The transfer's page, whose words are the transfers area's own catalog.
    await page.goto(`/transaction/${transferId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u0600-\u06ff]/);
    await settled(page);
    await expectAccessible(page);
    if (process.env.SCREENSHOTS) await shoot(page, 'transaction-urdu-375');

    await page.goto('/recipients');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u0600-\u06ff]/);
    await settled(page);
    await expectAccessible(page);
    if (process.env.SCREENSHOTS) await shoot(page, 'recipients-urdu-375');
    expect(problems).toEqual([]);
  });

  test('a sender sends money in Filipino, from the calculator to the review', async ({ page }) => {
    const problems = watchConsole(page);
    await readyToSend(page);
    await speak(page, 'fil');
    await page.goto('/dashboard');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
    await expect(page).toHaveTitle('Dashboard');
    await page.getByLabel('Ipapadala mo').fill('250');
    await page.getByRole('button', { name: 'Ipadala', exact: true }).click();
    await expect(page).toHaveURL(/\/transfer/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Send Money');
    await settled(page);
    await expectAccessible(page);
    if (process.env.SCREENSHOTS) {
      await page.setViewportSize({ width: 375, height: 900 });
      await shoot(page, 'send-money-filipino-375');
    }
    expect(problems).toEqual([]);
  });
});

async function shoot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SCREENSHOTS_DIR, `${name}.png`), fullPage: true });
}

/** A message as the pseudo-locale says it: accented, in ⟦ ⟧ (Lingui's and the server's). */
function xa(english: string): string {
  return pseudolocalize(english, { prepend: '⟦', append: '⟧' });
}

/** Words as the pseudo-locale accents them, to find inside a longer message. */
function xaWords(english: string): string {
  return pseudolocalize(english, { prepend: '', append: '' });
}

const fixture = (name: string) => path.resolve(import.meta.dirname, '../fixtures', name);

const digits = (count: number) =>
  Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join('');

/**
 * Looks at each screen of a walk in the pseudo-locale and keeps what came from no catalog under
 * the screen's name (with the page's title, if plain), for one assertion at the end that lists
 * every screen's findings at once.
 */
function walker(page: Page, theirs: string[]) {
  const found: Record<string, string[]> = {};
  return {
    found,
    async look(screen: string) {
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
      const outside = await textOutsideCatalogs(page, theirs);
      const title = await page.title();
      if (!/^⟦.*⟧$/.test(title)) outside.push(`title: ${title}`);
      if (outside.length > 0) found[screen] = outside;
    },
  };
}
