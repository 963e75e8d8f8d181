import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import {
  AdminInitiateAuthCommand,
  AdminListUserAuthEventsCommand,
  AdminRespondToAuthChallengeCommand,
  ChangePasswordCommand,
  CreateUserPoolClientCommand,
  ForgotPasswordCommand,
  InitiateAuthCommand,
  type AdminInitiateAuthCommandInput,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { secretHashOf } from '../src/services/client-secret.js';
import { DEFAULT_SERVER_CLIENT_ID, DEFAULT_SERVER_CLIENT_SECRET } from '../src/services/pools.js';
import { uniqueUser } from './harness.js';
import {
  answerTotpChallenge,
  createSdk,
  errorOf,
  passwordSignIn,
  seedUserWithMfa,
  srpPasswordSignIn,
  useSdkHarness,
  type Person,
} from './sdk-fixtures.js';

/**
 * The default pool records auth events with where they came from (EventContextData): a
 * browser's own address and User-Agent when it calls directly, and for a server-side sign-in
 * the end user's address and browser from ContextData, not the app server's.
 */
const env = useSdkHarness();

const chrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const serverSecret = DEFAULT_SERVER_CLIENT_SECRET;

/** An SDK client whose requests carry a browser's User-Agent, as a browser's would. */
function browserSdk(userAgent: string): CognitoIdentityProviderClient {
  const sdk = createSdk(env.harness.identity.url);
  sdk.middlewareStack.add(
    (next) => (args) => {
      const request = args.request as { headers: Record<string, string> };
      request.headers['user-agent'] = userAgent;
      return next(args);
    },
    { step: 'finalizeRequest', priority: 'low', name: 'browserUserAgent' },
  );
  return sdk;
}

async function eventsOf(person: Person) {
  const listed = await env.sdk.send(
    new AdminListUserAuthEventsCommand({ UserPoolId: env.poolId, Username: person.username }),
  );
  return listed.AuthEvents ?? [];
}

function serverSignIn(person: Person, extra: Partial<AdminInitiateAuthCommandInput> = {}) {
  return env.sdk.send(
    new AdminInitiateAuthCommand({
      UserPoolId: env.poolId,
      ClientId: DEFAULT_SERVER_CLIENT_ID,
      AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
      AuthParameters: {
        USERNAME: person.username,
        PASSWORD: person.password,
        SECRET_HASH: secretHashOf(serverSecret, person.username, DEFAULT_SERVER_CLIENT_ID),
      },
      ...extra,
    }),
  );
}

const endUser = {
  IpAddress: '203.0.113.7',
  ServerName: 'app.example.com',
  ServerPath: '/api/trpc/security.recoverWithCode',
  HttpHeaders: [
    { headerName: 'User-Agent', headerValue: firefox },
    { headerName: 'Accept-Language', headerValue: 'en' },
  ],
};

describe('auth events of the default pool', () => {
  it('name the address and browser of a sign-in that fails and one that passes', async () => {
    const { person, authenticator } = await seedUserWithMfa(env, 'context-direct');
    const browser = browserSdk(chrome);
    try {
      await errorOf(passwordSignIn(browser, env.clientId, person, 'Wrong-Horse-9'));
      const started = await passwordSignIn(browser, env.clientId, person);
      await answerTotpChallenge(browser, env.clientId, {
        session: started.Session,
        username: person.username,
        code: authenticator.nextCode(),
      });
    } finally {
      browser.destroy();
    }
    const [passed, failed] = await eventsOf(person);
    const fromChrome = { IpAddress: '127.0.0.1', DeviceName: 'Chrome 131, Windows 10' };
    expect(passed).toMatchObject({
      EventType: 'SignIn',
      EventResponse: 'Pass',
      EventContextData: fromChrome,
      ChallengeResponses: [
        { ChallengeName: 'Password', ChallengeResponse: 'Success' },
        { ChallengeName: 'Mfa', ChallengeResponse: 'Success' },
      ],
    });
    expect(failed).toMatchObject({
      EventType: 'SignIn',
      EventResponse: 'Fail',
      EventContextData: fromChrome,
    });
  });

  it('records an SRP sign-in with the address it came from', async () => {
    const { person } = await seedUserWithMfa(env, 'context-srp');
    const { respond } = await srpPasswordSignIn(
      env.sdk,
      env.clientId,
      person.username,
      person.password,
    );
    expect((await respond()).ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    const [pending] = await eventsOf(person);
    expect(pending).toMatchObject({ EventType: 'SignIn', EventResponse: 'InProgress' });
    expect(pending?.EventContextData?.IpAddress).toBe('127.0.0.1');
  });

  it("names the end user from AdminInitiateAuth's ContextData, not the app server", async () => {
    const { person, authenticator } = await seedUserWithMfa(env, 'context-admin');
    const started = await serverSignIn(person, { ContextData: endUser });
    expect(started.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    await env.sdk.send(
      new AdminRespondToAuthChallengeCommand({
        UserPoolId: env.poolId,
        ClientId: DEFAULT_SERVER_CLIENT_ID,
        ChallengeName: 'SOFTWARE_TOKEN_MFA',
        Session: started.Session,
        ChallengeResponses: {
          USERNAME: person.username,
          SOFTWARE_TOKEN_MFA_CODE: authenticator.nextCode(),
          SECRET_HASH: secretHashOf(serverSecret, person.username, DEFAULT_SERVER_CLIENT_ID),
        },
        ContextData: endUser,
      }),
    );
    const [event] = await eventsOf(person);
    expect(event).toMatchObject({
      EventType: 'SignIn',
      EventResponse: 'Pass',
      EventContextData: { IpAddress: '203.0.113.7', DeviceName: 'Firefox 133, Linux' },
    });
  });

  it('names the calling server itself when AdminInitiateAuth has no ContextData', async () => {
    const { person } = await seedUserWithMfa(env, 'context-caller');
    await errorOf(serverSignIn({ ...person, password: 'Wrong-Horse-9' }));
    const [event] = await eventsOf(person);
    expect(event).toMatchObject({ EventType: 'SignIn', EventResponse: 'Fail' });
    expect(event?.EventContextData).toEqual({ IpAddress: '127.0.0.1', DeviceName: 'Other, Other' });
  });

  it('records a password change and a reset request with their address and browser', async () => {
    const { person, tokens } = await seedUserWithMfa(env, 'context-account');
    const browser = browserSdk(chrome);
    try {
      await browser.send(
        new ChangePasswordCommand({
          AccessToken: tokens.AccessToken,
          PreviousPassword: person.password,
          ProposedPassword: 'Battery-Staple-2',
        }),
      );
      await browser.send(
        new ForgotPasswordCommand({ ClientId: env.clientId, Username: person.username }),
      );
    } finally {
      browser.destroy();
    }
    const fromChrome = { IpAddress: '127.0.0.1', DeviceName: 'Chrome 131, Windows 10' };
    const [reset, change] = await eventsOf(person);
    expect(reset).toMatchObject({
      EventType: 'ForgotPassword',
      EventResponse: 'Pass',
      EventContextData: fromChrome,
    });
    expect(change).toMatchObject({
      EventType: 'PasswordChange',
      EventResponse: 'Pass',
      EventContextData: fromChrome,
    });
  });

  it('ignores the IpAddress of UserContextData on a client that does not propagate it', async () => {
    const person = uniqueUser('context-claimed');
    await env.harness.identity.seedUsers([person]);
    const browser = browserSdk(chrome);
    try {
      await browser.send(
        new InitiateAuthCommand({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: env.clientId,
          AuthParameters: { USERNAME: person.username, PASSWORD: person.password },
          UserContextData: { IpAddress: '198.51.100.9' },
        }),
      );
    } finally {
      browser.destroy();
    }
    const [event] = await eventsOf(person);
    expect(event?.EventContextData?.IpAddress).toBe('127.0.0.1');
  });

  it('takes the IpAddress of UserContextData on a client with a secret that propagates it', async () => {
    const created = await env.sdk.send(
      new CreateUserPoolClientCommand({
        UserPoolId: env.poolId,
        ClientName: 'propagating',
        GenerateSecret: true,
        EnablePropagateAdditionalUserContextData: true,
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH'],
      }),
    );
    const clientId = String(created.UserPoolClient?.ClientId);
    const secret = String(created.UserPoolClient?.ClientSecret);
    const person = uniqueUser('context-propagated');
    await env.harness.identity.seedUsers([person]);
    await env.sdk.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: clientId,
        AuthParameters: {
          USERNAME: person.username,
          PASSWORD: person.password,
          SECRET_HASH: secretHashOf(secret, person.username, clientId),
        },
        UserContextData: { IpAddress: '198.51.100.9' },
      }),
    );
    const [event] = await eventsOf(person);
    expect(event?.EventContextData?.IpAddress).toBe('198.51.100.9');
  });
});
