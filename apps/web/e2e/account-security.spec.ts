import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/accessibility-check';
import { expect, REFUSED_IDENTITY_CALL, signIn, signInWithMfa, test } from './support/fixtures';
import { callIdentity } from './support/identity-api';
import { extractCode } from './support/mailbox';
import { freshCode, publicSecurityApi } from './support/security-api';

test.describe.configure({ mode: 'serial' });

const SECRET_TEXT = /^[A-Z2-7]{4}( [A-Z2-7]{1,4})*$/;
const CODE_TEXT = /^[a-z2-9]{5}-[a-z2-9]{5}$/;
/**
 * Refused calls to the data API are logged by the browser, and the app logs a failed call of
 * its data client (the second visit's "you already have codes" refusal).
 */
const REFUSED_API_CALL = /Failed to load resource: the server responded with a status of 40\d/;
const LOGGED_FIRST_CODES_REFUSAL =
  /security\.issueFirstRecoveryCodes.*You already have recovery codes/s;

function recoveryCodes(page: Page) {
  return page.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem');
}

/** Reads the shown codes and confirms they are saved, which lets "Continue" go on. */
async function saveShownCodes(page: Page): Promise<string[]> {
  await expect(recoveryCodes(page)).toHaveCount(10);
  const codes = await recoveryCodes(page).allTextContents();
  codes.forEach((code) => expect(code).toMatch(CODE_TEXT));
  const continueButton = page.getByRole('button', { name: 'Continue' });
  await expect(continueButton).toBeDisabled();
  await page.getByLabel('I have saved these codes').check();
  await continueButton.click();
  return codes;
}

async function confirmStepUp(page: Page, password: string, code: string) {
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Authenticator code', { exact: true }).fill(code);
}

/**
 * Issue 13 while signed in: saving the first recovery codes, making new ones, a new phone, the
 * security emails and the activity list, and deleting the account, in one person's order.
 */
