import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DeleteUserPoolClientCommand,
  DescribeUserPoolClientCommand,
  InitiateAuthCommand,
  ListUserPoolClientsCommand,
  UpdateUserPoolClientCommand,
  type CreateUserPoolClientCommandInput,
} from '@aws-sdk/client-cognito-identity-provider';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf, useSdkHarness } from './sdk-fixtures.js';

const env = useSdkHarness();
const person = { username: 'ada', password: 'Longenough-1' };
/** A pool without MFA, so a password sign-in ends in tokens. */
let poolId: string;

beforeAll(async () => {
  const pool = await env.sdk.send(new CreateUserPoolCommand({ PoolName: 'clients' }));
  poolId = String(pool.UserPool?.Id);
  await env.sdk.send(
    new AdminCreateUserCommand({
      UserPoolId: poolId,
      Username: person.username,
      MessageAction: 'SUPPRESS',
    }),
  );
  await env.sdk.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: poolId,
      Username: person.username,
      Password: person.password,
      Permanent: true,
    }),
  );
});

async function createClient(input: Partial<CreateUserPoolClientCommandInput> = {}) {
  const created = await env.sdk.send(
    new CreateUserPoolClientCommand({ UserPoolId: poolId, ClientName: 'app', ...input }),
  );
  return String(created.UserPoolClient?.ClientId);
}

async function describeClient(clientId: string, inPool = poolId) {
  const described = await env.sdk.send(
    new DescribeUserPoolClientCommand({ UserPoolId: inPool, ClientId: clientId }),
  );
  return described.UserPoolClient;
}

function signIn(clientId: string, username = person.username, password = person.password) {
  return env.sdk.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: clientId,
      AuthParameters: { USERNAME: username, PASSWORD: password },
    }),
  );
}

