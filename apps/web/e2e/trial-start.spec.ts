import { expect, finishAuthenticatorSetup, signIn, test } from './support/fixtures';
import { saveFirstRecoveryCodes } from './support/first-recovery-codes';
import { createConfirmedUser } from './support/test-user';

/**
 * docs/product.md §3 "User" and decision 007: a new account's trial starts when its first
 * sign-in completes, whichever page it lands on, not when the profile is first opened.
 */
test('a new account’s trial starts at its first sign-in, though it goes straight home', async ({
  page,
  environment,
  mailbox,
  identityClock,
}) => {
  const user = await createConfirmedUser({
    identityUrl: environment.identityUrl,
    clientId: environment.clientId,
    mailbox,
  });
  await signIn(page, user);
  await expect(page).toHaveURL(/\/mfa-setup/);
  await finishAuthenticatorSetup(page, identityClock);
  await saveFirstRecoveryCodes(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
});
