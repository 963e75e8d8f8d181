import { expectNoSeriousViolations } from './support/accessibility-check';
import { expect, signInWithMfa, test } from './support/fixtures';
import { saveFirstRecoveryCodes } from './support/first-recovery-codes';
import { createIdentityAdmin } from './support/identity-admin';

const TOTP_PERIOD_IN_MS = 30_000;
/** The secret as the page groups it for reading: blocks of four Base32 characters. */
const SECRET_TEXT = /^[A-Z2-7]{4}( [A-Z2-7]{1,4})*$/;

/**
 * docs/product.md §4 "MFA setup completion", second path: a signed-in user with no authenticator
 * verifies a new one. The pool requires MFA, so the way a signed-in user ends up without one is
 * an administrator turning theirs off.
 */
test('a signed-in user whose authenticator was turned off must set up a new one', async ({
  page,
  createUser,
  environment,
  identityClock,
}) => {
  const user = await createUser();
  const toasts = page.getByRole('status').or(page.getByRole('alert'));
  const setupHeading = page.getByRole('heading', { level: 1, name: /Set up your authenticator/ });
  const secretKey = page.getByRole('region', { name: 'Secret key' }).getByText(SECRET_TEXT);

  await signInWithMfa(page, user);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();

  await createIdentityAdmin(environment).turnOffAuthenticatorApp(user.username);

  await test.step('the next page load asks for a new authenticator', async () => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/mfa-setup$/);
    await expect(setupHeading).toBeVisible();
    await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  await test.step('no app page opens until it is set up', async () => {
    for (const path of ['/', '/contacts', '/profile']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/mfa-setup$/);
      await expect(setupHeading).toBeVisible();
    }
  });

  await test.step('moving around in the app keeps the key the user may have scanned', async () => {
    await expect(secretKey).toHaveText(SECRET_TEXT);
    const keyBefore = await secretKey.textContent();
    const associations: string[] = [];
    page.on('request', (request) => {
      const target = request.headers()['x-amz-target'] ?? '';
      if (target.endsWith('.AssociateSoftwareToken')) associations.push(target);
    });
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await page.getByRole('link', { name: /Steadfast/ }).click();
    await expect.poll(() => visited).toEqual(['/', '/mfa-setup']);
    await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
    await expect(secretKey).toHaveText(keyBefore ?? '');
    expect(associations, 'a second request for a secret replaces the first').toEqual([]);
  });

  await test.step('the new authenticator is verified and the app opens', async () => {
    const secret = await secretKey.textContent();
    const authenticator = user.authenticator.withSecret(secret ?? '');
    // Each time step counts once per user and the sign-in used the current one: rather than
    // wait for the next, the identity server's clock moves on by one step.
    await identityClock.setOffsetInMs((await identityClock.offsetInMs()) + TOTP_PERIOD_IN_MS);
    await page
      .getByLabel('Verification code', { exact: true })
      .fill(await authenticator.nextCode());
    await page.getByRole('button', { name: 'Verify and finish' }).click();
    await expect(toasts.getByText('MFA setup completed successfully')).toBeVisible();
    await saveFirstRecoveryCodes(page);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  });

  await test.step('the identity service has the authenticator on again', async () => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/profile$/);
    const mfa = page.getByRole('region', { name: 'Two-step sign-in' });
    await expect(mfa.getByText(/^On: a code from your app/)).toBeVisible();
  });
});
