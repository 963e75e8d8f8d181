import type { Page } from '@playwright/test';
import { expect, signInWithMfa, test } from './support/fixtures';

interface CredentialsAnswer {
  IdentityId: string;
  Credentials: { AccessKeyId: string; SecretKey: string; SessionToken: string; Expiration: number };
}

/** The next answer to the browser's GetCredentialsForIdentity call. */
function nextCredentials(page: Page) {
  return page.waitForResponse(
    (response) =>
      response.request().headers()['x-amz-target'] ===
      'AWSCognitoIdentityService.GetCredentialsForIdentity',
  );
}

/**
 * SPEC §7: with COGNITO_IDENTITY_POOL_ID set (as `npm start` and this stack set it for the
 * embedded identity pool), Amplify's fetchAuthSession also gets an identity id and temporary
 * credentials, signed in, from the same identity server.
 */
test('a signed-in browser gets the same identity id and new credentials at every page load', async ({
  page,
  createUser,
}) => {
  const user = await createUser();
  const first = nextCredentials(page);
  await signInWithMfa(page, user);
  const answer = await first;
  expect(answer.status()).toBe(200);
  const credentials = (await answer.json()) as CredentialsAnswer;
  expect(credentials.IdentityId).toMatch(/^us-east-1:[0-9a-f-]{36}$/);
  expect(credentials.Credentials.AccessKeyId).toMatch(/^ASIA[A-Z2-7]{16}$/);
  expect(credentials.Credentials.Expiration * 1000).toBeGreaterThan(Date.now() + 59 * 60_000);

  // Amplify keeps credentials in memory only: a new page load asks again, with the login.
  const again = nextCredentials(page);
  await page.goto('/profile');
  const reloaded = (await (await again).json()) as CredentialsAnswer;
  expect(reloaded.IdentityId).toBe(credentials.IdentityId);
  expect(reloaded.Credentials.AccessKeyId).not.toBe(credentials.Credentials.AccessKeyId);
});
