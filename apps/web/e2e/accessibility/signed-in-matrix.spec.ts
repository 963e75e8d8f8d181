import { expect, signInWithMfa, test } from '../support/fixtures';
import { checkPagesInVariant } from './support/check-page-states';
import { SIGNED_IN_PAGES } from './support/pages';
import { VARIANTS } from './support/settings';

/** One sign-in, then every signed-in page in every theme and size (a sign-in costs a TOTP step). */
test('signed-in pages pass in every theme', async ({ page, createUser }) => {
  test.setTimeout(360_000);
  const user = await createUser();
  // Remembered, so the profile's "Remembered browsers" shows a row (this browser) to check.
  await signInWithMfa(page, user, '/login', { rememberBrowser: true });
  await expect(page).toHaveURL(/\/$/);
  for (const variant of VARIANTS) {
    await checkPagesInVariant(page, variant, SIGNED_IN_PAGES);
  }
});
