import { describe, expect, it } from 'vitest';
import { uniqueUser } from '../harness.js';
import { formAction, formFields, type Browser } from './browser.js';
import { authorizeUrl, newPkce, useHostedServer } from './hosted-harness.js';

const env = useHostedServer();

/** The page at `path` (/signup, /forgotPassword) for a fresh authorize request. */
async function openPage(browser: Browser, path: string) {
  const url = authorizeUrl(env, await newPkce());
  const answer = await browser.get(`${path}${url.search}`);
  expect(answer.status).toBe(200);
  return answer.text();
}

async function submit(browser: Browser, html: string, fields: Record<string, string>) {
  const answer = await browser.post(formAction(html), { ...formFields(html), ...fields });
  return { status: answer.status, html: await answer.text() };
}

describe('hosted sign-up and forgot-password pages', () => {
  it('declare the language their text is in: an English lang is kept, another falls back to en', async () => {
    const browser = env.newBrowser();
    const pageIn = async (lang: string) => {
      const { search } = authorizeUrl(env, await newPkce(), { lang });
      return (await browser.get(`/signup${search}`)).text();
    };
    expect(await pageIn('en-GB')).toContain('<html lang="en-GB">');
    expect(await pageIn('fr')).toContain('<html lang="en">');
  });

  it('signs up with the pool’s attributes and password rules, confirms by emailed code, then signs in', async () => {
    const person = uniqueUser('hostedsignup');
    const browser = env.newBrowser();
    const form = await openPage(browser, '/signup');
    for (const label of ['Username', 'Email', 'First name', 'Last name', 'Password']) {
      expect(form).toContain(`>${label}</label>`);
    }
    expect(form).toContain(
      'At least 8 characters, with an upper-case letter, a lower-case letter, a number, a symbol.',
    );
    const fields = { username: person.username, email: person.email, 'custom:firstName': 'Ada' };
    const weak = await submit(browser, form, { ...fields, password: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.html).toMatch(/id="field-password"[^>]*aria-invalid="true"/);
    expect(weak.html).toContain('id="field-password-error"');
    const since = new Date(Date.now() - 1_000);
    const confirm = await submit(browser, weak.html, { ...fields, password: person.password });
    expect(confirm.html).toContain('<h1>Confirm your account</h1>');
    const code = await env.harness.codeFor(person.email, { since });
    const confirmed = await submit(browser, confirm.html, { code });
    expect(confirmed.status).toBe(200);
    expect(confirmed.html).toContain('Your account is confirmed. Sign in to continue.');
    const signIn = await submit(browser, confirmed.html, {
      username: person.username,
      password: person.password,
    });
    expect(signIn.html).toContain('<h1>Set up your authenticator app</h1>');
  });

  it('ties a taken username to the username field', async () => {
    const { person } = await env.newPerson('taken');
    const browser = env.newBrowser();
    const form = await openPage(browser, '/signup');
    const taken = await submit(browser, form, {
      username: person.username,
      email: `other-${person.email}`,
      password: person.password,
    });
    expect(taken.status).toBe(400);
    expect(taken.html).toMatch(/id="field-username"[^>]*aria-invalid="true"/);
  });

  it('resets a forgotten password with the emailed code, then signs in with the new one', async () => {
    const { person } = await env.newPerson('forgot');
    const browser = env.newBrowser();
    const since = new Date(Date.now() - 1_000);
    const next = await submit(browser, await openPage(browser, '/forgotPassword'), {
      username: person.username,
    });
    expect(next.html).toContain('<h1>Choose a new password</h1>');
    const code = await env.harness.codeFor(person.email, { since });
    const changed = await submit(browser, next.html, { code, password: 'Another-Horse-2' });
    expect(changed.html).toContain('Your password is changed. Sign in with it.');
    const signIn = await submit(browser, changed.html, {
      username: person.username,
      password: 'Another-Horse-2',
    });
    expect(signIn.html).toContain('<h1>Enter your authenticator code</h1>');
  });

  it('answers a forgotten password of an unknown user with the same next page (no enumeration)', async () => {
    const browser = env.newBrowser();
    const next = await submit(browser, await openPage(browser, '/forgotPassword'), {
      username: 'no-such-person-anywhere',
    });
    expect(next.status).toBe(200);
    expect(next.html).toContain('<h1>Choose a new password</h1>');
  });

  it('refuses a wrong reset code and ties the error to the code field', async () => {
    const { person } = await env.newPerson('wrongreset');
    const browser = env.newBrowser();
    const next = await submit(browser, await openPage(browser, '/forgotPassword'), {
      username: person.username,
    });
    const refused = await submit(browser, next.html, {
      code: '000000',
      password: 'Another-Horse-2',
    });
    expect(refused.status).toBe(400);
    expect(refused.html).toMatch(/id="field-code"[^>]*aria-invalid="true"/);
  });
});
