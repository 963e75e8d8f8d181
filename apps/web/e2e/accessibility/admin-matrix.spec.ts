import { runAdminCommand } from '../support/admin-command';
import { expect, signInWithMfa, test } from '../support/fixtures';
import { checkCurrentPage, checkPagesInVariant } from './support/check-page-states';
import { gotoReady, storeSettings, VARIANTS } from './support/settings';

/** The dialog and the search results are checked at the default text size. */
const DEFAULT_SIZE = 100;

/**
 * The support console (issue 14) in every theme and size: the search with results, a person's
 * page, the audit log, and an action's dialog with its step-up fields.
 */
test('admin pages pass in every theme', async ({ page, environment, createUser }) => {
  test.setTimeout(480_000);
  const [admin, person] = await Promise.all([createUser(), createUser()]);
  await runAdminCommand(environment, ['grant', admin.username]);
  await signInWithMfa(page, admin);
  await expect(page).toHaveURL(/\/$/);
  const personPage = `/admin/people/${person.username}`;
  for (const variant of VARIANTS) {
    await checkPagesInVariant(page, variant, ['/admin', personPage, '/admin/audit']);
    await storeSettings(page, variant, DEFAULT_SIZE);
    await test.step(`/admin with results in ${variant}`, async () => {
      await gotoReady(page, '/admin');
      await page.mouse.move(0, 0);
      const search = page.getByLabel('Find a person', { exact: true });
      await search.fill(person.username);
      // Submitted from the keyboard: a pointer resting on the button would check its hover colours.
      await search.press('Enter');
      await expect(page.getByRole('link', { name: person.username, exact: true })).toBeVisible();
      await checkCurrentPage(page, variant, DEFAULT_SIZE, `/admin with results in ${variant}`);
    });
    await test.step(`the Reset authenticator dialog in ${variant}`, async () => {
      await gotoReady(page, personPage);
      await page.getByRole('button', { name: 'Reset authenticator', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Reset authenticator' });
      await expect(dialog.getByLabel('Authenticator code', { exact: true })).toBeVisible();
      // Measure the settled dialog, not a frame of its fade-in (MUI fades the dialog's container).
      await expect(dialog.locator('xpath=..')).toHaveCSS('opacity', '1');
      // The pointer rests where the button was, over the dialog's own: no hover colours.
      await page.mouse.move(0, 0);
      await checkCurrentPage(page, variant, DEFAULT_SIZE, `the dialog in ${variant}`);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      // Focus comes back to the button that opened the dialog.
      await expect(page.getByRole('button', { name: 'Reset authenticator' })).toBeFocused();
    });
  }
});
