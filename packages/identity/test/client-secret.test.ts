import {
  AdminInitiateAuthCommand,
  AdminRespondToAuthChallengeCommand,
  AssociateSoftwareTokenCommand,
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  CreateUserPoolClientCommand,
  DescribeUserPoolClientCommand,
  ForgotPasswordCommand,
  GetTokensFromRefreshTokenCommand,
  InitiateAuthCommand,
  ListUserPoolClientsCommand,
  ResendConfirmationCodeCommand,
  RespondToAuthChallengeCommand,
  RevokeTokenCommand,
  SignUpCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { beforeAll, describe, expect, it } from 'vitest';
import { amplifySrp, answerPasswordVerifier } from '../src/crypto/amplify-srp-client.fixture.js';
import { secretHashOf } from '../src/services/client-secret.js';
import { createAuthenticator, uniqueUser } from './harness.js';
import { errorOf, passwordSignIn, useSdkHarness, type Person } from './sdk-fixtures.js';

/**
 * A client with a secret (GenerateSecret): every operation that names a user needs SECRET_HASH
 * (Base64 HMAC-SHA256 of username + client id, keyed with the secret), the refresh-token ones
 * the secret itself; each refuses a missing or wrong one with Cognito's error, and changes
 * nothing. Clients without a secret are as before.
 */
const env = useSdkHarness({ srpWorkers: 1 });

let clientId = '';
let secret = '';
const hashFor = (username: string) => secretHashOf(secret, username, clientId);
const missing = () => ({
  name: 'NotAuthorizedException',
  message: `Client ${clientId} is configured with secret but SECRET_HASH was not received`,
});
const wrong = () => ({
  name: 'NotAuthorizedException',
  message: `Unable to verify secret hash for client ${clientId}`,
});
const wrongHash = 'd3JvbmcgaGFzaCBmb3IgdGhpcyBjbGllbnQgYW5kIHVzZXI=';

beforeAll(async () => {
  const created = await env.sdk.send(
    new CreateUserPoolClientCommand({
      UserPoolId: env.poolId,
      ClientName: 'confidential',
      GenerateSecret: true,
      ExplicitAuthFlows: [
        'ALLOW_USER_PASSWORD_AUTH',
        'ALLOW_USER_SRP_AUTH',
        'ALLOW_ADMIN_USER_PASSWORD_AUTH',
        'ALLOW_REFRESH_TOKEN_AUTH',
      ],
    }),
  );
  clientId = String(created.UserPoolClient?.ClientId);
  secret = String(created.UserPoolClient?.ClientSecret);
});

async function seeded(prefix: string) {
  const person = uniqueUser(prefix);
  await env.harness.identity.seedUsers([person]);
  return person;
}

/** Refused without the hash and with a wrong one, then accepted with the right one. */
async function expectHashRequired<T>(
  call: (hash: string | undefined) => Promise<T>,
  username: string,
) {
  expect(await errorOf(call(undefined))).toEqual(missing());
  expect(await errorOf(call(wrongHash))).toEqual(wrong());
  return call(hashFor(username));
}

describe('GenerateSecret', () => {
  it('makes a 52-character secret, returned by Create and DescribeUserPoolClient but not listed', async () => {
    expect(secret).toMatch(/^[a-z0-9]{52}$/);
    const described = await env.sdk.send(
      new DescribeUserPoolClientCommand({ UserPoolId: env.poolId, ClientId: clientId }),
    );
    expect(described.UserPoolClient?.ClientSecret).toBe(secret);
    const listed = await env.sdk.send(new ListUserPoolClientsCommand({ UserPoolId: env.poolId }));
    const entry = listed.UserPoolClients?.find((client) => client.ClientId === clientId);
    expect(entry).toBeDefined();
    expect(entry).not.toHaveProperty('ClientSecret');
  });

  it('leaves a client without a secret needing no SECRET_HASH', async () => {
    const person = await seeded('secret-none');
    expect((await passwordSignIn(env.sdk, env.clientId, person)).ChallengeName).toBe('MFA_SETUP');
  });
});

describe('SECRET_HASH', () => {
  it('is required by SignUp, ConfirmSignUp and ResendConfirmationCode (SecretHash)', async () => {
    const person = uniqueUser('secret-signup');
    const signUp = (SecretHash?: string) =>
      env.sdk.send(
        new SignUpCommand({
          ClientId: clientId,
          Username: person.username,
          Password: person.password,
          UserAttributes: [{ Name: 'email', Value: person.email }],
          SecretHash,
        }),
      );
    const since = new Date();
    expect((await expectHashRequired(signUp, person.username)).UserConfirmed).toBe(false);
    const resend = (SecretHash?: string) =>
      env.sdk.send(
        new ResendConfirmationCodeCommand({
          ClientId: clientId,
          Username: person.username,
          SecretHash,
        }),
      );
    await expectHashRequired(resend, person.username);
    const code = await env.harness.codeFor(person.email, { since });
    const confirm = (SecretHash?: string) =>
      env.sdk.send(
        new ConfirmSignUpCommand({
          ClientId: clientId,
          Username: person.username,
          ConfirmationCode: code,
          SecretHash,
        }),
      );
    expect(await errorOf(confirm(undefined))).toEqual(missing());
    expect(await errorOf(confirm(wrongHash))).toEqual(wrong());
    const latest = await env.harness.codeFor(person.email, { since });
    await env.sdk.send(
      new ConfirmSignUpCommand({
        ClientId: clientId,
        Username: person.username,
        ConfirmationCode: latest,
        SecretHash: hashFor(person.username),
      }),
    );
  });

  it('is required by ForgotPassword and ConfirmForgotPassword (SecretHash)', async () => {
    const person = await seeded('secret-forgot');
    const since = new Date();
    const forgot = (SecretHash?: string) =>
      env.sdk.send(
        new ForgotPasswordCommand({ ClientId: clientId, Username: person.username, SecretHash }),
      );
    expect((await expectHashRequired(forgot, person.username)).CodeDeliveryDetails).toBeDefined();
    const code = await env.harness.codeFor(person.email, { since });
    const confirm = (SecretHash?: string) =>
      env.sdk.send(
        new ConfirmForgotPasswordCommand({
          ClientId: clientId,
          Username: person.username,
          ConfirmationCode: code,
          Password: 'Brand-New-Pass-2',
          SecretHash,
        }),
      );
    await expectHashRequired(confirm, person.username);
    const renewed = await passwordSignIn(env.sdk, env.clientId, {
      ...person,
      password: 'Brand-New-Pass-2',
    });
    expect(renewed.ChallengeName).toBe('MFA_SETUP');
  });

  it('is required by InitiateAuth USER_PASSWORD_AUTH and RespondToAuthChallenge (AuthParameters, ChallengeResponses)', async () => {
    const person = await seeded('secret-password');
    const start = (SECRET_HASH?: string) =>
      env.sdk.send(
        new InitiateAuthCommand({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: clientId,
          AuthParameters: {
            USERNAME: person.username,
            PASSWORD: person.password,
            ...(SECRET_HASH ? { SECRET_HASH } : {}),
          },
        }),
      );
    const challenge = await expectHashRequired(start, person.username);
    expect(challenge.ChallengeName).toBe('MFA_SETUP');
  });

  it('is required by InitiateAuth USER_SRP_AUTH and its PASSWORD_VERIFIER answer, which a wrong hash does not spend', async () => {
    const person = await seeded('secret-srp');
    const helper = await amplifySrp.getAuthenticationHelper('SteadfastLocal');
    const start = (SECRET_HASH?: string) =>
      env.sdk.send(
        new InitiateAuthCommand({
          AuthFlow: 'USER_SRP_AUTH',
          ClientId: clientId,
          AuthParameters: {
            USERNAME: person.username,
            SRP_A: helper.A.toString(16),
            ...(SECRET_HASH ? { SECRET_HASH } : {}),
          },
        }),
      );
    const challenge = await expectHashRequired(start, person.username);
    const parameters = challenge.ChallengeParameters ?? {};
    const answer = await answerPasswordVerifier(helper, 'SteadfastLocal', person.password, {
      SALT: String(parameters.SALT),
      SRP_B: String(parameters.SRP_B),
      SECRET_BLOCK: String(parameters.SECRET_BLOCK),
      USER_ID_FOR_SRP: String(parameters.USER_ID_FOR_SRP),
    });
    const respond = (SECRET_HASH?: string) =>
      env.sdk.send(
        new RespondToAuthChallengeCommand({
          ClientId: clientId,
          ChallengeName: 'PASSWORD_VERIFIER',
          Session: challenge.Session,
          ChallengeResponses: {
            USERNAME: String(parameters.USER_ID_FOR_SRP),
            PASSWORD_CLAIM_SECRET_BLOCK: answer.secretBlock,
            PASSWORD_CLAIM_SIGNATURE: answer.signature,
            TIMESTAMP: answer.timestamp,
            ...(SECRET_HASH ? { SECRET_HASH } : {}),
          },
        }),
      );
    expect((await expectHashRequired(respond, person.username)).ChallengeName).toBe('MFA_SETUP');
  });

  it('is required by AdminInitiateAuth and AdminRespondToAuthChallenge, and a refused answer leaves the session', async () => {
    const person = await seeded('secret-admin');
    const start = (SECRET_HASH?: string) =>
      env.sdk.send(
        new AdminInitiateAuthCommand({
          UserPoolId: env.poolId,
          ClientId: clientId,
          AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
          AuthParameters: {
            USERNAME: person.username,
            PASSWORD: person.password,
            ...(SECRET_HASH ? { SECRET_HASH } : {}),
          },
        }),
      );
    const challenge = await expectHashRequired(start, person.username);
    expect(challenge.ChallengeName).toBe('MFA_SETUP');
    const session = await verifiedSetupSession(challenge.Session);
    const answer = (SECRET_HASH?: string) =>
      env.sdk.send(
        new AdminRespondToAuthChallengeCommand({
          UserPoolId: env.poolId,
          ClientId: clientId,
          ChallengeName: 'MFA_SETUP',
          Session: session,
          ChallengeResponses: {
            USERNAME: person.username,
            ...(SECRET_HASH ? { SECRET_HASH } : {}),
          },
        }),
      );
    const done = await expectHashRequired(answer, person.username);
    expect(done.AuthenticationResult?.RefreshToken).toBeDefined();
  });
});

/** AssociateSoftwareToken and VerifySoftwareToken by Session: the MFA_SETUP answer's Session. */
async function verifiedSetupSession(session: string | undefined) {
  const associated = await env.sdk.send(new AssociateSoftwareTokenCommand({ Session: session }));
  const authenticator = createAuthenticator(String(associated.SecretCode));
  const verified = await env.sdk.send(
    new VerifySoftwareTokenCommand({
      Session: associated.Session,
      UserCode: authenticator.nextCode(),
    }),
  );
  return verified.Session;
}

/** A sign-in on the client with a secret, through MFA set-up, to its refresh token. */
async function confidentialRefreshToken(person: Person) {
  const start = await env.sdk.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: clientId,
      AuthParameters: {
        USERNAME: person.username,
        PASSWORD: person.password,
        SECRET_HASH: hashFor(person.username),
      },
    }),
  );
  const done = await env.sdk.send(
    new RespondToAuthChallengeCommand({
      ClientId: clientId,
      ChallengeName: 'MFA_SETUP',
      Session: await verifiedSetupSession(start.Session),
      ChallengeResponses: { USERNAME: person.username, SECRET_HASH: hashFor(person.username) },
    }),
  );
  return String(done.AuthenticationResult?.RefreshToken);
}

