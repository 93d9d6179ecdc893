import { expect, test, type Locator, type Page } from '@playwright/test';
import { watchConsole } from '../support/journeys';
import { API_URL } from '../support/urls';

/**
 * The API reference (issue 22, decision 0032): Swagger UI at /docs renders the OpenAPI document
 * under its own Content-Security-Policy, with nothing refused and no console error, and shows
 * the customer API, the admin API, the webhooks and the Pusher endpoints.
 */

/** Swagger UI renders a long page as it is scrolled: scroll until `target` is there. */
async function scrollTo(page: Page, target: Locator): Promise<void> {
  for (let step = 0; step < 200 && (await target.count()) === 0; step += 1) {
    await page.mouse.wheel(0, 1200);
    await page.waitForTimeout(50);
  }
  await target.first().scrollIntoViewIfNeeded();
}

test('the API reference renders every area of the API under its own CSP', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'a reference for developers, read on a desktop');
  test.setTimeout(120_000);
  const problems = watchConsole(page);
  const answer = await page.goto(`${API_URL}/docs`);
  expect(answer?.headers()['content-security-policy']).toContain("script-src 'self'");
  // Swagger UI parses 1.7 MB of script and then the 430 KB document: 4 s on this machine when
  // idle, more when another worker runs a journey (CI's run of stop 32 waited 10 s in vain).
  await expect(page.getByRole('heading', { name: /^Homeward API/ })).toBeVisible({
    timeout: 60_000,
  });

  // An operation opens with its request body and answers, read from the document.
  const quotes = page.locator('#operations-Customer_API-post_client_v1_quotes');
  await scrollTo(page, quotes);
  await quotes.getByRole('button', { name: 'POST /client/v1/quotes', exact: true }).click();
  await expect(quotes.getByRole('heading', { name: 'Responses' })).toBeVisible();
  await expect(quotes.getByRole('heading', { name: 'Request body' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('api-docs-quote.png') });

  for (const [area, operation] of [
    ['Admin API', 'GET /admin/v1/transfers'],
    ['Webhooks', 'POST /webhooks/payments/{provider}'],
    ['Pusher', 'POST /apps/{appId}/events'],
  ] as const) {
    const button = page.getByRole('button', { name: operation, exact: true });
    await scrollTo(page, button);
    await expect(button).toBeVisible();
    // Listed under its area: Swagger UI names each operation's block by its tag.
    const block = `operations-${area.replace(/ /g, '_')}-`;
    await expect(button.locator(`xpath=ancestor::*[starts-with(@id, "${block}")]`)).toHaveCount(1);
  }
  // (The browser's own /favicon.ico 404 is one watchConsole lets pass.)
  expect(problems).toEqual([]);
});
