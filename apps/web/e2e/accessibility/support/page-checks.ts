import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

/**
 * Every axe finding fails, whatever its impact. `within` limits the scan to one region (a dialog
 * over a page already scanned); `aaaContrast` adds the 7:1 text rule (WCAG 1.4.6) that the
 * high-contrast theme promises. Only violations are collected, which keeps each scan short.
 */
export async function expectNoAxeViolations(
  page: Page,
  label: string,
  { within, aaaContrast = false }: { within?: string; aaaContrast?: boolean } = {},
) {
  const builder = new AxeBuilder({ page })
    .options({
      resultTypes: ['violations'],
      ...(aaaContrast ? { rules: { 'color-contrast-enhanced': { enabled: true } } } : {}),
    })
    .withTags(AXE_TAGS);
  const results = await (within ? builder.include(within) : builder).analyze();
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
