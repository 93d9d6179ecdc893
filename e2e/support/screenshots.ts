import path from 'node:path';
import { test, type Page } from '@playwright/test';

/** Where the screenshots kept in the repository live (the README shows some). */
export const SCREENSHOTS_DIR = path.resolve(import.meta.dirname, '../../docs/screenshots');

/**
 * A screenshot spec's tests run only with `SCREENSHOTS=1`, once (the desktop project), since
 * each takes both widths itself.
 */
export function screenshotsOnly() {
  test.beforeEach(({ page: _page }, testInfo) => {
    test.skip(
      !process.env.SCREENSHOTS || testInfo.project.name !== 'desktop',
      'SCREENSHOTS=1 only',
    );
    test.setTimeout(120_000);
  });
}

/** The page, full height, at 1280 and 375 px: docs/screenshots/{name}-{width}.png. */
export async function shootBothWidths(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({
      path: path.join(SCREENSHOTS_DIR, `${name}-${width}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}
