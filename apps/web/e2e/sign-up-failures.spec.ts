import { expectNoSeriousViolations } from './support/accessibility-check';
import { expect, fillSignUpForm, REFUSED_IDENTITY_CALL, test } from './support/fixtures';
import { extractCode } from './support/mailbox';
import { newUserDetails } from './support/test-user';

test('sign-up form problems are shown on the fields', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('Email', { exact: true }).fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByLabel('Username', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(page.getByText('username is required to signUp')).toBeVisible();
  await expect(page.getByText(/like name@example.com/)).toBeVisible();
  await expect(page.getByText(/^Password must include/)).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('a wrong emailed code is refused, then the right code confirms', async ({
  page,
  mailbox,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(REFUSED_IDENTITY_CALL);
  const user = newUserDetails();
  await page.goto('/signup');
  await fillSignUpForm(page, user);
  const since = new Date();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/confirm-signup/);
  const mail = await mailbox.waitForMessage({ to: user.email, since });
  const code = extractCode(mail.text);
  await page
    .getByLabel('Verification code', { exact: true })
    .fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Confirm account' }).click();
  await expect(
    page.getByRole('alert').getByText('Invalid verification code provided, please try again.'),
  ).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByLabel('Verification code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Confirm account' }).click();
  await expect(page).toHaveURL(/\/mfa-setup/);
  await page.getByLabel('Verification code', { exact: true }).fill('12345');
  await page.getByRole('button', { name: 'Verify and finish' }).click();
  await expect(page.getByText('Enter the code using only 6 digits')).toBeVisible();
});

test('the username is not taken twice', async ({ page, createUser, allowConsoleErrors }) => {
  allowConsoleErrors(REFUSED_IDENTITY_CALL);
  const existing = await createUser();
  const user = newUserDetails();
  await page.goto('/signup');
  await fillSignUpForm(page, { ...user, username: existing.username });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert').getByText('User already exists')).toBeVisible();
});

test('an MFA setup session that expired signs the user out and says why', async ({
  page,
  mailbox,
  identityClock,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(REFUSED_IDENTITY_CALL);
  const user = newUserDetails();
  await page.goto('/signup');
  await fillSignUpForm(page, user);
  const since = new Date();
  await page.getByRole('button', { name: 'Create account' }).click();
  const mail = await mailbox.waitForMessage({ to: user.email, since });
  await page.getByLabel('Verification code', { exact: true }).fill(extractCode(mail.text));
  await page.getByRole('button', { name: 'Confirm account' }).click();
  await expect(page).toHaveURL(/\/mfa-setup/);
  // Past the identity server's 3-minute sign-in session.
  await identityClock.setOffsetInMs(4 * 60 * 1000);
  await page.getByLabel('Verification code', { exact: true }).fill('123456');
  await page.getByRole('button', { name: 'Verify and finish' }).click();
  await expect(
    page
      .getByRole('alert')
      .getByText(
        'Your session has expired. Logging out for security - please sign in again to continue MFA setup.',
      ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login\?reason=session_expired&returnUrl=%2Fmfa-setup$/);
});
