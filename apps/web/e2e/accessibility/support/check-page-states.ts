import { expect, type Page } from '@playwright/test';
import { test } from '../../support/fixtures';
import {
  applyTextSpacingOverrides,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
} from './page-checks';
import { DESKTOP, FONT_SIZES, NARROW } from './pages';
import { gotoReady, storeSettings, type Variant } from './settings';
import { expectTargetsAtLeast } from './target-sizes';

/** The senior-friendly variant promises 48 px targets; every other variant 44 px. */
const minimumTarget = (variant: Variant) => (variant === 'senior-friendly' ? 48 : 44);

/**
 * The checks for the page as it is now, in `variant` at `fontSize`: axe and targets at desktop
 * width, then no sideways scrolling at 320 px (and with WCAG text spacing once, at default 100 %).
 */
export async function checkCurrentPage(
  page: Page,
  variant: Variant,
  fontSize: number,
  label: string,
) {
  // After a client-side navigation the new page's <title> arrives a moment after its content.
  await expect(page, `${label}: page title`).toHaveTitle(/\S/);
  await expectNoAxeViolations(page, label, { aaaContrast: variant === 'high-contrast' });
  await expectTargetsAtLeast(page, minimumTarget(variant), label);
  await page.setViewportSize(NARROW);
  await expectNoHorizontalScroll(page, `${label}, 320 px wide`);
  if (variant === 'default' && fontSize === FONT_SIZES[0]) {
    await applyTextSpacingOverrides(page);
    await expectNoHorizontalScroll(page, `${label}, 320 px wide, WCAG text spacing`);
  }
  await page.setViewportSize(DESKTOP);
}

/**
 * One variant across pages and font sizes on a single page object: settings go into storage
 * once per size and each navigation applies them, as a reload would for a person.
 */
export async function checkPagesInVariant(page: Page, variant: Variant, paths: string[]) {
  for (const fontSize of FONT_SIZES) {
    await storeSettings(page, variant, fontSize);
    for (const path of paths) {
      const label = `${path} in ${variant} at ${fontSize} %`;
      await test.step(label, async () => {
        await page.setViewportSize(DESKTOP);
        await gotoReady(page, path);
        await checkCurrentPage(page, variant, fontSize, label);
      });
    }
  }
}