describe('a client created through the API', () => {
  it("has Cognito's defaults: LEGACY existence errors, SRP, refresh and custom flows", async () => {
    expect(await describeClient(await createClient())).toMatchObject({
      PreventUserExistenceErrors: 'LEGACY',
      ExplicitAuthFlows: ['ALLOW_REFRESH_TOKEN_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_CUSTOM_AUTH'],
      AuthSessionValidity: 3,
      EnableTokenRevocation: true,
      AllowedOAuthFlowsUserPoolClient: false,
      EnablePropagateAdditionalUserContextData: false,
      RefreshTokenValidity: 30,
      TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'days' },
    });
  });

  it('tells an unknown user apart (UserNotFoundException) unless asked for ENABLED', async () => {
    const legacy = await createClient({ ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH'] });
    expect(await errorOf(signIn(legacy, 'nobody-here'))).toEqual({
      name: 'UserNotFoundException',
      message: 'User does not exist.',
    });
    const enabled = await createClient({
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH'],
      PreventUserExistenceErrors: 'ENABLED',
    });
    expect((await errorOf(signIn(enabled, 'nobody-here'))).name).toBe('NotAuthorizedException');
  });

  it('counts a token validity given without its unit in hours', async () => {
    const clientId = await createClient({
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH'],
      AccessTokenValidity: 2,
    });
    expect((await describeClient(clientId))?.TokenValidityUnits?.AccessToken).toBe('hours');
    expect((await signIn(clientId)).AuthenticationResult?.ExpiresIn).toBe(7200);
  });

  it('refuses token validities outside 5 minutes to a day (refresh: an hour to ten years)', async () => {
    const refused = {
      name: 'InvalidParameterException',
      message: 'Invalid range for token validity.',
    };
    const minutes = {
      AccessToken: 'minutes',
      IdToken: 'minutes',
      RefreshToken: 'minutes',
    } as const;
    expect(
      await errorOf(createClient({ AccessTokenValidity: 2, TokenValidityUnits: minutes })),
    ).toEqual(refused);
    expect(await errorOf(createClient({ IdTokenValidity: 60 }))).toEqual(refused);
    expect(
      await errorOf(createClient({ RefreshTokenValidity: 30, TokenValidityUnits: minutes })),
    ).toEqual(refused);
  });

  it('stores and describes the OAuth settings as given', async () => {
    const oauth = {
      AllowedOAuthFlowsUserPoolClient: true,
      AllowedOAuthFlows: ['code' as const],
      AllowedOAuthScopes: ['openid', 'email'],
      CallbackURLs: ['https://app.example.com/callback'],
      LogoutURLs: ['https://app.example.com/'],
      SupportedIdentityProviders: ['COGNITO'],
    };
    expect(await describeClient(await createClient(oauth))).toMatchObject(oauth);
  });
});

describe('the embedded default client', () => {
  it('keeps PreventUserExistenceErrors ENABLED from its configuration file', async () => {
    expect(await describeClient(env.clientId, env.poolId)).toMatchObject({
      PreventUserExistenceErrors: 'ENABLED',
      ExplicitAuthFlows: [
        'ALLOW_USER_SRP_AUTH',
        'ALLOW_USER_PASSWORD_AUTH',
        'ALLOW_REFRESH_TOKEN_AUTH',
      ],
    });
  });
});

describe('UpdateUserPoolClient', () => {
  it('puts every setting the request leaves out back to its default', async () => {
    const clientId = await createClient({
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH'],
      PreventUserExistenceErrors: 'ENABLED',
      AuthSessionValidity: 10,
      EnableTokenRevocation: false,
    });
    const updated = await env.sdk.send(
      new UpdateUserPoolClientCommand({
        UserPoolId: poolId,
        ClientId: clientId,
        RefreshTokenValidity: 7,
      }),
    );
    expect(updated.UserPoolClient).toMatchObject({
      ClientName: 'app',
      RefreshTokenValidity: 7,
      PreventUserExistenceErrors: 'LEGACY',
      AuthSessionValidity: 3,
      EnableTokenRevocation: true,
      ExplicitAuthFlows: ['ALLOW_REFRESH_TOKEN_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_CUSTOM_AUTH'],
    });
    expect(await describeClient(clientId)).toEqual(updated.UserPoolClient);
    expect(await errorOf(signIn(clientId))).toEqual({
      name: 'InvalidParameterException',
      message: 'USER_PASSWORD_AUTH flow not enabled for this client',
    });
  });

  it('renames the client when given a name', async () => {
    const clientId = await createClient();
    await env.sdk.send(
      new UpdateUserPoolClientCommand({
        UserPoolId: poolId,
        ClientId: clientId,
        ClientName: 'renamed',
      }),
    );
    expect((await describeClient(clientId))?.ClientName).toBe('renamed');
  });

  it('answers ResourceNotFoundException for a client not in the pool', async () => {
    const error = await errorOf(
      env.sdk.send(new UpdateUserPoolClientCommand({ UserPoolId: poolId, ClientId: env.clientId })),
    );
    expect(error).toEqual({
      name: 'ResourceNotFoundException',
      message: `User pool client ${env.clientId} does not exist.`,
    });
  });
});

describe('DeleteUserPoolClient', () => {
  it('removes the client: describe, sign-in and its refresh tokens answer ResourceNotFoundException', async () => {
    const clientId = await createClient({
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    });
    const refreshToken = (await signIn(clientId)).AuthenticationResult?.RefreshToken;
    await env.sdk.send(new DeleteUserPoolClientCommand({ UserPoolId: poolId, ClientId: clientId }));

    expect((await errorOf(describeClient(clientId))).name).toBe('ResourceNotFoundException');
    expect((await errorOf(signIn(clientId))).name).toBe('ResourceNotFoundException');
    const refresh = env.sdk.send(
      new InitiateAuthCommand({
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: clientId,
        AuthParameters: { REFRESH_TOKEN: String(refreshToken) },
      }),
    );
    expect((await errorOf(refresh)).name).toBe('ResourceNotFoundException');
    const listed = await env.sdk.send(new ListUserPoolClientsCommand({ UserPoolId: poolId }));
    expect(listed.UserPoolClients?.map((client) => client.ClientId)).not.toContain(clientId);
  });

  it('does not delete a client through another pool', async () => {
    const error = await errorOf(
      env.sdk.send(new DeleteUserPoolClientCommand({ UserPoolId: poolId, ClientId: env.clientId })),
    );
    expect(error.name).toBe('ResourceNotFoundException');
    expect((await describeClient(env.clientId, env.poolId))?.ClientId).toBe(env.clientId);
  });
});

describe('legacy ExplicitAuthFlows names', () => {
  it('are accepted and described as given', async () => {
    const flows = ['ADMIN_NO_SRP_AUTH' as const, 'USER_PASSWORD_AUTH' as const];
    expect(
      (await describeClient(await createClient({ ExplicitAuthFlows: flows })))?.ExplicitAuthFlows,
    ).toEqual(flows);
  });

  it('are refused alongside names with the ALLOW_ prefix', async () => {
    const error = await errorOf(
      createClient({ ExplicitAuthFlows: ['USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'] }),
    );
    expect(error.name).toBe('InvalidParameterException');
  });

  it('USER_PASSWORD_AUTH allows password sign-in, and SRP and refresh stay allowed', async () => {
    const clientId = await createClient({ ExplicitAuthFlows: ['USER_PASSWORD_AUTH'] });
    const tokens = (await signIn(clientId)).AuthenticationResult;
    const refreshed = await env.sdk.send(
      new InitiateAuthCommand({
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: clientId,
        AuthParameters: { REFRESH_TOKEN: String(tokens?.RefreshToken) },
      }),
    );
    expect(refreshed.AuthenticationResult?.AccessToken).toBeDefined();
    const srp = await env.sdk.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_SRP_AUTH',
        ClientId: clientId,
        AuthParameters: { USERNAME: person.username, SRP_A: 'abcdef0123456789' },
      }),
    );
    expect(srp.ChallengeName).toBe('PASSWORD_VERIFIER');
  });

  it('ADMIN_NO_SRP_AUTH alone does not allow USER_PASSWORD_AUTH', async () => {
    const clientId = await createClient({ ExplicitAuthFlows: ['ADMIN_NO_SRP_AUTH'] });
    expect((await errorOf(signIn(clientId))).message).toBe(
      'USER_PASSWORD_AUTH flow not enabled for this client',
    );
  });
});
