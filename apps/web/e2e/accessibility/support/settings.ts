import type { Page } from '@playwright/test';
import { waitForHydration } from '../../support/hydration';

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
/** The variants whose variables are inline in every page; the others come from /theme.css. */
export const INLINE_VARIANTS: readonly Variant[] = ['default', 'dark'];

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

/** Ready: the page's h1 shows (after the loading view, if any) and its script has taken over. */
export async function gotoReady(page: Page, path: string) {
  await page.goto(path);
  await page.locator('main h1').first().waitFor();
  await waitForHydration(page);
}
