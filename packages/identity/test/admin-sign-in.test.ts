import {
  AdminCreateUserCommand,
  AdminInitiateAuthCommand,
  AdminRespondToAuthChallengeCommand,
  AssociateSoftwareTokenCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  GetUserCommand,
  RespondToAuthChallengeCommand,
  VerifySoftwareTokenCommand,
  type AdminInitiateAuthCommandInput,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { amplifySrp, answerPasswordVerifier } from '../src/crypto/amplify-srp-client.fixture.js';
import { createAuthenticator, uniqueUser } from './harness.js';
import {
  errorOf,
  passwordSignIn,
  sessionExpired,
  useOffsetClock,
  useSdkHarness,
  type Person,
} from './sdk-fixtures.js';

/**
 * AdminInitiateAuth and AdminRespondToAuthChallenge: server-side sign-in, SigV4 signed, through
 * the same sign-in module, rules and statements as InitiateAuth and RespondToAuthChallenge.
 */
const clock = useOffsetClock();
const env = useSdkHarness({ clock, srpWorkers: 1 });

const incorrect = { name: 'NotAuthorizedException', message: 'Incorrect username or password.' };

async function adminClient() {
  const created = await env.sdk.send(
    new CreateUserPoolClientCommand({
      UserPoolId: env.poolId,
      ClientName: 'server-side',
      PreventUserExistenceErrors: 'ENABLED',
      ExplicitAuthFlows: [
        'ALLOW_ADMIN_USER_PASSWORD_AUTH',
        'ALLOW_USER_PASSWORD_AUTH',
        'ALLOW_USER_SRP_AUTH',
        'ALLOW_REFRESH_TOKEN_AUTH',
      ],
    }),
  );
  return String(created.UserPoolClient?.ClientId);
}

async function seeded(prefix: string) {
  const person = uniqueUser(prefix);
  await env.harness.identity.seedUsers([person]);
  return person;
}

function adminStart(
  clientId: string,
  person: Person,
  extra: Partial<AdminInitiateAuthCommandInput> = {},
) {
  return env.sdk.send(
    new AdminInitiateAuthCommand({
      UserPoolId: env.poolId,
      ClientId: clientId,
      AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: person.username, PASSWORD: person.password },
      ...extra,
    }),
  );
}

function adminAnswer(
  clientId: string,
  challenge: { ChallengeName?: string; Session?: string },
  responses: Record<string, string>,
) {
  return env.sdk.send(
    new AdminRespondToAuthChallengeCommand({
      UserPoolId: env.poolId,
      ClientId: clientId,
      ChallengeName: challenge.ChallengeName as 'MFA_SETUP',
      Session: challenge.Session,
      ChallengeResponses: responses,
    }),
  );
}

/** MFA_SETUP answered through the admin operation; returns the tokens and the authenticator. */
async function adminEnrol(clientId: string, person: Person, session: string | undefined) {
  const associated = await env.sdk.send(new AssociateSoftwareTokenCommand({ Session: session }));
  const authenticator = createAuthenticator(String(associated.SecretCode), clock.nowInMs);
  const verified = await env.sdk.send(
    new VerifySoftwareTokenCommand({
      Session: associated.Session,
      UserCode: authenticator.nextCode(),
    }),
  );
  const done = await adminAnswer(
    clientId,
    { ChallengeName: 'MFA_SETUP', Session: verified.Session },
    { USERNAME: person.username },
  );
  return { tokens: done.AuthenticationResult, authenticator };
}

