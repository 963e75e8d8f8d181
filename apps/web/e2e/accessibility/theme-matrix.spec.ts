import { test } from '../support/fixtures';
import { checkPagesInVariant } from './support/check-page-states';
import { PUBLIC_PAGES } from './support/pages';
import { gotoReady, VARIANTS } from './support/settings';

/**
 * Every public page in every theme at 100 % and 200 %: axe (WCAG 2.2 A/AA rules, no findings
 * at all), 44 px targets, and no sideways scrolling at 320 px.
 */
for (const variant of VARIANTS) {
  test(`public pages pass in the ${variant} theme`, async ({ page }) => {
    // Twelve page states; a development server compiling pages on first visit needs the room.
    test.setTimeout(240_000);
    await gotoReady(page, '/login');
    await checkPagesInVariant(page, variant, PUBLIC_PAGES);
  });
}
