import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './chromium';
import { expect } from './fixtures';
import { waitForHydration } from './hydration';
import type { Authenticator } from './totp';

/**
 * Chromium trusting the hosted domain's certificate, and only it: the key of the certificate
 * the identity server's local CA issued, by its SPKI hash. No certificate check is switched off.
 */
export function launchTrustingHostedDomain(spkiSha256: string): Promise<Browser> {
  return chromium.launch({
    ...CHROMIUM_LAUNCH_OPTIONS,
    args: [...CHROMIUM_LAUNCH_OPTIONS.args, `--ignore-certificate-errors-spki-list=${spkiSha256}`],
  });
}

/** From /login's "More ways to sign in" to the hosted domain's sign-in form. */
export async function openHostedSignIn(page: Page, hostedUrl: string, path = '/login') {
  await page.goto(path);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'More ways to sign in' }).click();
  await expect(page).toHaveURL((url) => url.origin === hostedUrl);
  await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible();
}

/** The hosted form: username and password, as the hosted pages label them. */
export async function submitHostedPassword(
  page: Page,
  user: { username: string; password: string },
) {
  await page.getByLabel('Username', { exact: true }).fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

export async function submitHostedCode(page: Page, authenticator: Authenticator) {
  await page
    .getByLabel('Code from your authenticator app', { exact: true })
    .fill(await authenticator.nextCode());
  await page.getByRole('button', { name: 'Verify' }).click();
}

/** Back on the app's /contacts, signed in, welcomed as a hosted sign-in. */
export async function expectHostedWelcome(page: Page, firstName: string) {
  await expect(page.getByRole('heading', { name: `Welcome, ${firstName}` })).toBeVisible();
  await expect(page.getByText('You signed in on the hosted sign-in page')).toBeVisible();
  // Amplify replaced the callback's code and state in the address once it used them.
  expect(new URL(page.url()).pathname).toBe('/contacts');
  expect(new URL(page.url()).search).toBe('');
}
