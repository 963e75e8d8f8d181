import type { Browser, Page } from '@playwright/test';
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

/**
 * The app's not-found page. A signed-out visitor gets its status too; a signed-in page has
 * started streaming by the time the console's layout refuses, so there only the page says so.
 */
async function expectNotFound(page: Page, path: string, status: 404 | 'streamed' = 404) {
  const response = await page.goto(path);
  if (status === 404) expect(response?.status(), `${path} answers not found`).toBe(404);
  await expect(page.getByText('This page could not be found.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Audit log' })).toHaveCount(0);
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
  await expectNotFound(page, '/admin');
  const [admin, person] = await Promise.all([createUser(), createUser()]);
  const since = new Date();
  expect(await runAdminCommand(environment, ['grant', admin.username])).toContain(admin.username);

  await signInWithMfa(page, admin);
  await expect(page).toHaveURL(/\/$/);
  await findPerson(page, person.email.slice(0, person.email.indexOf('@') + 3), person.username);
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
  const newAuthenticator = await finishAuthenticatorSetup(
    afterReset.page,
    identityClock.offsetInMs,
  );
  await afterReset.close();

  await runPersonAction(page, {
    button: 'Disable sign-in',
    reason: 'Asked to lock the account',
    done: 'Sign-in was disabled',
  });
  const whileDisabled = await personsPage(browser, baseURL);
  await signIn(whileDisabled.page, person);
  await expect(whileDisabled.page.getByRole('alert').getByText('User is disabled.')).toBeVisible();
  await whileDisabled.close();

  await runPersonAction(page, {
    button: 'Enable sign-in',
    reason: 'Identity confirmed by phone',
    done: 'Sign-in was enabled',
  });
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
  // For anyone but an administrator the console does not exist: no link, the not-found page.
  await expect(afterAll.page.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
  await expectNotFound(afterAll.page, '/admin/audit', 'streamed');
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
