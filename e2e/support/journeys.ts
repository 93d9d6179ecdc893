import { AxeBuilder } from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { recordMailSecrets, recordSecret, watchSecrets } from './secrets';

export const PASSWORD = 'Sunny-days-2026!';

let counter = 0;
/** A fresh email per journey: the database is shared by every test of a run. */
export function newEmail(prefix = 'customer'): string {
  counter += 1;
  return `${prefix}.${Date.now()}.${process.pid}.${counter}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export async function signUp(page: Page, email = newEmail(), password = PASSWORD) {
  watchSecrets(page);
  recordSecret('password', password);
  await page.goto('/sign-up');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(password);
  await page.getByRole('checkbox', { name: /I agree to privacy policy/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/workflow\/onboarding$/);
  return email;
}

export async function signIn(page: Page, email: string, password = PASSWORD) {
  watchSecrets(page);
  recordSecret('password', password);
  await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * Below the lg breakpoint the customer layout's navigation sits behind a menu button (the
 * focused layout of onboarding has none). Waits for the page to show either before deciding.
 */
export async function openMenuOnPhones(page: Page) {
  const menu = page.getByRole('button', { name: 'Open menu' });
  await expect(menu.or(page.getByRole('button', { name: 'Sign out' })).first()).toBeVisible();
  if (await menu.isVisible()) await menu.click();
}

export async function signOut(page: Page) {
  await openMenuOnPhones(page);
  await page.getByRole('button', { name: 'Sign out' }).first().click();
  await expect(page).toHaveURL(/\/$/);
}

/** Waits until no part of the page says it is loading (the spinners' status messages). */
export async function settled(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
}

/** axe-core over the page as it is now: no violation of WCAG 2.1 A/AA rules. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // Legacy mode runs axe in the page itself; the default opens a blank page per check to
    // merge cross-origin iframes' results, which our pages do not have. Twice as fast (0.3 s
    // against 0.6 s a check), and no extra renderer to start on a loaded machine.
    .setLegacyMode(true)
    .analyze();
  // Each violation with the first elements it names, so a failure says where to look.
  const found = results.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes.length}: ${v.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')})`,
  );
  expect(found).toEqual([]);
}

/** Fails the test on any console error or CSP violation the page reports. */
export function watchConsole(page: Page): string[] {
  watchSecrets(page);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    // Chromium logs every non-2xx fetch as a resource error; those answers are expected here
    // (a 404 is a sample id that names nothing, which the page shows as "not found"; a 423 asks
    // for step-up, which the page then shows).
    if (
      /Failed to load resource: the server responded with a status of (401|404|409|419|422|423|429)/.test(
        text,
      )
    )
      return;
    problems.push(text);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  // What our Content-Security-Policy refused (an eval by a library, an inline script), said as
  // an error so it counts as a problem: Chromium does not always log a refusal it was asked to
  // try quietly, as zod's eval probe is.
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP refused ${event.violatedDirective}: ${event.blockedURI}`);
    });
  });
  return problems;
}

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  created_at: string;
}

/** Waits for the newest mail to an address in the development outbox (the worker sends it). */
export async function waitForMail(
  request: APIRequestContext,
  to: string,
  subject: RegExp,
  after = 0,
): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (
          await request.get('/dev/outbox', {
            params: { to },
            headers: { accept: 'application/json' },
          })
        ).json()) as OutboxMail[];
        found = mails.find(
          (m) => m.to === to && subject.test(m.subject) && Date.parse(m.created_at) > after,
        );
        return Boolean(found);
      },
      // The worker sends it within a poll or two; a loaded CI machine has taken ten seconds.
      { timeout: 20_000 },
    )
    .toBe(true);
  recordMailSecrets(found?.text);
  return found as OutboxMail;
}

export async function waitForCode(
  request: APIRequestContext,
  to: string,
  subject: RegExp,
  after = 0,
): Promise<string> {
  const mail = await waitForMail(request, to, subject, after);
  const code = mail.text.match(/Your code: (\d{6})/)?.[1];
  if (!code) throw new Error(`no code in ${mail.text}`);
  return code;
}

/** Signs up and verifies the email from the onboarding's first stage; stays signed in. */
export async function verifiedCustomer(page: Page): Promise<string> {
  const email = await signUp(page);
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  const code = await waitForCode(page.request, email, /verification code/);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  // Verified: onboarding moves on to its next stage.
  await expect(page.getByRole('heading', { name: 'Where do you live?' })).toBeVisible();
  return email;
}

/** Password, then the emailed code on /mfa. */
export async function signInWithEmailCode(page: Page, email: string, password = PASSWORD) {
  const startedAt = Date.now() - 1000;
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/mfa$/);
  await expect(page).toHaveTitle('More authentication required');
  const code = await waitForCode(page.request, email, /sign-in code/, startedAt);
  await page.getByLabel('Code from the email').fill(code);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page).toHaveURL(/\/workflow\/onboarding$/);
}

/** A date ("1990-07-25") typed into its Day, Month and Year boxes, as a customer does. */
export async function fillDate(page: Page, legend: string, iso: string) {
  const [year = '', month = '', day = ''] = iso.split('-');
  const group = page.getByRole('group', { name: legend });
  await group.getByLabel('Day').fill(String(Number(day)));
  await group.getByLabel('Month').fill(String(Number(month)));
  await group.getByLabel('Year').fill(year);
}