test('recovery codes, a new authenticator, activity, security emails and deletion', async ({
  page,
  createUser,
  environment,
  mailbox,
  identityClock,
  allowConsoleErrors,
}) => {
  test.setTimeout(240_000);
  allowConsoleErrors(REFUSED_IDENTITY_CALL);
  allowConsoleErrors(REFUSED_API_CALL);
  allowConsoleErrors(LOGGED_FIRST_CODES_REFUSAL);
  const user = await createUser();
  let password = user.password;
  let email = user.email;
  let authenticator = user.authenticator;
  const twoStep = page.getByRole('region', { name: 'Two-step sign-in' });
  let firstCodes: string[] = [];

  await test.step('the first codes are shown once, copied, downloaded and printed', async () => {
    await signInWithMfa(page, user, '/login?returnUrl=%2Fprofile');
    await page.goto('/recovery-codes?returnUrl=%2Fprofile');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Save your recovery codes' }),
    ).toBeVisible();
    await expect(recoveryCodes(page)).toHaveCount(10);
    const shown = await recoveryCodes(page).allTextContents();
    await expectNoSeriousViolations(page);

    await page.getByRole('button', { name: 'Copy codes' }).click();
    await expect(page.getByRole('status').getByText(/codes are copied/)).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    shown.forEach((code) => expect(copied).toContain(code));

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download codes' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('steadfast-recovery-codes.txt');
    const text = await readFile((await file.path()) ?? '', 'utf8');
    expect(text).toContain('Steadfast recovery codes');
    expect(text).toContain(`Username: ${user.username}`);
    shown.forEach((code) => expect(text).toContain(code));

    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes');
    });
    await page.getByRole('button', { name: 'Print codes' }).click();
    await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
    await page.emulateMedia({ media: 'print' });
    await expect(recoveryCodes(page).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy codes' })).toBeHidden();
    await expect(page.getByRole('banner')).toBeHidden();
    await page.emulateMedia({ media: 'screen' });

    firstCodes = await saveShownCodes(page);
    expect(firstCodes).toEqual(shown);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(twoStep.getByText('Recovery codes: 10 of 10 left')).toBeVisible();
  });

  await test.step('a second visit does not make another set', async () => {
    await page.goto('/recovery-codes');
    await expect(page.getByText(/You already have recovery codes/)).toBeVisible();
    await expect(recoveryCodes(page)).toHaveCount(0);
    await page.getByRole('link', { name: 'Go to the Security page' }).click();
    await expect(page).toHaveURL(/\/profile\/security$/);
  });

  let newCodes: string[] = [];
  await test.step('new codes need a step-up, and the old ones stop working', async () => {
    const since = new Date();
    await page.goto('/profile');
    await twoStep.getByRole('link', { name: 'Make new codes' }).click();
    await expect(page).toHaveURL(/\/profile\/recovery-codes$/);
    await expectNoSeriousViolations(page);
    await confirmStepUp(page, password, await freshCode(authenticator, identityClock));
    await page.getByRole('button', { name: 'Make new codes' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Save your new recovery codes' }),
    ).toBeFocused();
    newCodes = await saveShownCodes(page);
    expect(newCodes.filter((code) => firstCodes.includes(code))).toEqual([]);
    await expect(page).toHaveURL(/\/profile$/);

    await expect(
      publicSecurityApi(environment.baseUrl).recoverWithCode.mutate({
        username: user.username,
        password,
        recoveryCode: firstCodes[0] ?? '',
      }),
    ).rejects.toThrow('That recovery code is not right, or it has been used already.');
    await mailbox.waitForMessage({ to: email, since, subject: /New recovery codes/ });
  });

  await test.step('a password change is emailed to the account', async () => {
    const since = new Date();
    const changed = `${password}x`;
    await page.goto('/profile');
    await page.getByLabel('Current password', { exact: true }).fill(password);
    await page.getByLabel('New password', { exact: true }).fill(changed);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password has been changed.')).toBeVisible();
    password = changed;
    await mailbox.waitForMessage({ to: email, since, subject: /password was changed/ });
  });

  await test.step('an email change is told to the old and the new address', async () => {
    const since = new Date();
    const newEmail = `new-${email}`;
    await page.getByLabel('Email', { exact: true }).fill(newEmail);
    await page.getByRole('button', { name: 'Change email' }).click();
    const codeMail = await mailbox.waitForMessage({ to: newEmail, since });
    await page.getByLabel('Verification code', { exact: true }).fill(extractCode(codeMail.text));
    await page.getByRole('button', { name: 'Confirm new email' }).click();
    await expect(page.getByText('Your new email address is confirmed.')).toBeVisible();
    await mailbox.waitForMessage({ to: email, since, subject: /email address .* was changed/ });
    await mailbox.waitForMessage({ to: newEmail, since, subject: /now the email address/ });
    email = newEmail;
  });

  await test.step('a new phone: step-up, the same QR and key, a code from the new app', async () => {
    const since = new Date();
    await twoStep.getByRole('link', { name: 'New phone?' }).click();
    await expect(page).toHaveURL(/\/profile\/authenticator$/);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await expect(page.getByLabel('Recovery code', { exact: true })).toBeFocused();
    await page.getByRole('button', { name: 'Use an authenticator code instead' }).click();
    await confirmStepUp(page, password, await freshCode(authenticator, identityClock));
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: 'New authenticator app' }),
    ).toBeFocused();
    await expectNoSeriousViolations(page);
    const secret = await page
      .getByRole('region', { name: 'Secret key' })
      .getByText(SECRET_TEXT)
      .textContent();
    const newApp = authenticator.withSecret(secret ?? '');
    await page
      .getByLabel('Verification code', { exact: true })
      .fill(await freshCode(newApp, identityClock));
    await page.getByRole('button', { name: 'Verify and finish' }).click();
    await expect(page.getByText(/Your new authenticator app is set up/)).toBeVisible();
    await mailbox.waitForMessage({ to: email, since, subject: /new authenticator app/ });

    const oldApp = authenticator;
    authenticator = newApp;
    await page.getByRole('button', { name: /Account/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out', exact: true }).click();
    await expect(page).toHaveURL(/\/login\?reason=signed_out$/);
    await signIn(page, { username: user.username, password });
    await expect(page).toHaveURL(/\/mfa-verify/);
    const codeField = page.getByLabel('Verification code', { exact: true });
    await codeField.fill(await freshCode(oldApp, identityClock));
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Invalid MFA code')).toBeVisible();
    await codeField.fill(await freshCode(newApp, identityClock));
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  await test.step('the security page lists each step, newest first', async () => {
    await page.goto('/profile/security');
    await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
    const activity = page.getByRole('region', { name: 'Recent activity' }).getByRole('listitem');
    await expect(activity.first()).toBeVisible();
    const items = await activity.allTextContents();
    const position = (words: string) => items.findIndex((item) => item.startsWith(words));
    for (const words of [
      'Signed in',
      'Authenticator app replaced',
      'Email address changed',
      'Password changed',
      'Recovery code refused',
      'New recovery codes made',
    ])
      expect(position(words), `${words} in ${items.join(' | ')}`).toBeGreaterThanOrEqual(0);
    expect(position('Authenticator app replaced')).toBeLessThan(position('Email address changed'));
    expect(position('Email address changed')).toBeLessThan(position('Password changed'));
    expect(position('Password changed')).toBeLessThan(position('Recovery code refused'));
    expect(position('Recovery code refused')).toBeLessThan(position('New recovery codes made'));
    expect(items.find((item) => item.startsWith('Password changed'))).toMatch(
      /Linux, 127\.0\.0\.1/,
    );
    await expectNoSeriousViolations(page);
  });

  await test.step('deleting the account signs out and frees the username', async () => {
    const since = new Date();
    await page.goto('/profile');
    await page
      .getByRole('region', { name: 'Delete account' })
      .getByRole('link', { name: 'Delete account' })
      .click();
    await expect(page).toHaveURL(/\/profile\/delete-account$/);
    await expectNoSeriousViolations(page);
    // A code that is not the app's is refused under its field, and nothing is deleted.
    await confirmStepUp(page, password, '000000');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const codeField = page.getByLabel('Authenticator code', { exact: true });
    await expect(codeField).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/profile\/delete-account$/);
    await confirmStepUp(page, password, await freshCode(authenticator, identityClock));
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL(/\/login\?reason=account_deleted$/);
    await expect(page.getByText('Your account has been deleted.')).toBeVisible();
    await mailbox.waitForMessage({ to: email, since, subject: /account was deleted/ });

    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login\?returnUrl=%2Fprofile/);
    await callIdentity(environment.identityUrl, 'SignUp', {
      ClientId: environment.clientId,
      Username: user.username,
      Password: user.password,
      UserAttributes: [
        { Name: 'email', Value: user.email },
        { Name: 'custom:firstName', Value: user.firstName },
        { Name: 'custom:lastName', Value: user.lastName },
      ],
    });
  });
});
