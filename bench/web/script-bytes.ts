import type { Browser } from '@playwright/test';
import { setTimeout as sleep } from 'node:timers/promises';
import { FORM_FIELD_SELECTOR } from './form-fields.js';

/**
 * Every script a page fetches in its first seconds, including what it loads after it is usable
 * (code preloaded when the page is idle), as transferred: the server's own gzip, so a little
 * above the level-9 figures of the build table.
 */
export async function measureScriptBytes(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(url);
    await page.locator(FORM_FIELD_SELECTOR).first().waitFor();
    await page.waitForLoadState('networkidle');
    await sleep(3000);
    return await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .reduce(
          (sum, entry) => sum + ((entry as { encodedBodySize?: number }).encodedBodySize ?? 0),
          0,
        ),
    );
  } finally {
    await context.close();
  }
}