describe('the refresh token of a client with a secret', () => {
  it('needs SECRET_HASH of the user’s username for REFRESH_TOKEN_AUTH', async () => {
    const person = await seeded('secret-refresh');
    const refreshToken = await confidentialRefreshToken(person);
    const refresh = (SECRET_HASH?: string) =>
      env.sdk.send(
        new InitiateAuthCommand({
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          ClientId: clientId,
          AuthParameters: { REFRESH_TOKEN: refreshToken, ...(SECRET_HASH ? { SECRET_HASH } : {}) },
        }),
      );
    const refreshed = await expectHashRequired(refresh, person.username);
    expect(refreshed.AuthenticationResult?.AccessToken).toBeDefined();
  });

  it('needs the ClientSecret for GetTokensFromRefreshToken', async () => {
    const person = await seeded('secret-get-tokens');
    const refreshToken = await confidentialRefreshToken(person);
    const refresh = (ClientSecret?: string) =>
      env.sdk.send(
        new GetTokensFromRefreshTokenCommand({
          ClientId: clientId,
          RefreshToken: refreshToken,
          ClientSecret,
        }),
      );
    for (const given of [undefined, 'notthesecret']) {
      expect(await errorOf(refresh(given))).toEqual(wrong());
    }
    expect((await refresh(secret)).AuthenticationResult?.AccessToken).toBeDefined();
  });

  it('needs the ClientSecret for RevokeToken, and a refused revocation revokes nothing', async () => {
    const person = await seeded('secret-revoke');
    const refreshToken = await confidentialRefreshToken(person);
    const revoke = (ClientSecret?: string) =>
      env.sdk.send(
        new RevokeTokenCommand({ ClientId: clientId, Token: refreshToken, ClientSecret }),
      );
    for (const given of [undefined, 'notthesecret']) {
      expect(await errorOf(revoke(given))).toEqual({ ...wrong(), name: 'UnauthorizedException' });
    }
    const refresh = () =>
      env.sdk.send(
        new GetTokensFromRefreshTokenCommand({
          ClientId: clientId,
          RefreshToken: refreshToken,
          ClientSecret: secret,
        }),
      );
    expect((await refresh()).AuthenticationResult?.AccessToken).toBeDefined();
    await revoke(secret);
    expect((await errorOf(refresh())).message).toBe('Refresh Token has been revoked');
  });
});
