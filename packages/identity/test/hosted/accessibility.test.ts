import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { uniqueUser } from '../harness.js';
import {
  authorizeUrl,
  callbackUrl,
  newPkce,
  useHostedServer,
  webOrigin,
} from './hosted-harness.js';

const env = useHostedServer();
let browser: Browser;

beforeAll(async () => {
  // Trusts the hosted certificate's key only; no certificate check is switched off.
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      `--ignore-certificate-errors-spki-list=${String(env.harness.identity.hostedSpkiSha256)}`,
    ],
  });
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

async function expectAccessible(page: Page, what: string) {
  // Legacy mode runs axe in the page itself. The default also scans frames from other origins,
  // which the hosted pages have none of, and merges the results in a new page: twice the time.
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const found = results.violations.map((violation) => ({
    rule: violation.id,
    targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 3),
  }));
  expect(found, `axe on ${what}`).toEqual([]);
  // 320 px wide with the text at 200 %: nothing needs scrolling sideways.
  // Runs in the page (a string, as this package is compiled without the DOM's types).
  const overflow = (await page.evaluate(`(() => {
    document.documentElement.style.fontSize = '200%';
    const limit = document.documentElement.clientWidth;
    const wide = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > limit ||
        // A field scrolls its own text; anything else must wrap.
        (element.tagName !== 'INPUT' && element.scrollWidth > element.clientWidth))
      .map((element) => element.tagName + '.' + element.className);
    return { overflow: document.documentElement.scrollWidth - limit, wide };
  })()`)) as { overflow: number; wide: string[] };
  expect(overflow, `horizontal overflow on ${what} at 200 % text`).toEqual({
    overflow: 0,
    wide: [],
  });
  await page.evaluate(`document.documentElement.style.fontSize = ''`);
}

/**
 * Each test walks several pages and runs axe on each (about a second a page on a busy 2-core
 * machine), so it gets more than the package's default budget.
 */
const PAGES_TEST_MS = 60_000;

