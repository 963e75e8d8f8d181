import { expect, test } from '../support/fixtures';
import { gotoReady, STORAGE_KEY, storeSettings } from './support/settings';

declare global {
  interface Window {
    firstFrames?: { theme: string | null; fontSize: string; background: string | null }[];
    themeHistory?: (string | null)[];
  }
}

test.beforeEach(async ({ page }) => {
  // Runs before any page script: records each animation frame until the body exists, and every
  // value `data-theme` takes, so a flash of another theme cannot go unseen.
  await page.addInitScript(() => {
    window.firstFrames = [];
    window.themeHistory = [];
    // `<html>` may not exist yet when this runs, so watch the whole document.
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        if (mutation.target !== document.documentElement) continue;
        window.themeHistory?.push(document.documentElement.getAttribute('data-theme'));
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-theme'] });
    const record = () => {
      const root = document.documentElement;
      window.firstFrames?.push({
        theme: root.getAttribute('data-theme'),
        fontSize: root.style.fontSize,
        background: document.body ? getComputedStyle(document.body).backgroundColor : null,
      });
      if (!document.body) requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  });
});

test('the stored theme and size are in the first painted frame after a reload', async ({
  page,
}) => {
  await gotoReady(page, '/login');
  await storeSettings(page, 'high-contrast', 150);
  await page.reload();
  await page.locator('main h1').first().waitFor();

  const frames = await page.evaluate(() => window.firstFrames ?? []);
  expect(frames.length).toBeGreaterThan(0);
  for (const frame of frames)
    expect(frame).toMatchObject({ theme: 'high-contrast', fontSize: '150%' });
  expect(frames.at(-1)?.background).toBe('rgb(0, 0, 0)');

  // Hydration and later renders never switch the theme away, even for a moment.
  expect(await page.evaluate(() => window.themeHistory)).toEqual(['high-contrast']);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'high-contrast');
  await expect(page.locator('html')).toHaveCSS('font-size', '24px');
});

test('the server sends the init script in <head> with the CSP nonce', async ({ page, request }) => {
  const response = await request.get('/login');
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
  expect(nonce).toBeTruthy();
  expect(head).toContain(`<script id="accessibility-init" nonce="${nonce}">`);
  expect(head).toContain(STORAGE_KEY);
  await gotoReady(page, '/login');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'default');
});

test('until a theme is chosen, the dark system preference gives the dark theme', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await gotoReady(page, '/login');
  const frames = await page.evaluate(() => window.firstFrames ?? []);
  expect(frames[0]?.theme).toBe('dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('another open tab follows a change', async ({ page, context }) => {
  await gotoReady(page, '/settings/accessibility');
  const other = await context.newPage();
  await gotoReady(other, '/login');
  await page.getByRole('radio', { name: /Warm/ }).check();
  await page.getByRole('button', { name: 'Larger text' }).click();
  await expect(other.locator('html')).toHaveAttribute('data-theme', 'warm');
  await expect(other.locator('html')).toHaveCSS('font-size', '17.6px');
});

test('reduced motion switches transitions off', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await gotoReady(page, '/login');
  const duration = await page
    .getByRole('button', { name: 'Sign in', exact: true })
    .evaluate((element) => parseFloat(getComputedStyle(element).transitionDuration));
  expect(duration).toBeLessThan(0.001);
});