describe('AdminInitiateAuth ADMIN_USER_PASSWORD_AUTH', () => {
  it('signs in through MFA_SETUP (AssociateSoftwareToken and VerifySoftwareToken by Session)', async () => {
    const clientId = await adminClient();
    const person = await seeded('admin-setup');
    const start = await adminStart(clientId, person);
    expect(start.ChallengeName).toBe('MFA_SETUP');
    const { tokens } = await adminEnrol(clientId, person, start.Session);
    expect(tokens?.RefreshToken).toBeDefined();
    const user = await env.sdk.send(new GetUserCommand({ AccessToken: tokens?.AccessToken }));
    expect(user.Username).toBe(person.username);
  });

  it('asks an enrolled user for a TOTP code, and refuses the same time step twice', async () => {
    const clientId = await adminClient();
    const person = await seeded('admin-totp');
    const first = await adminStart(clientId, person);
    const { authenticator } = await adminEnrol(clientId, person, first.Session);
    clock.advanceBy(30_000);
    const mfa = await adminStart(clientId, person);
    expect(mfa.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    const code = authenticator.nextCode();
    const done = await adminAnswer(clientId, mfa, {
      USERNAME: person.username,
      SOFTWARE_TOKEN_MFA_CODE: code,
    });
    expect(done.AuthenticationResult?.AccessToken).toBeDefined();
    const again = await adminStart(clientId, person);
    const replayed = adminAnswer(clientId, again, {
      USERNAME: person.username,
      SOFTWARE_TOKEN_MFA_CODE: code,
    });
    expect((await errorOf(replayed)).name).toBe('CodeMismatchException');
  });

  it('takes the legacy name ADMIN_NO_SRP_AUTH', async () => {
    const clientId = await adminClient();
    const person = await seeded('admin-legacy');
    const start = await adminStart(clientId, person, { AuthFlow: 'ADMIN_NO_SRP_AUTH' });
    expect(start.ChallengeName).toBe('MFA_SETUP');
  });

  it('leads a temporary password to NEW_PASSWORD_REQUIRED, answered by AdminRespondToAuthChallenge', async () => {
    const clientId = await adminClient();
    const person = uniqueUser('admin-invited');
    await env.sdk.send(
      new AdminCreateUserCommand({
        UserPoolId: env.poolId,
        Username: person.username,
        TemporaryPassword: 'Temporary-Pass-1',
        MessageAction: 'SUPPRESS',
        UserAttributes: [{ Name: 'email', Value: person.email }],
      }),
    );
    const start = await adminStart(clientId, { ...person, password: 'Temporary-Pass-1' });
    expect(start.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    const next = await adminAnswer(clientId, start, {
      USERNAME: person.username,
      NEW_PASSWORD: person.password,
    });
    expect(next.ChallengeName).toBe('MFA_SETUP');
    expect((await adminStart(clientId, person)).ChallengeName).toBe('MFA_SETUP');
  });

  it('locks the account after five wrong passwords, as InitiateAuth does', async () => {
    clock.hold(); // the lock after five failures lasts one second
    const clientId = await adminClient();
    const person = await seeded('admin-lockout');
    for (let failure = 1; failure <= 5; failure += 1) {
      expect(await errorOf(adminStart(clientId, { ...person, password: 'Wrong-Pass-1' }))).toEqual(
        incorrect,
      );
    }
    expect((await errorOf(adminStart(clientId, person))).message).toBe(
      'Password attempts exceeded',
    );
  });

  it('keeps PreventUserExistenceErrors: an unknown user is a wrong password, or not found on a LEGACY client', async () => {
    const nobody = uniqueUser('admin-nobody');
    expect(await errorOf(adminStart(await adminClient(), nobody))).toEqual(incorrect);
    const legacy = await env.sdk.send(
      new CreateUserPoolClientCommand({
        UserPoolId: env.poolId,
        ClientName: 'server-side-legacy',
        PreventUserExistenceErrors: 'LEGACY',
        ExplicitAuthFlows: ['ALLOW_ADMIN_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      }),
    );
    const refused = adminStart(String(legacy.UserPoolClient?.ClientId), nobody);
    expect(await errorOf(refused)).toEqual({
      name: 'UserNotFoundException',
      message: 'User does not exist.',
    });
  });

  it('needs a SigV4 signature: an unsigned request is refused before any password is checked', async () => {
    const clientId = await adminClient();
    const person = await seeded('admin-unsigned');
    for (const operation of ['AdminInitiateAuth', 'AdminRespondToAuthChallenge']) {
      const response = await fetch(env.harness.identity.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
        },
        body: JSON.stringify({
          UserPoolId: env.poolId,
          ClientId: clientId,
          AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: person.username, PASSWORD: person.password },
        }),
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({
        __type: 'MissingAuthenticationTokenException',
      });
    }
  });

  it('refuses a client that does not allow ALLOW_ADMIN_USER_PASSWORD_AUTH', async () => {
    const person = await seeded('admin-not-allowed');
    expect(await errorOf(adminStart(env.clientId, person))).toEqual({
      name: 'InvalidParameterException',
      message: 'Auth flow not enabled for this client',
    });
  });

  it('refuses USER_PASSWORD_AUTH, which only InitiateAuth takes', async () => {
    const clientId = await adminClient();
    const person = await seeded('admin-wrong-flow');
    const refused = await errorOf(adminStart(clientId, person, { AuthFlow: 'USER_PASSWORD_AUTH' }));
    expect(refused.name).toBe('InvalidParameterException');
    expect(refused.message).toMatch(/^Initiate Auth method not supported\.$/);
  });

  it('refuses a client of another pool as a client that does not exist', async () => {
    const other = await env.sdk.send(new CreateUserPoolCommand({ PoolName: 'another-pool' }));
    const person = await seeded('admin-other-pool');
    const refused = adminStart(await adminClient(), person, {
      UserPoolId: String(other.UserPool?.Id),
    });
    expect(await errorOf(refused)).toEqual({
      name: 'ResourceNotFoundException',
      message: expect.stringMatching(/^User pool client \w+ does not exist\.$/) as string,
    });
  });
});

describe('AdminInitiateAuth REFRESH_TOKEN_AUTH', () => {
  it('gives new tokens for a refresh token, under either name, and no new refresh token', async () => {
    const clientId = await adminClient();
    const person = await seeded('admin-refresh');
    const start = await adminStart(clientId, person);
    const { tokens } = await adminEnrol(clientId, person, start.Session);
    for (const AuthFlow of ['REFRESH_TOKEN_AUTH', 'REFRESH_TOKEN'] as const) {
      const refreshed = await adminStart(clientId, person, {
        AuthFlow,
        AuthParameters: { REFRESH_TOKEN: String(tokens?.RefreshToken) },
      });
      expect(refreshed.AuthenticationResult?.AccessToken).toBeDefined();
      expect(refreshed.AuthenticationResult?.RefreshToken).toBeUndefined();
    }
  });
});

describe('AdminRespondToAuthChallenge', () => {
  it('answers PASSWORD_VERIFIER for AdminInitiateAuth USER_SRP_AUTH', async () => {
    const clientId = await adminClient();
    const person = await seeded('admin-srp');
    const helper = await amplifySrp.getAuthenticationHelper('SteadfastLocal');
    const start = await adminStart(clientId, person, {
      AuthFlow: 'USER_SRP_AUTH',
      AuthParameters: { USERNAME: person.username, SRP_A: helper.A.toString(16) },
    });
    const parameters = start.ChallengeParameters ?? {};
    const answer = await answerPasswordVerifier(helper, 'SteadfastLocal', person.password, {
      SALT: String(parameters.SALT),
      SRP_B: String(parameters.SRP_B),
      SECRET_BLOCK: String(parameters.SECRET_BLOCK),
      USER_ID_FOR_SRP: String(parameters.USER_ID_FOR_SRP),
    });
    const responses = {
      USERNAME: String(parameters.USER_ID_FOR_SRP),
      PASSWORD_CLAIM_SECRET_BLOCK: answer.secretBlock,
      PASSWORD_CLAIM_SIGNATURE: answer.signature,
      TIMESTAMP: answer.timestamp,
    };
    expect((await adminAnswer(clientId, start, responses)).ChallengeName).toBe('MFA_SETUP');
    expect(await errorOf(adminAnswer(clientId, start, responses))).toEqual(sessionExpired);
  });

  it('answers a session InitiateAuth started, and RespondToAuthChallenge one AdminInitiateAuth started', async () => {
    const clientId = await adminClient();
    const person = await seeded('admin-cross');
    const publicStart = await passwordSignIn(env.sdk, clientId, person);
    expect(publicStart.ChallengeName).toBe('MFA_SETUP');
    const { tokens, authenticator } = await adminEnrol(clientId, person, publicStart.Session);
    expect(tokens?.AccessToken).toBeDefined();
    clock.advanceBy(30_000);
    const mfa = await adminStart(clientId, person);
    const publicAnswer = await env.sdk.send(
      new RespondToAuthChallengeCommand({
        ClientId: clientId,
        ChallengeName: 'SOFTWARE_TOKEN_MFA',
        Session: mfa.Session,
        ChallengeResponses: {
          USERNAME: person.username,
          SOFTWARE_TOKEN_MFA_CODE: authenticator.nextCode(),
        },
      }),
    );
    expect(publicAnswer.AuthenticationResult?.AccessToken).toBeDefined();
  });

  it('is single use: an answered MFA_SETUP session cannot be answered again', async () => {
    const clientId = await adminClient();
    const person = await seeded('admin-single-use');
    const start = await adminStart(clientId, person);
    const associated = await env.sdk.send(
      new AssociateSoftwareTokenCommand({ Session: start.Session }),
    );
    const authenticator = createAuthenticator(String(associated.SecretCode), clock.nowInMs);
    const verified = await env.sdk.send(
      new VerifySoftwareTokenCommand({
        Session: associated.Session,
        UserCode: authenticator.nextCode(),
      }),
    );
    const answer = () =>
      adminAnswer(
        clientId,
        { ChallengeName: 'MFA_SETUP', Session: verified.Session },
        { USERNAME: person.username },
      );
    expect((await answer()).AuthenticationResult).toBeDefined();
    expect(await errorOf(answer())).toEqual(sessionExpired);
  });

  it('refuses a challenge it does not know', async () => {
    const clientId = await adminClient();
    const person = await seeded('admin-unknown-challenge');
    const start = await adminStart(clientId, person);
    const refused = await errorOf(
      adminAnswer(
        clientId,
        { ChallengeName: 'SMS_MFA', Session: start.Session },
        {
          USERNAME: person.username,
        },
      ),
    );
    expect(refused.name).toBe('InvalidParameterException');
  });

  it('refuses a client of another pool as a client that does not exist', async () => {
    const other = await env.sdk.send(new CreateUserPoolCommand({ PoolName: 'third-pool' }));
    const clientId = await adminClient();
    const person = await seeded('admin-answer-other-pool');
    const start = await adminStart(clientId, person);
    const refused = env.sdk.send(
      new AdminRespondToAuthChallengeCommand({
        UserPoolId: String(other.UserPool?.Id),
        ClientId: clientId,
        ChallengeName: 'MFA_SETUP',
        Session: start.Session,
        ChallengeResponses: { USERNAME: person.username },
      }),
    );
    expect((await errorOf(refused)).name).toBe('ResourceNotFoundException');
  });
});
