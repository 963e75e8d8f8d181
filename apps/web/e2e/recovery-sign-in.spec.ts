import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/accessibility-check';
import { expect, REFUSED_IDENTITY_CALL, signIn, test } from './support/fixtures';
import { saveFirstRecoveryCodes } from './support/first-recovery-codes';
import { issueFirstRecoveryCodes } from './support/recovery-codes';
import { publicSecurityApi } from './support/security-api';

const TOTP_PERIOD_IN_MS = 30_000;
const SECRET_TEXT = /^[A-Z2-7]{4}( [A-Z2-7]{1,4})*$/;
const WRONG_RECOVERY_CODE = 'That recovery code is not right, or it has been used already.';
/** A refused recovery code is a 400 from the data API, which the browser logs. */
const REFUSED_API_CALL = /Failed to load resource: the server responded with a status of 400/;

async function openRecoveryForm(page: Page) {
  await expect(page).toHaveURL(/\/mfa-verify/);
  await page.getByRole('button', { name: 'Lost your authenticator? Use a recovery code' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Use a recovery code' })).toBeFocused();
}

async function useRecoveryCode(page: Page, password: string, recoveryCode: string) {
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Recovery code', { exact: true }).fill(recoveryCode);
  await page.getByRole('button', { name: 'Use recovery code' }).click();
}

/**
 * Issue 13, "Recovery codes": a person whose phone is gone signs in with the password and a
 * saved recovery code, sets up a new authenticator and gets a new set of codes; the used code
 * never works again and the account's address is told.
 */
test('a recovery code replaces a lost authenticator at sign-in, once', async ({
  page,
  browser,
  createUser,
  environment,
  mailbox,
  identityClock,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(REFUSED_API_CALL);
  allowConsoleErrors(REFUSED_IDENTITY_CALL);
  const user = await createUser();
  const codes = await issueFirstRecoveryCodes(environment, user);
  expect(codes).toHaveLength(10);
  const [usedCode = '', otherCode = ''] = codes;
  const since = new Date();

  await test.step('a wrong recovery code is refused under its field', async () => {
    await signIn(page, user, '/login?returnUrl=%2Fprofile');
    await openRecoveryForm(page);
    await expectNoSeriousViolations(page);
    await useRecoveryCode(page, user.password, 'aaaaa-bbbbb');
    const field = page.getByLabel('Recovery code', { exact: true });
    await expect(page.getByText(WRONG_RECOVERY_CODE)).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/mfa-verify/);
  });

  await test.step('the right one leads straight to setting up a new authenticator', async () => {
    await useRecoveryCode(page, user.password, usedCode.toUpperCase());
    await expect(page).toHaveURL(/\/mfa-setup\?returnUrl=%2Fprofile$/);
    await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  });

  await test.step('the new authenticator works and new codes are shown', async () => {
    const secret = await page
      .getByRole('region', { name: 'Secret key' })
      .getByText(SECRET_TEXT)
      .textContent();
    const authenticator = user.authenticator.withSecret(secret ?? '');
    // The API sign-in that made the first codes used the current time step; move one on.
    await identityClock.setOffsetInMs((await identityClock.offsetInMs()) + TOTP_PERIOD_IN_MS);
    await page
      .getByLabel('Verification code', { exact: true })
      .fill(await authenticator.nextCode());
    await page.getByRole('button', { name: 'Verify and finish' }).click();
    await expect(page).toHaveURL(/\/recovery-codes\?returnUrl=%2Fprofile$/);
    const newCodes = await saveFirstRecoveryCodes(page);
    expect(newCodes).not.toContain(otherCode);
    await expect(page).toHaveURL(/\/profile$/);
  });

  await test.step('the account’s address is told a recovery code was used', async () => {
    const mail = await mailbox.waitForMessage({
      to: user.email,
      since,
      subject: /A recovery code was used/,
    });
    expect(mail.text).toMatch(/recovery code/i);
  });

  await test.step('the used code is refused the next time', async () => {
    const context = await browser.newContext({ baseURL: environment.baseUrl });
    const again = await context.newPage();
    try {
      await signIn(again, user);
      await openRecoveryForm(again);
      await useRecoveryCode(again, user.password, usedCode);
      await expect(again.getByText(WRONG_RECOVERY_CODE)).toBeVisible();
      await expect(again).toHaveURL(/\/mfa-verify/);
    } finally {
      await context.close();
    }
  });
});

test('a wrong password with a recovery code is refused and not kept', async ({
  page,
  createUser,
  environment,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/Failed to load resource: the server responded with a status of 401/);
  const user = await createUser();
  const [code = ''] = await issueFirstRecoveryCodes(environment, user);
  await signIn(page, user);
  await openRecoveryForm(page);
  await useRecoveryCode(page, `${user.password}-wrong`, code);
  await expect(page.getByText('Incorrect username or password.')).toBeVisible();
  const passwordField = page.getByLabel('Password', { exact: true });
  await expect(passwordField).toHaveAttribute('aria-invalid', 'true');
  await expect(passwordField).toHaveValue('');
  await expect(page.getByLabel('Recovery code', { exact: true })).toHaveValue(code);

  await test.step('the way back to the authenticator code', async () => {
    await page
      .getByRole('button', { name: 'Use a code from your authenticator app instead' })
      .click();
    await expect(page.getByLabel('Verification code', { exact: true })).toBeFocused();
  });
});

test('after too many recovery attempts the form says to wait', async ({
  page,
  createUser,
  environment,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/Failed to load resource: the server responded with a status of 429/);
  const user = await createUser();
  const api = publicSecurityApi(environment.baseUrl);
  // The per-username limit: earlier wrong codes, from anywhere, count.
  for (let attempt = 0; attempt < 5; attempt++) {
    const refused = await api.recoverWithCode
      .mutate({ username: user.username, password: user.password, recoveryCode: 'aaaaa-bbbbb' })
      .then(() => null)
      .catch((error: unknown) => error);
    expect(refused, `attempt ${attempt + 1} is refused`).toBeInstanceOf(Error);
  }
  await signIn(page, user);
  await openRecoveryForm(page);
  await useRecoveryCode(page, user.password, 'aaaaa-ccccc');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Too many attempts. Please wait 15 minutes' }),
  ).toBeFocused();
  await expect(page).toHaveURL(/\/mfa-verify/);
});
