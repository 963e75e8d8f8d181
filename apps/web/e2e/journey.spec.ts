import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/accessibility-check';
import { expect, signIn, test } from './support/fixtures';
import { saveFirstRecoveryCodes } from './support/first-recovery-codes';
import { extractCode } from './support/mailbox';
import { newUserDetails } from './support/test-user';
import { createAuthenticator } from './support/totp';

test.describe.configure({ mode: 'serial' });

/**
 * The data API's answer to the browser asking `user.me` to take the identity service's values
 * now (after a profile change), as the text of its JSON body.
 */
async function refreshedUserMe(page: Page): Promise<string> {
  const response = await page.waitForResponse(
    (candidate) =>
      candidate.url().includes('/api/trpc/user.me') &&
      decodeURIComponent(candidate.url()).includes('"refresh":true'),
  );
  expect(response.status()).toBe(200);
  return response.text();
}

test('a new user signs up, sets up MFA and uses every account feature', async ({
  page,
  browser,
  environment,
  mailbox,
  identityClock,
}) => {
  const user = newUserDetails();
  const toasts = page.getByRole('status').or(page.getByRole('alert'));

  await test.step('sign up', async () => {
    await page.goto('/signup');
    await expect(page).toHaveTitle(/Create an account/);
    await expectNoSeriousViolations(page);
    await page.getByLabel('Username', { exact: true }).fill(user.username);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await expect(page.getByText('At least 8 characters (done)')).toBeAttached();
    await page.getByLabel('Email', { exact: true }).fill(user.email);
    await page.getByLabel('First name', { exact: true }).fill(user.firstName);
    await page.getByLabel('Last name', { exact: true }).fill(user.lastName);
    const since = new Date();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/confirm-signup/);
    await expect(page.getByLabel('Username', { exact: true })).toHaveValue(user.username);
    await expectNoSeriousViolations(page);
    const mail = await mailbox.waitForMessage({ to: user.email, since });
    await page.getByLabel('Verification code', { exact: true }).fill(extractCode(mail.text));
    await page.getByRole('button', { name: 'Confirm account' }).click();
  });

  let authenticator = createAuthenticator('A', identityClock);
  await test.step('set up the authenticator app', async () => {
    await expect(page).toHaveURL(/\/mfa-setup/);
    await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
    await expectNoSeriousViolations(page);
    const secretText = await page
      .getByRole('region', { name: 'Secret key' })
      .getByText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})*$/)
      .textContent();
    authenticator = createAuthenticator(secretText ?? '', identityClock);
    await page
      .getByLabel('Verification code', { exact: true })
      .fill(await authenticator.nextCode());
    await page.getByRole('button', { name: 'Verify and finish' }).click();
    await expect(toasts.getByText('MFA setup completed successfully')).toBeVisible();
  });

  await test.step('the first recovery codes are saved', async () => {
    await saveFirstRecoveryCodes(page);
    await expectNoSeriousViolations(page);
  });

  await test.step('home greets the user', async () => {
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('heading', { level: 1, name: `Welcome, ${user.firstName}` }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /Accessibility settings/ })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  await test.step('profile shows account, MFA and trial', async () => {
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Profile' })
      .click();
    await expect(page).toHaveURL(/\/profile$/);
    const account = page.getByRole('region', { name: 'Account' });
    await expect(account.getByText(user.username, { exact: true })).toBeVisible();
    await expect(account.getByText(`${user.email} (verified)`)).toBeVisible();
    const subscription = page.getByRole('region', { name: 'Subscription and trial' });
    await expect(subscription.getByText('Free trial')).toBeVisible();
    await expect(subscription.getByText(/14 days left/)).toBeVisible();
    const mfa = page.getByRole('region', { name: 'Two-step sign-in' });
    await expect(mfa.getByText(/^On: a code from your app/)).toBeVisible();
    await expectNoSeriousViolations(page);
    const names = page.getByRole('region', { name: 'Your name' });
    await names.getByLabel('First name', { exact: true }).fill(`${user.firstName}a`);
    const refreshed = refreshedUserMe(page);
    await names.getByRole('button', { name: 'Save name' }).click();
    expect(await refreshed).toContain(`"firstName":"${user.firstName}a"`);
    await expect(toasts.getByText('Your name has been saved.')).toBeVisible();
    await expect(account.getByText(`${user.firstName}a ${user.lastName}`)).toBeVisible();
  });

  await test.step('sign out from the account menu', async () => {
    await page.getByRole('button', { name: /Account/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out', exact: true }).click();
    await expect(page).toHaveURL(/\/login\?reason=signed_out$/);
    await expect(page.getByText('You have signed out.')).toBeVisible();
  });

  await test.step('sign in with password and authenticator code', async () => {
    await signIn(page, user);
    await expect(page).toHaveURL(/\/mfa-verify/);
    await expectNoSeriousViolations(page);
    await page
      .getByLabel('Verification code', { exact: true })
      .fill(await authenticator.nextCode());
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  const changedPassword = `${user.password}x`;
  await test.step('change password', async () => {
    await page.goto('/profile');
    await page.getByLabel('Current password', { exact: true }).fill(user.password);
    await page.getByLabel('New password', { exact: true }).fill(changedPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(toasts.getByText('Your password has been changed.')).toBeVisible();
  });

  const resetPassword = `${user.password}y`;
  await test.step('forgot password', async () => {
    await page.getByRole('button', { name: /Account/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out', exact: true }).click();
    await expect(page).toHaveURL(/\/login/);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password/);
    await expectNoSeriousViolations(page);
    await page.getByLabel('Username', { exact: true }).fill(user.username);
    const since = new Date();
    await page.getByRole('button', { name: 'Send reset code' }).click();
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    const mail = await mailbox.waitForMessage({ to: user.email, since });
    await page.getByLabel('Verification code', { exact: true }).fill(extractCode(mail.text));
    await page.getByLabel('New password', { exact: true }).fill(resetPassword);
    await expectNoSeriousViolations(page);
    const resetAt = new Date();
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page).toHaveURL(/\/login\?reason=password_reset/);
    // The reset goes through the app server, which tells the person it happened.
    await mailbox.waitForMessage({ to: user.email, since: resetAt, subject: /password was reset/ });
    await expect(page.getByLabel('Username', { exact: true })).toHaveValue(user.username);
  });

  await test.step('forgot username', async () => {
    await page.getByRole('link', { name: 'Forgot your username?' }).click();
    await expect(page).toHaveURL(/\/forgot-username/);
    await expectNoSeriousViolations(page);
    await page.getByLabel('Email', { exact: true }).fill(user.email);
    const since = new Date();
    await page.getByRole('button', { name: 'Email my username' }).click();
    await expect(
      page.getByText('If an account exists for that address, we have emailed its username.'),
    ).toBeVisible();
    const mail = await mailbox.waitForMessage({ to: user.email, since, subject: /username/i });
    expect(mail.text).toContain(user.username);
  });

  const newEmail = `new-${user.email}`;
  await test.step('change email with a code sent to the new address', async () => {
    await signIn(page, { username: user.username, password: resetPassword });
    await page
      .getByLabel('Verification code', { exact: true })
      .fill(await authenticator.nextCode());
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/profile');
    await page.getByLabel('Email', { exact: true }).fill(newEmail);
    const since = new Date();
    await page.getByRole('button', { name: 'Change email' }).click();
    const mail = await mailbox.waitForMessage({ to: newEmail, since });
    const account = page.getByRole('region', { name: 'Account' });
    await expect(account.getByText(`${user.email} (verified)`)).toBeVisible();
    await page.getByLabel('Verification code', { exact: true }).fill(extractCode(mail.text));
    const refreshed = refreshedUserMe(page);
    await page.getByRole('button', { name: 'Confirm new email' }).click();
    expect(await refreshed).toContain(`"email":"${newEmail}"`);
    await expect(account.getByText(`${newEmail} (verified)`)).toBeVisible();
    await page.reload();
    await expect(page.getByRole('region', { name: 'Account' }).getByText(newEmail)).toBeVisible();
  });

  await test.step('sign out everywhere ends the sessions on other devices too', async () => {
    const otherContext = await browser.newContext({ baseURL: environment.baseUrl });
    const otherDevice = await otherContext.newPage();
    await signIn(otherDevice, { username: user.username, password: resetPassword });
    await otherDevice
      .getByLabel('Verification code', { exact: true })
      .fill(await authenticator.nextCode());
    await otherDevice.getByRole('button', { name: 'Continue' }).click();
    await expect(otherDevice).toHaveURL(/\/$/);

    await page
      .getByRole('region', { name: 'Sessions' })
      .getByRole('button', { name: 'Sign out everywhere' })
      .click();
    await expect(page).toHaveURL(/\/login\?reason=signed_out_everywhere/);
    await expect(page.getByText('You have signed out on every device.')).toBeVisible();
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login\?returnUrl=%2Fprofile/);

    // The other device still holds a well-formed token; the data API finds it revoked.
    await otherDevice.goto('/profile');
    await expect(otherDevice).toHaveURL(/\/login\?reason=session_ended/);
    await expect(otherDevice.getByText(/Your session has ended/)).toBeVisible();
    await otherContext.close();
  });
});
