import type { Browser, Page } from '@playwright/test';
import type { E2EEnvironment } from './support/environment';
import { expect, fillSignUpForm, REFUSED_IDENTITY_CALL, test as base } from './support/fixtures';
import { launchTrustingHostedDomain } from './support/hosted-sign-in';
import { waitForHydration } from './support/hydration';
import { startTestStack } from './support/test-stack';
import { newUserDetails } from './support/test-user';

/**
 * A stack of its own whose pool and web app confirm sign-ups by emailed link
 * (SIGNUP_CONFIRMATION=link), started once for this file's tests.
 */
const test = base.extend<object, { linkStack: E2EEnvironment; browser: Browser }>({
  linkStack: [
    async ({}, use) => {
      const stack = await startTestStack({
        dev: process.env.E2E_NEXT_DEV === '1',
        signUpConfirmation: 'link',
      });
      await use(stack.environment);
      await stack.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  browser: [
    async ({ linkStack }, use) => {
      const browser = await launchTrustingHostedDomain(linkStack.hostedSpkiSha256);
      await use(browser);
      await browser.close();
    },
    { scope: 'worker' },
  ],
});

const linkTest = test.extend({
  environment: async ({ linkStack }, use) => use(linkStack),
  baseURL: async ({ linkStack }, use) => use(linkStack.baseUrl),
});

/** Signs a new person up on the page's form until it asks them to open the emailed link. */
async function signUpAwaitingLink(page: Page) {
  const user = newUserDetails();
  await page.goto('/signup');
  await waitForHydration(page);
  await fillSignUpForm(page, user);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(
    page.getByRole('heading', { name: 'Check your email and open the link' }),
  ).toBeVisible();
  return user;
}

const LINK = /https:\/\/localhost:\d+\/confirmUser\?[^\s"'<>]+/;

linkTest(
  'sign-up confirmed by opening the emailed link in another browser continues to /mfa-setup',
  async ({ page, browser, mailbox, allowConsoleErrors }) => {
    // Each poll before the link is opened is a sign-in the pool refuses (not confirmed yet).
    allowConsoleErrors(REFUSED_IDENTITY_CALL);
    const since = new Date();
    const user = await signUpAwaitingLink(page);
    await expect(
      page.getByRole('heading', { name: 'Check your email and open the link' }),
    ).toBeFocused();

    const mail = await mailbox.waitForMessage({ to: user.email, since });
    const link = LINK.exec(mail.text)?.[0];
    expect(link, 'the confirmation link in the email').toBeTruthy();
    const elsewhere = await browser.newContext();
    const other = await elsewhere.newPage();
    await other.goto(link!);
    await expect(other.getByRole('heading', { name: 'Account confirmed' })).toBeVisible();
    await elsewhere.close();

    // The next poll (every 5 s) signs in and continues to the authenticator set-up.
    await expect(page).toHaveURL(/\/mfa-setup/, { timeout: 20_000 });
    await expect(page.getByRole('region', { name: 'Secret key' })).toBeVisible();
  },
);

linkTest(
  'a link never opened ends with the SPEC §8 message once 180 s have passed on the page clock',
  async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(REFUSED_IDENTITY_CALL);
    await page.clock.install();
    const user = await signUpAwaitingLink(page);

    // The first poll shows the polling has started; then the page's time jumps past 180 s.
    const firstPoll = page.waitForRequest(
      (request) => request.headers()['x-amz-target']?.endsWith('.InitiateAuth') ?? false,
    );
    await page.clock.fastForward(5_000);
    await firstPoll;
    await page.clock.fastForward(180_000);

    const problem = page
      .getByRole('region', { name: 'Check your email and open the link' })
      .getByRole('alert');
    await expect(problem).toContainText('The account was not confirmed on time.');
    await expect(problem).toContainText('Open the link in the email');
    await expect(problem).toBeFocused();
    await page.getByRole('link', { name: 'Go to sign in' }).click();
    await expect(page).toHaveURL(new RegExp(`/login\\?username=${user.username}$`));
  },
);
