import type { Page } from '@playwright/test';

/** Mirrors src/features/accessibility/settings.ts; the browser tests state the contract again. */
export const STORAGE_KEY = 'accessibility-settings';
export const VARIANTS = [
  'default',
  'dark',
  'high-contrast',
  'senior-friendly',
  'blue',
  'warm',
] as const;
export type Variant = (typeof VARIANTS)[number];

/** Writes the settings the way the app stores them; they apply on the next navigation. */
export async function storeSettings(page: Page, themeVariant: Variant, fontSize: number) {
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    STORAGE_KEY,
    JSON.stringify({ fontSize, themeVariant }),
  ] as const);
}

export async function readStoredSettings(page: Page): Promise<unknown> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY);
  return raw === null ? null : JSON.parse(raw);
}

/** Pages render a loading view until the session is known; the page's h1 means it is ready. */
export async function gotoReady(page: Page, path: string) {
  await page.goto(path);
  await page.locator('main h1').first().waitFor();
}
