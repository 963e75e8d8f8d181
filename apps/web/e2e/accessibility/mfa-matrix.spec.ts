import { expect, signIn, test } from '../support/fixtures';
import { checkCurrentPage } from './support/check-page-states';
import { createConfirmedUserWithoutMfa } from './support/confirmed-user';
import { DESKTOP, FONT_SIZES } from './support/pages';
import { gotoReady, storeSettings, VARIANTS } from './support/settings';

/**
 * The two MFA steps in every theme at 100 % and 200 %, reached by real sign-ins: axe (WCAG 2.2
 * A/AA rules, no findings at all), 44 px targets, and no sideways scrolling at 320 px.
 */

/**
 * The setup step lives only in the tab's memory of the sign-in (a reload loses the secret), so
 * each theme and size starts a fresh sign-in with the password: the settings are stored first
 * and the login page applies them, as it would for a person. No authenticator code is spent.
 */
test('the authenticator setup step passes in every theme and size', async ({
  page,
  environment,
  mailbox,
}) => {
  // Twelve sign-ins and page states; slow machines need the room.
  test.setTimeout(240_000);
  const user = await createConfirmedUserWithoutMfa({ ...environment, mailbox });
  await gotoReady(page, '/login');
  for (const variant of VARIANTS) {
    for (const fontSize of FONT_SIZES) {
      const label = `/mfa-setup in ${variant} at ${fontSize} %`;
      await test.step(label, async () => {
        await page.setViewportSize(DESKTOP);
        await storeSettings(page, variant, fontSize);
        await signIn(page, user);
        await expect(page).toHaveURL(/\/mfa-setup(\?|$)/);
        await expect(page.getByRole('img', { name: /QR code/ }).locator('svg')).toBeVisible();
        await expect(page.getByLabel('Verification code', { exact: true })).toBeVisible();
        await checkCurrentPage(page, variant, fontSize, label);
      });
    }
  }
});

/**
 * The code step survives a reload (the pending sign-in is kept for the tab), so one sign-in
 * serves every theme and size; a reload applies the stored settings.
 */
test('the authenticator code step passes in every theme and size', async ({ page, createUser }) => {
  test.setTimeout(240_000);
  const user = await createUser();
  await gotoReady(page, '/login');
  await signIn(page, user);
  await expect(page).toHaveURL(/\/mfa-verify(\?|$)/);
  for (const variant of VARIANTS) {
    for (const fontSize of FONT_SIZES) {
      const label = `/mfa-verify in ${variant} at ${fontSize} %`;
      await test.step(label, async () => {
        await storeSettings(page, variant, fontSize);
        await page.reload();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByLabel('Verification code', { exact: true })).toBeVisible();
        await checkCurrentPage(page, variant, fontSize, label);
      });
    }
  }
});
