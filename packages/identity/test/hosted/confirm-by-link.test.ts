import {
  AdminGetUserCommand,
  DescribeUserPoolCommand,
  ResendConfirmationCodeCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { uniqueUser } from '../harness.js';
import { createSdk } from '../sdk-fixtures.js';
import { useHostedServer } from './hosted-harness.js';

const env = useHostedServer({ signUpConfirmation: 'link' });

async function signUpAndGetLink(person: ReturnType<typeof uniqueUser>) {
  const since = new Date(env.clock.nowInMs() - 1_000);
  const sdk = createSdk(env.harness.identity.url);
  await sdk.send(
    new SignUpCommand({
      ClientId: env.harness.identity.clientId,
      Username: person.username,
      Password: person.password,
      UserAttributes: [{ Name: 'email', Value: person.email }],
    }),
  );
  return linkIn(person.email, since);
}

async function linkIn(to: string, since: Date) {
  const message = await env.harness.mail.waitForMessage({ to, since, timeoutMs: 5_000 });
  const link = /(https:\/\/\S+\/confirmUser\?\S+)/.exec(message.Text)?.[1];
  if (!link) throw new Error(`no link in ${message.Text}`);
  return { message, link: new URL(link) };
}

async function statusOf(username: string) {
  const sdk = createSdk(env.harness.identity.url);
  const user = await sdk.send(
    new AdminGetUserCommand({ UserPoolId: env.harness.identity.poolId, Username: username }),
  );
  return { status: user.UserStatus, attributes: user.UserAttributes };
}

describe('sign-up confirmation by emailed link (SIGNUP_CONFIRMATION=link)', () => {
  it('switches the default pool to CONFIRM_WITH_LINK, as DescribeUserPool shows', async () => {
    const sdk = createSdk(env.harness.identity.url);
    const { UserPool } = await sdk.send(
      new DescribeUserPoolCommand({ UserPoolId: env.harness.identity.poolId }),
    );
    expect(UserPool?.VerificationMessageTemplate?.DefaultEmailOption).toBe('CONFIRM_WITH_LINK');
  });

  it('mails a link to /confirmUser on the hosted domain with the client id, username and a code', async () => {
    const person = uniqueUser('link');
    const { message, link } = await signUpAndGetLink(person);
    expect(message.Subject).toBe('Your verification link');
    expect(message.Text).toContain('Please click the link below to verify your email address.');
    expect(link.origin).toBe(env.hostedUrl);
    expect(link.searchParams.get('client_id')).toBe(env.harness.identity.clientId);
    expect(link.searchParams.get('user_name')).toBe(person.username);
    expect(link.searchParams.get('confirmation_code')).toMatch(/^\d{6}$/);
  });

  it('confirms the account when the link is opened, says so, and verifies the email', async () => {
    const person = uniqueUser('open');
    const { link } = await signUpAndGetLink(person);
    const answer = await env.fetch(link);
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain('<h1>Account confirmed</h1>');
    expect(html).toContain('Your registration has been confirmed!');
    const { status, attributes } = await statusOf(person.username);
    expect(status).toBe('CONFIRMED');
    expect(attributes).toContainEqual({ Name: 'email_verified', Value: 'true' });
  });

  it('works once: the same link again says the confirmation failed', async () => {
    const person = uniqueUser('twice');
    const { link } = await signUpAndGetLink(person);
    expect((await env.fetch(link)).status).toBe(200);
    const again = await env.fetch(link);
    expect(again.status).toBe(400);
    expect(await again.text()).toContain('<h1>Confirmation failed</h1>');
  });

  it('refuses a link with a wrong code and leaves the account unconfirmed', async () => {
    const person = uniqueUser('wrong');
    const { link } = await signUpAndGetLink(person);
    const code = String(link.searchParams.get('confirmation_code'));
    link.searchParams.set('confirmation_code', code === '000000' ? '111111' : '000000');
    const answer = await env.fetch(link);
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain('Invalid verification code provided, please try again.');
    expect((await statusOf(person.username)).status).toBe('UNCONFIRMED');
  });

  it('accepts Cognito’s other spelling /confirmUser/ and refuses an incomplete link', async () => {
    const person = uniqueUser('slash');
    const { link } = await signUpAndGetLink(person);
    const incomplete = new URL(link);
    incomplete.searchParams.delete('client_id');
    expect((await env.fetch(incomplete)).status).toBe(400);
    link.pathname = '/confirmUser/';
    expect((await env.fetch(link)).status).toBe(200);
  });

  it('sends a new link with ResendConfirmationCode; only the newest works', async () => {
    const person = uniqueUser('resend');
    const first = await signUpAndGetLink(person);
    const since = new Date(env.clock.nowInMs());
    const sdk = createSdk(env.harness.identity.url);
    await sdk.send(
      new ResendConfirmationCodeCommand({
        ClientId: env.harness.identity.clientId,
        Username: person.username,
      }),
    );
    const second = await linkIn(person.email, since);
    if (first.link.href !== second.link.href) {
      expect((await env.fetch(first.link)).status).toBe(400);
    }
    expect((await env.fetch(second.link)).status).toBe(200);
  });
});
