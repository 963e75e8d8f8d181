import type { Browser, Page, Response } from '@playwright/test';
import { runAdminCommand } from './support/admin-command';
import { detailValue, findPerson, runPersonAction } from './support/admin-console';
import {
  expect,
  finishAuthenticatorSetup,
  REFUSED_IDENTITY_CALL,
  signIn,
  signInWithMfa,
  test,
} from './support/fixtures';

/** The console's pages, as a person's page of someone who exists and the audit log. */
const consolePaths = (username: string) => ['/admin', '/admin/audit', `/admin/people/${username}`];

/**
 * The app's not-found page with its status, decided before anything streams: the same for a
 * signed-out visitor, a signed-in person who is no admin, and a path no page has.
 */
async function expectNotFound(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), `${path} answers not found`).toBe(404);
  await expect(page.getByText('This page could not be found.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Audit log' })).toHaveCount(0);
}

/** The search on /admin is the URL's: reload, back and forward show what it says. */
async function expectSearchInUrl(page: Page, query: string, found: string) {
  await page.goto('/admin');
  const field = page.getByLabel('Find a person', { exact: true });
  const result = page.getByRole('link', { name: found, exact: true });
  await field.fill(query);
  await field.press('Enter');
  await expect(result).toBeVisible();
  expect(new URL(page.url()).searchParams.get('q')).toBe(query);
  await page.reload();
  await expect(result).toBeVisible();
  await expect(field).toHaveValue(query);
  await page.goBack();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(result).toHaveCount(0);
  await expect(field).toHaveValue('');
  await page.goForward();
  await expect(result).toBeVisible();
  await expect(field).toHaveValue(query);
}

/** Everything a page loads as JavaScript, fetched again once the page is loaded. */
async function loadedScripts(page: Page, path: string): Promise<string> {
  const urls = new Set<string>();
  const collect = (response: Response) => {
    if (response.request().resourceType() === 'script') urls.add(response.url());
  };
  page.on('response', collect);
  await page.goto(path, { waitUntil: 'networkidle' });
  page.off('response', collect);
  // The browser may have let go of a body already (development mode does); the server has not.
  const bodies = [...urls].map(async (url) => (await page.request.get(url)).text());
  return (await Promise.all(bodies)).join('\n');
}

/** The helped person signs in in a browser of their own, apart from the administrator's. */
async function personsPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  return { page: await context.newPage(), close: () => context.close() };
}

/**
 * Support helps a locked-out person end to end (issue 14): the admin is made with the real
 * command, finds the person by the start of their email address, resets their authenticator
 * with a step-up, disables and enables their sign-in, extends their trial; the person sees each
 * effect, is emailed about each, and the audit log lists it all.
 */
test('an administrator helps a person from the support console', async ({
  page,
  browser,
  baseURL,
  environment,
  mailbox,
  identityClock,
  createUser,
  allowConsoleErrors,
}) => {
  test.setTimeout(180_000);
  allowConsoleErrors(REFUSED_IDENTITY_CALL);
  allowConsoleErrors(/status of 404/);
  const [admin, person] = await Promise.all([createUser(), createUser()]);
  for (const path of [...consolePaths(person.username), '/no-such-page']) {
    await expectNotFound(page, path);
  }
  const since = new Date();
  expect(await runAdminCommand(environment, ['grant', admin.username])).toContain(admin.username);

  await signInWithMfa(page, admin);
  await expect(page).toHaveURL(/\/$/);
  for (const path of consolePaths(person.username)) {
    expect((await page.goto(path))?.status(), `${path} answers an admin`).toBe(200);
  }
  const byEmail = person.email.slice(0, person.email.indexOf('@') + 3);
  await expectSearchInUrl(page, byEmail, person.username);
  await page.goto('/');
  await findPerson(page, byEmail, person.username);
  await expect(detailValue(page, 'Authenticator')).toHaveText('Set up');

  // The first sensitive action asks for the step-up; it opens the window for the next.
  await runPersonAction(
    page,
    { button: 'Reset authenticator', reason: 'Lost phone, ticket 4711', done: 'was reset' },
    { password: admin.password, code: await admin.authenticator.nextCode() },
  );
  await expect(detailValue(page, 'Authenticator')).toHaveText('Not set up');
  const afterReset = await personsPage(browser, baseURL);
  await signIn(afterReset.page, person);
  await expect(afterReset.page).toHaveURL(/\/mfa-setup/);
  const newAuthenticator = await finishAuthenticatorSetup(afterReset.page, identityClock);
  await afterReset.close();

  // A dialog closed gives focus back to its button.
  await page.getByRole('button', { name: 'Sign out everywhere', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Sign out everywhere' })).toBeFocused();

  await runPersonAction(page, {
    button: 'Disable sign-in',
    reason: 'Asked to lock the account',
    done: 'Sign-in was disabled',
  });
  // The button pressed is now the other one, and keeps the focus.
  await expect(page.getByRole('button', { name: 'Enable sign-in', exact: true })).toBeFocused();
  const whileDisabled = await personsPage(browser, baseURL);
  await signIn(whileDisabled.page, person);
  await expect(whileDisabled.page.getByRole('alert').getByText('User is disabled.')).toBeVisible();
  await whileDisabled.close();

  await runPersonAction(page, {
    button: 'Enable sign-in',
    reason: 'Identity confirmed by phone',
    done: 'Sign-in was enabled',
  });
  await expect(page.getByRole('button', { name: 'Disable sign-in', exact: true })).toBeFocused();
  const trialEndBefore = await detailValue(page, 'Trial ends').textContent();
  await runPersonAction(page, {
    button: 'Extend trial',
    reason: 'Goodwill after the lockout',
    days: '30',
    done: 'extended by 30 days',
  });
  await expect(detailValue(page, 'Trial ends')).not.toHaveText(trialEndBefore ?? '');
  const trialEnd = (await detailValue(page, 'Trial ends').textContent()) ?? '';

  const afterAll = await personsPage(browser, baseURL);
  await signInWithMfa(afterAll.page, { ...person, authenticator: newAuthenticator });
  await afterAll.page.goto('/profile');
  await expect(detailValue(afterAll.page, 'Trial ends')).toContainText(trialEnd);
  // For anyone but an administrator the console does not exist: no link, no code of it, a 404.
  await expect(afterAll.page.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
  const scripts = await loadedScripts(afterAll.page, '/profile');
  expect(scripts).toContain('Your profile');
  expect(scripts).not.toContain('Find a person');
  for (const path of consolePaths(person.username)) await expectNotFound(afterAll.page, path);
  await afterAll.close();

  await page.getByRole('link', { name: 'Back to Support' }).click();
  await page.getByRole('link', { name: 'Audit log' }).click();
  const log = page.getByRole('region', { name: 'Audit log' });
  for (const action of [
    'Authenticator reset',
    'Sign-in disabled',
    'Sign-in enabled',
    'Trial extended',
  ]) {
    await expect(
      log.getByRole('row').filter({ hasText: person.username }).filter({ hasText: action }),
    ).toHaveCount(1);
  }
  await expect(
    log.getByRole('row').filter({ hasText: 'command line' }).filter({ hasText: admin.username }),
  ).toHaveCount(1);

  for (const subject of [
    /reset the authenticator/,
    /was disabled/,
    /was enabled/,
    /trial was extended/,
  ]) {
    await mailbox.waitForMessage({ to: person.email, since, subject });
  }
});
