import { test as base, expect, type Page, type Response } from '@playwright/test';
import { readEnvironment, type E2EEnvironment } from './environment';
import { createIdentityClock, type IdentityClock } from './identity-clock';
import { createMailbox, type Mailbox } from './mailbox';
import { createAuthenticator, type TotpClock } from './totp';
import { createUserWithMfa, type newUserDetails, type TestUser } from './test-user';

interface Fixtures {
  environment: E2EEnvironment;
  mailbox: Mailbox;
  identityClock: IdentityClock;
  /** Console errors matching these are expected by the test (for example a refused password). */
  allowConsoleErrors: (pattern: RegExp) => void;
  createUser: () => Promise<TestUser>;
}

export const test = base.extend<Fixtures>({
  // Read when a test runs: the global setup has started the servers by then.
  baseURL: async ({}, use) => use(readEnvironment().baseUrl),
  environment: async ({}, use) => use(readEnvironment()),
  mailbox: async ({ environment }, use) => use(createMailbox(environment.mailboxUrl)),
  identityClock: async ({ environment }, use) => {
    const clock = createIdentityClock(environment.controlUrl);
    await use(clock);
    await clock.setOffsetInMs(0);
  },
  allowConsoleErrors: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const unexpected: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (!allowed.some((pattern) => pattern.test(text))) unexpected.push(text);
      });
      page.on('pageerror', (error) => unexpected.push(`uncaught: ${error.message}`));
      await use((pattern) => allowed.push(pattern));
      expect(unexpected, 'unexpected console errors').toEqual([]);
    },
    { auto: true },
  ],
  createUser: async ({ environment, mailbox, identityClock }, use) => {
    await use(() =>
      createUserWithMfa({
        identityUrl: environment.identityUrl,
        clientId: environment.clientId,
        mailbox,
        clock: identityClock,
      }),
    );
  },
});

export { expect };

/** Browsers log every refused identity call as a failed resource load; these are expected there. */
export const REFUSED_IDENTITY_CALL =
  /Failed to load resource: the server responded with a status of 400/;

export async function signIn(
  page: Page,
  user: Pick<TestUser, 'username' | 'password'>,
  path = '/login',
) {
  await page.goto(path);
  await page.getByLabel('Username', { exact: true }).fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Fills /signup's five fields (the page must be open); the caller submits. */
export async function fillSignUpForm(page: Page, user: ReturnType<typeof newUserDetails>) {
  await page.getByLabel('Username', { exact: true }).fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('First name', { exact: true }).fill(user.firstName);
  await page.getByLabel('Last name', { exact: true }).fill(user.lastName);
}

export async function signInWithMfa(
  page: Page,
  user: TestUser,
  path = '/login',
  options: { rememberBrowser?: boolean } = {},
) {
  await signIn(page, user, path);
  await expect(page).toHaveURL(/\/mfa-verify/);
  await page
    .getByLabel('Verification code', { exact: true })
    .fill(await user.authenticator.nextCode());
  if (options.rememberBrowser) {
    await page.getByRole('checkbox', { name: 'Remember this browser' }).check();
  }
  const recorded = page.waitForResponse((response) =>
    new URL(response.url()).pathname.endsWith('/api/trpc/user.recordSignIn'),
  );
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectTrialRecorded(await recorded);
}

/**
 * On /mfa-setup: reads the secret key as a person copies it, answers with a code from it and
 * finishes; the completed sign-in must have recorded the trial (decision 007).
 */
export async function finishAuthenticatorSetup(page: Page, clock: TotpClock) {
  const secretText = await page
    .getByRole('region', { name: 'Secret key' })
    .getByText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})*$/)
    .textContent();
  const authenticator = createAuthenticator(secretText ?? '', clock);
  await page.getByLabel('Verification code', { exact: true }).fill(await authenticator.nextCode());
  const recorded = page.waitForResponse((response) =>
    new URL(response.url()).pathname.endsWith('/api/trpc/user.recordSignIn'),
  );
  await page.getByRole('button', { name: 'Verify and finish' }).click();
  await expectTrialRecorded(await recorded);
  return authenticator;
}

/** The completed sign-in created the app's user record with its trial dates (decision 007). */
async function expectTrialRecorded(response: Response) {
  expect(response.ok(), 'user.recordSignIn answered').toBe(true);
  const [answer] = (await response.json()) as [
    { result: { data: { json: { trialStartDate: string | null; trialEndDate: string | null } } } },
  ];
  const { trialStartDate, trialEndDate } = answer.result.data.json;
  expect(trialStartDate, 'trial start').toEqual(expect.any(String));
  expect(trialEndDate, 'trial end').toEqual(expect.any(String));
}
