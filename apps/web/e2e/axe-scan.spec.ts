import { expect, test } from '@playwright/test';
import { scanWithAxe } from './support/axe';

/**
 * The scan every accessibility check goes through finds what it is there to find: a page whose
 * checks all pass proves something only if the same scan fails a page that breaks a rule.
 */
const PAGE = `<!doctype html><html lang="en"><head><title>Scan</title></head><body><main>
  <h1>Scan</h1>
  <p id="faint" style="color:#999;background:#fff">Grey on white, 2.8:1.</p>
  <section id="clear"><p style="color:#595959;background:#fff">Dark grey on white, 7:1.</p></section>
  <section id="aa"><p style="color:#767676;background:#fff">Mid grey on white, 4.5:1.</p></section>
  <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
</main></body></html>`;

const rulesFound = (results: Awaited<ReturnType<typeof scanWithAxe>>) =>
  results.violations.map((violation) => violation.id).sort();

test('the axe scan finds broken rules, within a region too, and 7:1 contrast when asked', async ({
  page,
}) => {
  await page.setContent(PAGE);
  expect(rulesFound(await scanWithAxe(page))).toEqual(['color-contrast', 'image-alt']);
  expect(rulesFound(await scanWithAxe(page, { within: '#clear' }))).toEqual([]);
  expect(rulesFound(await scanWithAxe(page, { within: '#aa' }))).toEqual([]);
  expect(rulesFound(await scanWithAxe(page, { within: '#aa', aaaContrast: true }))).toEqual([
    'color-contrast-enhanced',
  ]);
});

test('the axe scan refuses a page with a frame from another origin, which it would not scan', async ({
  page,
}) => {
  await page.setContent(PAGE);
  await page.evaluate(() => {
    const frame = document.createElement('iframe');
    frame.title = 'elsewhere';
    frame.src = 'http://127.0.0.2:9/';
    document.body.append(frame);
  });
  await expect(scanWithAxe(page)).rejects.toThrow(/frames from other origins/);
});
