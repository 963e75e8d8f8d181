import type { Browser, Page } from '@playwright/test';
import type { E2EEnvironment } from './support/environment';
import { expect, REFUSED_IDENTITY_CALL, signIn, signInWithMfa, test } from './support/fixtures';
import type { IdentityClock } from './support/identity-clock';
import type { TestUser } from './support/test-user';

const TOTP_PERIOD_IN_MS = 30_000;

/** The next authenticator code without waiting half a minute: the identity clock moves on. */
async function nextStep(identityClock: IdentityClock) {
  await identityClock.setOffsetInMs((await identityClock.offsetInMs()) + TOTP_PERIOD_IN_MS);
}

async function signOutHere(page: Page) {
  await page.getByRole('button', { name: /Account/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/login\?reason=signed_out$/);
}

/** A second browser (its own cookies), signed in with the code and, if asked, remembered. */
async function otherBrowser(
  browser: Browser,
  environment: E2EEnvironment,
  user: TestUser,
  rememberBrowser: boolean,
) {
  const context = await browser.newContext({ baseURL: environment.baseUrl });
  const page = await context.newPage();
  await signInWithMfa(page, user, '/login', { rememberBrowser });
  await expect(page).toHaveURL(/\/$/);
  return { context, page };
}

/**
 * Issue 16: "Remember this browser" at /mfa-verify. The browser that ticked it goes from the
 * password straight in; another browser is still asked for the code; the profile lists the
 * remembered browsers, marks this one, and forgetting one makes it ask for the code again
 * (Amplify's own "Device does not exist" retry makes that unnoticed).
 */
test('a remembered browser signs in without a code until it is forgotten', async ({
  page,
  browser,
  environment,
  createUser,
  identityClock,
}) => {
  test.setTimeout(120_000);
  const user = await createUser();

  await test.step('ticking "Remember this browser" remembers it once signed in', async () => {
    const remembered = page.waitForResponse((response) =>
      new URL(response.url()).pathname.endsWith('/api/trpc/security.browserRemembered'),
    );
    await signInWithMfa(page, user, '/login', { rememberBrowser: true });
    await expect(page).toHaveURL(/\/$/);
    expect((await remembered).ok(), 'security.browserRemembered answered').toBe(true);
  });

  await test.step('the next sign-in here goes from the password straight in', async () => {
    await signOutHere(page);
    await signIn(page, user);
    await expect(page).toHaveURL(/\/$/);
  });

  await nextStep(identityClock);
  const other = await otherBrowser(browser, environment, user, true);

  await test.step('the profile lists both, this one marked, and the activity says so', async () => {
    await page.goto('/profile');
    const section = page.getByRole('region', { name: 'Remembered browsers' });
    await expect(section.getByRole('listitem')).toHaveCount(2);
    await expect(section.getByText(/^Chrome \d+, Linux \(this browser\)$/)).toBeVisible();
    await page.goto('/profile/security');
    await expect(page.getByText('Browser remembered (no code asked there)').first()).toBeVisible();
  });

  await test.step('forgetting the other browser makes it ask for the code again', async () => {
    await page.goto('/profile');
    const section = page.getByRole('region', { name: 'Remembered browsers' });
    await section.getByRole('button', { name: /^Forget Chrome \d+, Linux$/ }).click();
    await expect(section.getByRole('listitem')).toHaveCount(1);
    // The other browser still holds the forgotten device: Amplify is told "Device does not
    // exist.", drops it and signs in again without one, so the person only sees the code step.
    other.page.on('console', (message) => {
      if (message.type() === 'error' && !REFUSED_IDENTITY_CALL.test(message.text())) {
        throw new Error(`unexpected console error: ${message.text()}`);
      }
    });
    await signOutHere(other.page);
    await signIn(other.page, user);
    await expect(other.page).toHaveURL(/\/mfa-verify/);
    await expect(other.page.getByLabel('Verification code', { exact: true })).toBeVisible();
    // Nothing about the refusal reaches the person: no form alert, no toast.
    await expect(other.page.getByText(/Device does not exist|Login failed/)).toHaveCount(0);
    await expect(other.page.locator('form [role=alert]').filter({ hasText: /\S/ })).toHaveCount(0);
    await page.goto('/profile/security');
    await expect(page.getByText('Remembered browser forgotten').first()).toBeVisible();
  });

  await test.step('this browser is still remembered', async () => {
    await signOutHere(page);
    await signIn(page, user);
    await expect(page).toHaveURL(/\/$/);
  });
  await other.context.close();
});

test('signing out everywhere forgets every remembered browser', async ({
  page,
  createUser,
  identityClock,
  allowConsoleErrors,
}) => {
  test.setTimeout(90_000);
  // The browser still holds the forgotten device; Amplify's retry after the refusal is silent.
  allowConsoleErrors(REFUSED_IDENTITY_CALL);
  const user = await createUser();
  await signInWithMfa(page, user, '/login', { rememberBrowser: true });
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/profile');
  await page
    .getByRole('region', { name: 'Sessions' })
    .getByRole('button', { name: 'Sign out everywhere' })
    .click();
  await expect(page).toHaveURL(/\/login\?reason=signed_out_everywhere/);
  await nextStep(identityClock);
  await signIn(page, user);
  await expect(page).toHaveURL(/\/mfa-verify/);
});
