import { expect, test } from '../support/fixtures';
import { expectNoAxeViolations, expectNoHorizontalScroll } from './support/page-checks';
import { DESKTOP, NARROW } from './support/pages';
import { gotoReady, storeSettings, VARIANTS } from './support/settings';
import { expectTargetsAtLeast } from './support/target-sizes';

/** The header dialog is part of every page, so it gets the same checks in every theme. */
test('the header dialog passes in every theme at 100 % and 200 %', async ({ page }) => {
  test.setTimeout(240_000);
  await gotoReady(page, '/login');
  for (const variant of VARIANTS) {
    for (const fontSize of [100, 200]) {
      const label = `header dialog in ${variant} at ${fontSize} %`;
      await test.step(label, async () => {
        await storeSettings(page, variant, fontSize);
        await page.setViewportSize(DESKTOP);
        await gotoReady(page, '/login');
        await page.getByRole('button', { name: 'Accessibility settings' }).click();
        // Measure the settled dialog, not a frame of its opening animation.
        await expect(page.getByRole('dialog', { name: 'Accessibility settings' })).toHaveCSS(
          'opacity',
          '1',
        );
        await expectNoAxeViolations(page, label, {
          within: '[role="dialog"]',
          aaaContrast: variant === 'high-contrast',
        });
        await expectTargetsAtLeast(page, variant === 'senior-friendly' ? 48 : 44, label);
        await page.setViewportSize(NARROW);
        await expectNoHorizontalScroll(page, `${label}, 320 px wide`);
      });
    }
  }
  await page.setViewportSize(DESKTOP);
});
