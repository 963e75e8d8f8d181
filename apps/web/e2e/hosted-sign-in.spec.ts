import type { Browser } from '@playwright/test';
import { readEnvironment } from './support/environment';
import { expect, test as base } from './support/fixtures';
import {
  expectHostedWelcome,
  launchTrustingHostedDomain,
  openHostedSignIn,
  submitHostedCode,
  submitHostedPassword,
} from './support/hosted-sign-in';
import { createConfirmedUser } from './support/test-user';
import { createAuthenticator } from './support/totp';

/** The shared stack's hosted domain, trusted by its certificate's key only. */
const test = base.extend<object, { browser: Browser }>({
  browser: [
    async ({}, use) => {
      const browser = await launchTrustingHostedDomain(readEnvironment().hostedSpkiSha256);
      await use(browser);
      await browser.close();
    },
    { scope: 'worker' },
  ],
});

test('hosted sign-in with TOTP lands on /contacts signed in, and hosted sign-out on /login with the tokens gone', async ({
  page,
  environment,
  createUser,
}) => {
  const user = await createUser();

  await test.step('"More ways to sign in" on /login, the hosted form, then the TOTP code', async () => {
    await openHostedSignIn(page, environment.hostedUrl, '/login?returnUrl=%2Fprofile');
    await submitHostedPassword(page, user);
    await expect(
      page.getByRole('heading', { name: 'Enter your authenticator code' }),
    ).toBeVisible();
    await submitHostedCode(page, user.authenticator);
    await expectHostedWelcome(page, user.firstName);
  });

  await test.step('the welcome continues to the returnUrl the person had', async () => {
    await page.getByRole('link', { name: 'Continue where you were' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText(user.email)).toBeVisible();
  });

  await test.step('sign-out goes through the hosted /logout and lands on /login', async () => {
    const hostedLogout = page.waitForRequest(
      (request) =>
        request.url().startsWith(`${environment.hostedUrl}/logout?`) &&
        request.isNavigationRequest(),
    );
    await page.getByRole('button', { name: /Account/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out', exact: true }).click();
    const logout = new URL((await hostedLogout).url());
    expect(logout.searchParams.get('client_id')).toBe(environment.clientId);
    expect(logout.searchParams.get('logout_uri')).toBe(`${environment.baseUrl}/login`);
    await expect(page).toHaveURL(`${environment.baseUrl}/login`);
    await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible();
  });

  await test.step('the tokens are gone, here and on the hosted domain', async () => {
    const cookies = await page.context().cookies(environment.baseUrl);
    expect(
      cookies.filter((cookie) => /idToken|accessToken|refreshToken/.test(cookie.name)),
    ).toEqual([]);
    await page.goto('/contacts');
    await expect(page).toHaveURL(/\/login\?returnUrl=%2Fcontacts$/);
    // The hosted session ended too: the hosted form asks again instead of signing straight in.
    await openHostedSignIn(page, environment.hostedUrl);
  });
});

test('a hosted user without an authenticator sets one up on the hosted pages, then lands on /contacts', async ({
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
  await openHostedSignIn(page, environment.hostedUrl);
  await submitHostedPassword(page, user);
  await expect(page.getByRole('heading', { name: 'Set up your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  await submitHostedCode(page, createAuthenticator(secret, identityClock));
  await expectHostedWelcome(page, user.firstName);
  await page.getByRole('link', { name: 'Go to your home page' }).click();
  await expect(page.getByRole('heading', { name: `Welcome, ${user.firstName}` })).toBeVisible();
});

test('a return from the hosted domain that cannot finish says so and leads back to sign in', async ({
  page,
}) => {
  await page.goto('/contacts?error=access_denied&state=unknown');
  await expect(page.getByRole('heading', { name: 'Sign-in did not finish' })).toBeFocused();
  await expect(
    page.getByText("Couldn't finish OAuth flow, check your User Pool HostedUI settings"),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