for (const colorScheme of ['light', 'dark'] as const) {
  describe(`hosted pages in the ${colorScheme} scheme at 320 px are axe-clean and reflow at 200 % text`, () => {
    let context: BrowserContext;
    let page: Page;
    beforeEach(async () => {
      context = await browser.newContext({ colorScheme, viewport: { width: 320, height: 640 } });
      page = await context.newPage();
    });
    afterEach(async () => {
      await context?.close();
    });

    it(
      `sign-in (${colorScheme}): login, its error, authenticator set-up, its error, TOTP code`,
      async () => {
        await page.goto(authorizeUrl(env, await newPkce()).href);
        await expect(page.getByRole('heading', { name: 'Sign in' }).isVisible()).resolves.toBe(
          true,
        );
        await expectAccessible(page, 'login');
        await page.getByLabel('Username', { exact: true }).fill('nobody-at-all');
        await page.getByLabel('Password', { exact: true }).fill('Wrong-Horse-1');
        await page.getByRole('button', { name: 'Sign in' }).click();
        await page.getByRole('alert').waitFor();
        await expectAccessible(page, 'login with an error');

        const person = uniqueUser(`a11y${colorScheme}`);
        await env.harness.identity.seedUsers([person]);
        await page.getByLabel('Username', { exact: true }).fill(person.username);
        await page.getByLabel('Password', { exact: true }).fill(person.password);
        await page.getByRole('button', { name: 'Sign in' }).click();
        await page.getByRole('heading', { name: 'Set up your authenticator app' }).waitFor();
        await expectAccessible(page, 'authenticator set-up');
        await page.getByLabel('Code from your authenticator app', { exact: true }).fill('000000');
        await page.getByRole('button', { name: 'Verify' }).click();
        await page.locator('#field-code-error').waitFor();
        await expectAccessible(page, 'authenticator set-up with an error');

        const { person: enrolled } = await env.newPerson(`a11ytotp${colorScheme}`);
        await page.goto(authorizeUrl(env, await newPkce(), { prompt: 'login' }).href);
        await page.getByLabel('Username', { exact: true }).fill(enrolled.username);
        await page.getByLabel('Password', { exact: true }).fill(enrolled.password);
        await page.getByRole('button', { name: 'Sign in' }).click();
        await page.getByRole('heading', { name: 'Enter your authenticator code' }).waitFor();
        await expectAccessible(page, 'TOTP code');
      },
      PAGES_TEST_MS,
    );

    it(
      `error pages (${colorScheme}): a refused request, a failed link confirmation`,
      async () => {
        await page.goto(
          authorizeUrl(env, await newPkce(), { redirect_uri: 'https://attacker.example/' }).href,
        );
        await expect(page.getByRole('heading').first().isVisible()).resolves.toBe(true);
        await expectAccessible(page, 'error page');
        await page.goto(
          `${env.hostedUrl}/confirmUser?client_id=x&user_name=y&confirmation_code=123456`,
        );
        await expect(page.getByRole('heading').first().isVisible()).resolves.toBe(true);
        await expectAccessible(page, 'confirmation failed');
      },
      PAGES_TEST_MS,
    );

    it(
      `sign-up (${colorScheme}): the form, its error, the confirmation code`,
      async () => {
        const { search } = authorizeUrl(env, await newPkce());
        const newcomer = uniqueUser(`a11ysignup${colorScheme}`);
        await page.goto(`${env.hostedUrl}/signup${search}`);
        await page.getByRole('heading', { name: 'Create an account' }).waitFor();
        await expectAccessible(page, 'sign-up');
        await page.getByLabel('Username', { exact: true }).fill(newcomer.username);
        await page.getByLabel('Email', { exact: true }).fill(newcomer.email);
        await page.getByLabel('Password', { exact: true }).fill('short');
        await page.getByRole('button', { name: 'Sign up' }).click();
        await page.locator('#field-password-error').waitFor();
        await expectAccessible(page, 'sign-up with an error');
        await page.getByLabel('Password', { exact: true }).fill(newcomer.password);
        await page.getByRole('button', { name: 'Sign up' }).click();
        await page.getByRole('heading', { name: 'Confirm your account' }).waitFor();
        await expectAccessible(page, 'sign-up confirmation code');
      },
      PAGES_TEST_MS,
    );

    it(
      `forgot password (${colorScheme}): the form, the new password, its error`,
      async () => {
        const { search } = authorizeUrl(env, await newPkce());
        const { person: enrolled } = await env.newPerson(`a11yreset${colorScheme}`);
        await page.goto(`${env.hostedUrl}/forgotPassword${search}`);
        await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
        await expectAccessible(page, 'forgot password');
        await page.getByLabel('Username', { exact: true }).fill(enrolled.username);
        await page.getByRole('button', { name: 'Send code' }).click();
        await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
        await expectAccessible(page, 'new password');
        await page.getByLabel('Code from your email', { exact: true }).fill('000000');
        await page.getByLabel('New password', { exact: true }).fill('short');
        await page.getByRole('button', { name: 'Change password' }).click();
        await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
        await page.locator('[aria-invalid="true"]').first().waitFor();
        await expectAccessible(page, 'new password with an error');
      },
      PAGES_TEST_MS,
    );
  });
}

describe('the hosted pages in Chromium', () => {
  it('go back to the app after the TOTP form (the CSP allows that redirect) with no console errors', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // The app under test is not running here: its callback page is answered by the browser.
    await page.route(`${webOrigin}/**`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>app</title>' }),
    );
    try {
      const { person, authenticator } = await env.newPerson('chromium');
      await page.goto(authorizeUrl(env, await newPkce()).href);
      await page.getByLabel('Username', { exact: true }).fill(person.username);
      await page.getByLabel('Password', { exact: true }).fill(person.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page
        .getByLabel('Code from your authenticator app', { exact: true })
        .fill(authenticator.nextCode());
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.waitForURL((url) => url.href.startsWith(`${callbackUrl}?code=`));
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
