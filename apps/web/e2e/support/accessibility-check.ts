import { expect, type Page } from '@playwright/test';
import { scanWithAxe } from './axe';

/** axe-core with the WCAG 2.2 AA rule set; serious and critical findings fail the test. */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
  // After a client-side navigation the new page's <title> arrives a moment after its content; a
  // page that never gets one still fails here.
  await expect(page, `page title of ${page.url()}`).toHaveTitle(/\S/);
  const results = await scanWithAxe(page);
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
  expect(serious, `accessibility violations on ${page.url()}`).toEqual([]);
}
