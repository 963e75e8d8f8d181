import { expect, signInWithMfa, test } from '../support/fixtures';
import { checkPagesInVariant } from './support/check-page-states';
import { SECURITY_PAGES } from './support/pages';
import { VARIANTS } from './support/settings';

/** The security pages of issue 13 in every theme and size, after one sign-in. */
test('security pages pass in every theme', async ({ page, createUser, allowConsoleErrors }) => {
  test.setTimeout(480_000);
  // Later visits of /recovery-codes are refused (the set exists), which the browser and the
  // app's data client log.
  allowConsoleErrors(/Failed to load resource: the server responded with a status of 409/);
  allowConsoleErrors(/security\.issueFirstRecoveryCodes.*You already have recovery codes/s);
  const user = await createUser();
  await signInWithMfa(page, user);
  await expect(page).toHaveURL(/\/$/);
  for (const variant of VARIANTS) {
    await checkPagesInVariant(page, variant, SECURITY_PAGES);
  }
});
