import { AdminListUserAuthEventsCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { createAuthenticator, uniqueUser } from '../harness.js';
import { createSdk } from '../sdk-fixtures.js';
import { formAction, formFields, type Browser } from './browser.js';
import {
  authorizeUrl,
  callbackUrl,
  newPkce,
  signInOnHostedPages,
  useHostedServer,
} from './hosted-harness.js';

const env = useHostedServer();

/** Opens the login page of a new authorize request in `browser`; its HTML. */
async function openLogin(browser: Browser) {
  const url = authorizeUrl(env, await newPkce());
  const authorize = await browser.get(url.pathname + url.search);
  return (await browser.get(String(authorize.headers.get('location')))).text();
}

async function submitPassword(
  browser: Browser,
  loginHtml: string,
  username: string,
  password: string,
) {
  const answer = await browser.post(formAction(loginHtml), {
    ...formFields(loginHtml),
    username,
    password,
  });
  return { status: answer.status, html: await answer.text() };
}

describe('hosted sign-in pages', () => {
  it('labels the fields Username and Password and ties a refusal to them', async () => {
    const browser = env.newBrowser();
    const html = await openLogin(browser);
    expect(html).toContain('<label for="field-username">Username</label>');
    expect(html).toContain('<label for="field-password">Password</label>');
    const refused = await submitPassword(browser, html, 'nobody-here', 'Wrong-Horse-1');
    expect(refused.status).toBe(400);
    expect(refused.html).toContain('role="alert">Incorrect username or password.</p>');
    expect(refused.html).toMatch(
      /id="field-password"[^>]*aria-invalid="true" aria-describedby="form-error"/,
    );
  });

  it('answers an unknown user as it answers a wrong password (no enumeration)', async () => {
    const { person } = await env.newPerson('enum');
    const browser = env.newBrowser();
    const wrongPassword = await submitPassword(
      browser,
      await openLogin(browser),
      person.username,
      'Wrong-Horse-1',
    );
    const unknown = await submitPassword(
      browser,
      await openLogin(browser),
      `${person.username}x`,
      'Wrong-Horse-1',
    );
    const message = (html: string) => /role="alert">([^<]*)</.exec(html)?.[1];
    expect(message(unknown.html)).toBe(message(wrongPassword.html));
  });

  it('locks the account after five wrong passwords, as the JSON API does', async () => {
    const { person } = await env.newPerson('lock');
    const browser = env.newBrowser();
    env.clock.hold();
    try {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const refused = await submitPassword(
          browser,
          await openLogin(browser),
          person.username,
          'Wrong-Horse-1',
        );
        expect(refused.html).toContain('Incorrect username or password.');
      }
      const locked = await submitPassword(
        browser,
        await openLogin(browser),
        person.username,
        person.password,
      );
      expect(locked.status).toBe(400);
      expect(locked.html).toContain('Password attempts exceeded');
    } finally {
      env.clock.reset();
    }
  });

  it('refuses a TOTP code whose time step was already used (replay), as the JSON API does', async () => {
    const { person, authenticator } = await env.newPerson('replay');
    const code = authenticator.nextCode();
    await signInOnHostedPages(
      env.newBrowser(),
      authorizeUrl(env, await newPkce()),
      person,
      () => code,
    );
    const browser = env.newBrowser();
    const password = await submitPassword(
      browser,
      await openLogin(browser),
      person.username,
      person.password,
    );
    expect(password.html).toContain('Code from your authenticator app');
    const replayed = await browser.post(formAction(password.html), {
      ...formFields(password.html),
      code,
    });
    expect(replayed.status).toBe(400);
    const html = await replayed.text();
    expect(html).toContain('Invalid code or auth state for the user.');
    expect(html).toMatch(
      /id="field-code"[^>]*aria-invalid="true" aria-describedby="field-code-error"/,
    );
  });

  it('refuses a form posted without the CSRF token of this browser', async () => {
    const { person } = await env.newPerson('csrf');
    const html = await openLogin(env.newBrowser());
    const other = env.newBrowser();
    const answer = await other.post('/login', {
      ...formFields(html),
      username: person.username,
      password: person.password,
    });
    expect(answer.status).toBe(403);
    expect(answer.headers.get('location')).toBeNull();
  });

  it.each([
    ['declared, over the form limit', 65 * 1024],
    ['over the whole body limit', 1024 * 1024 + 1],
  ])('answers a form %s with a 400 page, not a fault', async (_, size) => {
    const browser = env.newBrowser();
    const html = await openLogin(browser);
    const answer = await browser.post(formAction(html), {
      ...formFields(html),
      username: 'x'.repeat(size),
      password: 'Wrong-Horse-1',
    });
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain('The form is too large.');
  });

  it('walks a user without an authenticator through set-up (QR code and typeable secret) in a pool that requires MFA', async () => {
    const person = uniqueUser('setup');
    await env.harness.identity.seedUsers([person]);
    const browser = env.newBrowser();
    const setup = await submitPassword(
      browser,
      await openLogin(browser),
      person.username,
      person.password,
    );
    expect(setup.html).toContain('<h1>Set up your authenticator app</h1>');
    expect(setup.html).toMatch(
      /<img class="qr" src="data:image\/png;base64,[^"]+" alt="QR code for your authenticator app"/,
    );
    const secret = /data-testid="totp-secret">([A-Z2-7]+)</.exec(setup.html)?.[1];
    expect(secret).toBeTruthy();
    const authenticator = createAuthenticator(String(secret), env.clock.nowInMs);
    const wrong = await browser.post(formAction(setup.html), {
      ...formFields(setup.html),
      code: '000000',
    });
    expect(wrong.status).toBe(400);
    const wrongHtml = await wrong.text();
    expect(wrongHtml).toContain('<h1>Set up your authenticator app</h1>');
    const done = await browser.post(formAction(wrongHtml), {
      ...formFields(wrongHtml),
      code: authenticator.nextCode(),
    });
    expect(done.status).toBe(302);
    const location = new URL(String(done.headers.get('location')));
    expect(location.origin + location.pathname).toBe(callbackUrl);
    expect(location.searchParams.get('code')).toBeTruthy();
    // The next sign-in asks for the new authenticator's code.
    const next = env.newBrowser();
    const again = await submitPassword(
      next,
      await openLogin(next),
      person.username,
      person.password,
    );
    expect(again.html).toContain('<h1>Enter your authenticator code</h1>');
  });

  it('puts no code, session or password in the URLs it redirects to, other than the code for the app', async () => {
    const { person, authenticator } = await env.newPerson('urls');
    const callback = await signInOnHostedPages(
      env.newBrowser(),
      authorizeUrl(env, await newPkce()),
      person,
      () => authenticator.nextCode(),
    );
    expect([...callback.searchParams.keys()].sort()).toEqual(['code', 'state']);
    expect(callback.search).not.toContain(encodeURIComponent(person.password));
  });
});

describe('hosted sign-ins in the pool’s auth events', () => {
  it('records a hosted sign-in as a SignIn event that passed, as AdminListUserAuthEvents shows', async () => {
    const { person, authenticator } = await env.newPerson('events');
    await signInOnHostedPages(env.newBrowser(), authorizeUrl(env, await newPkce()), person, () =>
      authenticator.nextCode(),
    );
    const sdk = createSdk(env.harness.identity.url);
    const { AuthEvents } = await sdk.send(
      new AdminListUserAuthEventsCommand({
        UserPoolId: env.harness.identity.poolId,
        Username: person.username,
      }),
    );
    expect(AuthEvents?.[0]).toMatchObject({ EventType: 'SignIn', EventResponse: 'Pass' });
  });
});
