import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/accessibility-check';
import { expect, REFUSED_IDENTITY_CALL, signIn, signInWithMfa, test } from './support/fixtures';

const alerts = (page: Page) => page.getByRole('alert');

test('a wrong password and an unknown user get the same answer', async ({
  page,
  createUser,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(REFUSED_IDENTITY_CALL);
  const user = await createUser();
  await signIn(page, { username: user.username, password: `${user.password}-wrong` });
  await expect(alerts(page).getByText('Incorrect username or password.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  await expectNoSeriousViolations(page);

  await signIn(page, { username: 'nobody-by-this-name', password: 'Whatever-1!' });
  await expect(alerts(page).getByText('Incorrect username or password.')).toBeVisible();
});

test('repeated wrong passwords lock sign-in for a while', async ({
  page,
  createUser,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(REFUSED_IDENTITY_CALL);
  const user = await createUser();
  await page.goto('/login');
  await page.getByLabel('Username', { exact: true }).fill(user.username);
  const lockedOut = page.getByText('Password attempts exceeded').first();
  for (let attempt = 0; attempt < 12 && !(await lockedOut.isVisible()); attempt++) {
    await page.getByLabel('Password', { exact: true }).fill(`wrong-${attempt}`);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
  }
  await expect(lockedOut).toBeVisible();
});

test('empty fields are refused before any call', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const username = page.getByLabel('Username', { exact: true });
  await expect(username).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('username is required to signIn')).toBeVisible();
  await expect(page.getByText('password is required to signIn')).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('a wrong authenticator code is refused and the right one accepted', async ({
  page,
  createUser,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(REFUSED_IDENTITY_CALL);
  const user = await createUser();
  await signIn(page, user);
  await expect(page).toHaveURL(/\/mfa-verify/);
  await page.getByLabel('Verification code', { exact: true }).fill('000000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Invalid MFA code')).toBeVisible();
  await expect(page.getByLabel('Verification code', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expectNoSeriousViolations(page);
  await page
    .getByLabel('Verification code', { exact: true })
    .fill(await user.authenticator.nextCode());
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an expired MFA session signs the user out and says why', async ({
  page,
  createUser,
  identityClock,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(REFUSED_IDENTITY_CALL);
  const user = await createUser();
  await signIn(page, user);
  await expect(page).toHaveURL(/\/mfa-verify/);
  // The sign-in session lasts 3 minutes on the identity server; move its clock past that.
  await identityClock.setOffsetInMs(4 * 60 * 1000);
  await page
    .getByLabel('Verification code', { exact: true })
    .fill(await user.authenticator.nextCode());
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    alerts(page).getByText(
      'Your session has expired. Logging out for security - please sign in again to continue.',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login\?reason=session_expired&returnUrl=%2Fmfa-verify$/);
  await expect(page.getByText(/Your sign-in session expired/)).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('signing in while signed in is refused', async ({ page, createUser }) => {
  const user = await createUser();
  await signInWithMfa(page, user);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/login');
  await page.getByLabel('Username', { exact: true }).fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(alerts(page).getByText('There is already a signed in user.')).toBeVisible();
});

test('a protected page sends a visitor to sign in and back again', async ({ page, createUser }) => {
  const user = await createUser();
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fprofile$/);
  await page.getByLabel('Username', { exact: true }).fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/mfa-verify\?returnUrl=%2Fprofile$/);
  await page
    .getByLabel('Verification code', { exact: true })
    .fill(await user.authenticator.nextCode());
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
});

for (const external of ['https://evil.example/steal', '//evil.example/steal', '/\\evil.example']) {
  test(`an external returnUrl (${external}) is ignored`, async ({
    page,
    createUser,
    environment,
  }) => {
    const user = await createUser();
    await signInWithMfa(page, user, `/login?returnUrl=${encodeURIComponent(external)}`);
    await expect(page).toHaveURL(`${environment.baseUrl}/`);
  });
}

test('/contacts welcomes a user signed in with a password as such, and leads home', async ({
  page,
  createUser,
  environment,
}) => {
  const user = await createUser();
  await signInWithMfa(page, user);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/contacts');
  await expect(page.getByRole('heading', { name: `Welcome, ${user.firstName}` })).toBeVisible();
  await expect(
    page.getByText('You signed in here with your password and authenticator app.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Go to your home page' }).click();
  await expect(page).toHaveURL(`${environment.baseUrl}/`);
});
