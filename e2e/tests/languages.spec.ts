import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  expectAccessible,
  newEmail,
  PASSWORD,
  settled,
  waitForMail,
  watchConsole,
} from '../support/journeys';
import { readyToSend, transferAwaitingPayment } from '../support/senders';
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
