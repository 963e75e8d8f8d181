import { expect, type Page } from '@playwright/test';
import { scanWithAxe } from '../../support/axe';

/**
 * Every axe finding fails, whatever its impact. `within` limits the scan to one region (a dialog
 * over a page already scanned); `aaaContrast` adds the 7:1 text rule (WCAG 1.4.6) that the
 * high-contrast theme promises.
 */
export async function expectNoAxeViolations(
  page: Page,
  label: string,
  options: { within?: string; aaaContrast?: boolean } = {},
) {
  const results = await scanWithAxe(page, options);
  const violations = results.violations.map((violation) => ({
    rule: violation.id,
    help: violation.help,
    nodes: violation.nodes.slice(0, 4).map((node) => ({
      target: node.target.join(' '),
      summary: node.failureSummary?.split('\n').slice(0, 3).join(' '),
    })),
  }));
  expect.soft(violations, `axe violations: ${label}`).toEqual([]);
}

export async function expectNoHorizontalScroll(page: Page, label: string) {
  const widths = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    viewportWidth: document.documentElement.clientWidth,
  }));
  expect
    .soft(widths.scrollWidth, `horizontal scroll: ${label}`)
    .toBeLessThanOrEqual(widths.viewportWidth);
}

/** WCAG 1.4.12: the user's own text-spacing overrides must not break the layout. */
export async function applyTextSpacingOverrides(page: Page) {
  await page.addStyleTag({
    content: `* { line-height: 1.5 !important; letter-spacing: 0.12em !important;
      word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }`,
  });
}
