import type { Page } from '@playwright/test';
import { createConfirmedUserWithoutMfa } from './accessibility/support/confirmed-user';
import { expectNoSeriousViolations } from './support/accessibility-check';
import { expect, REFUSED_IDENTITY_CALL, signIn, test } from './support/fixtures';

const ABOUT_A_MINUTE = 'About a minute left to finish signing in.';
const TWENTY_SECONDS = '20 seconds left to finish signing in.';

/** The countdown's live region: the one status region that mentions the sign-in window. */
const countdown = (page: Page) =>
  page.getByRole('status').filter({ hasText: /left to finish signing in/ });

/**
 * Issue 13, "The 3-minute sign-in window, announced" (WCAG 2.2.1): the browser's clock is
 * Playwright's, moved by hand; the 3 minutes count from when the authenticator step arrived.
 */
test('the authenticator step says twice how long is left, and Start again keeps the username', async ({
  page,
  createUser,
  identityClock,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(REFUSED_IDENTITY_CALL);
  const user = await createUser();
  await page.clock.install();
  await signIn(page, user, '/login?returnUrl=%2Fprofile');
  await expect(page).toHaveURL(/\/mfa-verify/);

  await test.step('nothing is said while more than a minute is left', async () => {
    await page.clock.fastForward('01:55');
    await expect(page.getByText(ABOUT_A_MINUTE)).toHaveCount(0);
    await expect(page.getByText(TWENTY_SECONDS)).toHaveCount(0);
  });

  await test.step('about a minute left, said once, politely', async () => {
    await page.clock.fastForward('00:06');
    await expect(countdown(page)).toHaveText(ABOUT_A_MINUTE);
    await expect(countdown(page)).not.toHaveAttribute('aria-live', 'assertive');
    await page.clock.fastForward('00:30');
    await expect(countdown(page)).toHaveText(ABOUT_A_MINUTE);
  });

  await test.step('20 seconds left', async () => {
    await page.clock.fastForward('00:10');
    await expect(countdown(page)).toHaveText(TWENTY_SECONDS);
    await expectNoSeriousViolations(page);
  });

  await test.step('the identity service still ends the sign-in at 3 minutes', async () => {
    await identityClock.setOffsetInMs(4 * 60 * 1000);
    await page
      .getByLabel('Verification code', { exact: true })
      .fill(await user.authenticator.nextCode());
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/login\?reason=session_expired&returnUrl=%2Fmfa-verify$/);
  });
});

test('Start again returns to the login page with the username filled in', async ({
  page,
  createUser,
}) => {
  const user = await createUser();
  await signIn(page, user, '/login?returnUrl=%2Fprofile');
  await expect(page).toHaveURL(/\/mfa-verify/);
  await page.getByRole('link', { name: 'Start again' }).click();
  await expect(page).toHaveURL(
    `/login?username=${encodeURIComponent(user.username)}&returnUrl=%2Fprofile`,
  );
  await expect(page.getByLabel('Username', { exact: true })).toHaveValue(user.username);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
});

test('a reload of the authenticator step keeps the countdown and who is signing in', async ({
  page,
  createUser,
}) => {
  const user = await createUser();
  await page.clock.install();
  await signIn(page, user);
  await expect(page).toHaveURL(/\/mfa-verify/);
  await page.clock.fastForward('01:00');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.clock.fastForward('01:01');
  await expect(countdown(page)).toHaveText(ABOUT_A_MINUTE);
  await page.getByRole('button', { name: 'Lost your authenticator? Use a recovery code' }).click();
  await expect(page.getByLabel('Recovery code', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Username', { exact: true })).toHaveCount(0);
});

test('the authenticator setup of a sign-in counts down too', async ({
  page,
  environment,
  mailbox,
}) => {
  const user = await createConfirmedUserWithoutMfa({ ...environment, mailbox });
  await page.clock.install();
  await signIn(page, user);
  await expect(page).toHaveURL(/\/mfa-setup/);
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  await page.clock.fastForward('02:01');
  await expect(countdown(page)).toHaveText(ABOUT_A_MINUTE);
  await page.clock.fastForward('00:40');
  await expect(countdown(page)).toHaveText(TWENTY_SECONDS);
  await expectNoSeriousViolations(page);
  await page.getByRole('link', { name: 'Start again' }).click();
  await expect(page.getByLabel('Username', { exact: true })).toHaveValue(user.username);
});
