import { expect, signIn, test } from '../support/fixtures';
import { checkCurrentPage } from './support/check-page-states';
import { DESKTOP, FONT_SIZES } from './support/pages';
import { gotoReady, storeSettings, VARIANTS } from './support/settings';

/**
 * /mfa-verify's recovery-code form with the sign-in window's last warning showing, in every
 * theme at 100 % and 200 %: axe (WCAG 2.2 A/AA rules, no findings at all), 44 px targets, and
 * no sideways scrolling at 320 px. Both states live in the tab's memory of the sign-in, so each
 * theme and size starts a fresh sign-in; the browser's clock is moved to the warning.
 */
test('the recovery-code form and the countdown pass in every theme and size', async ({
  page,
  createUser,
}) => {
  test.setTimeout(240_000);
  const user = await createUser();
  await page.clock.install();
  await gotoReady(page, '/login');
  for (const variant of VARIANTS) {
    for (const fontSize of FONT_SIZES) {
      const label = `/mfa-verify's recovery form and countdown in ${variant} at ${fontSize} %`;
      await test.step(label, async () => {
        await page.setViewportSize(DESKTOP);
        await storeSettings(page, variant, fontSize);
        // Back to the real time: the identity service refuses a password proof from a browser
        // whose clock is minutes off.
        await page.clock.setSystemTime(Date.now());
        await signIn(page, user);
        await expect(page).toHaveURL(/\/mfa-verify(\?|$)/);
        await page
          .getByRole('button', { name: 'Lost your authenticator? Use a recovery code' })
          .click();
        await expect(page.getByLabel('Recovery code', { exact: true })).toBeVisible();
        await page.clock.fastForward('02:41');
        await expect(page.getByText('20 seconds left to finish signing in.')).toBeVisible();
        await checkCurrentPage(page, variant, fontSize, label);
      });
    }
  }
});
