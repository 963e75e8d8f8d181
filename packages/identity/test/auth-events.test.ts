import {
  AdminConfirmSignUpCommand,
  AdminListUserAuthEventsCommand,
  AdminUpdateUserAttributesCommand,
  ChangePasswordCommand,
  CreateUserPoolClientCommand,
  ForgotPasswordCommand,
  ResendConfirmationCodeCommand,
  RespondToAuthChallengeCommand,
  SignUpCommand,
  UpdateUserPoolCommand,
  type AuthEventType,
  type CreateUserPoolCommandInput,
} from '@aws-sdk/client-cognito-identity-provider';
import { beforeAll, describe, expect, it } from 'vitest';
import { uniqueUser } from './harness.js';
import { createPoolFor, describePoolFor } from './pool-fixtures.js';
import {
  errorOf,
  passwordSignIn,
  signInAndEnrol,
  useSdkHarness,
  type Person,
} from './sdk-fixtures.js';

/**
 * AdminListUserAuthEvents: refused on a pool without threat protection;
 * on a Plus pool in AUDIT mode, the user's sign-ins, sign-up, password reset and change, newest
 * first, in Cognito's AuthEventType shape.
 */
const env = useSdkHarness();

const plusAudit: Partial<CreateUserPoolCommandInput> = {
  UserPoolTier: 'PLUS',
  UserPoolAddOns: { AdvancedSecurityMode: 'AUDIT' },
  AutoVerifiedAttributes: ['email'],
};

async function poolWithClient(input: Partial<CreateUserPoolCommandInput> = plusAudit) {
  const poolId = await createPoolFor(env, input);
  const created = await env.sdk.send(
    new CreateUserPoolClientCommand({
      UserPoolId: poolId,
      ClientName: 'events',
      PreventUserExistenceErrors: 'ENABLED',
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    }),
  );
  return { poolId, clientId: String(created.UserPoolClient?.ClientId) };
}

function listEvents(
  poolId: string,
  username: string,
  extra: { MaxResults?: number; NextToken?: string } = {},
) {
  return env.sdk.send(
    new AdminListUserAuthEventsCommand({ UserPoolId: poolId, Username: username, ...extra }),
  );
}

async function signedUp(poolId: string, clientId: string, person: Person) {
  await env.sdk.send(
    new SignUpCommand({
      ClientId: clientId,
      Username: person.username,
      Password: person.password,
      UserAttributes: [{ Name: 'email', Value: person.email }],
    }),
  );
  await env.sdk.send(
    new AdminConfirmSignUpCommand({ UserPoolId: poolId, Username: person.username }),
  );
  await env.sdk.send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId: poolId,
      Username: person.username,
      UserAttributes: [{ Name: 'email_verified', Value: 'true' }],
    }),
  );
}

const kinds = (events: AuthEventType[] | undefined) =>
  (events ?? []).map((event) => [event.EventType, event.EventResponse, event.ChallengeResponses]);

const password = (ChallengeResponse: string) => ({ ChallengeName: 'Password', ChallengeResponse });

describe('AdminListUserAuthEvents', () => {
  it('is refused with UserPoolAddOnNotEnabledException on a pool without threat protection', async () => {
    const { poolId } = await poolWithClient({ AutoVerifiedAttributes: ['email'] });
    const person = uniqueUser('events-off');
    await env.harness.identity.seedUsers([person], poolId);
    expect(await errorOf(listEvents(poolId, person.username))).toEqual({
      name: 'UserPoolAddOnNotEnabledException',
      message: 'Advanced security features are not enabled for this user pool.',
    });
  });

  it('refuses threat protection on a pool not on the Plus tier', async () => {
    const refused = {
      name: 'FeatureUnavailableInTierException',
      message:
        'The following features need to be disabled for the ESSENTIALS pricing tier configured: Threat Protection',
    };
    expect(
      await errorOf(createPoolFor(env, { UserPoolAddOns: { AdvancedSecurityMode: 'AUDIT' } })),
    ).toEqual(refused);
    const poolId = await createPoolFor(env);
    expect(
      await errorOf(
        env.sdk.send(
          new UpdateUserPoolCommand({
            UserPoolId: poolId,
            UserPoolAddOns: { AdvancedSecurityMode: 'ENFORCED' },
          }),
        ),
      ),
    ).toEqual(refused);
  });

  it('describes a pool as ESSENTIALS without add-ons by default, and as given otherwise', async () => {
    const plain = await describePoolFor(env, await createPoolFor(env));
    expect(plain.UserPoolTier).toBe('ESSENTIALS');
    expect(plain.UserPoolAddOns).toBeUndefined();
    const { poolId } = await poolWithClient();
    const plus = await describePoolFor(env, poolId);
    expect(plus.UserPoolTier).toBe('PLUS');
    expect(plus.UserPoolAddOns).toEqual({ AdvancedSecurityMode: 'AUDIT' });
  });

  describe('on a Plus pool in AUDIT mode', () => {
    let pool: { poolId: string; clientId: string };
    const person = uniqueUser('events');
    beforeAll(async () => {
      pool = await poolWithClient();
      await signedUp(pool.poolId, pool.clientId, person);
      await errorOf(passwordSignIn(env.sdk, pool.clientId, person, 'Wrong-Horse-1'));
      const signedIn = await passwordSignIn(env.sdk, pool.clientId, person);
      await env.sdk.send(
        new ChangePasswordCommand({
          AccessToken: signedIn.AuthenticationResult?.AccessToken,
          PreviousPassword: person.password,
          ProposedPassword: 'Battery-Staple-2',
        }),
      );
      await env.sdk.send(
        new ForgotPasswordCommand({ ClientId: pool.clientId, Username: person.username }),
      );
    });

    it('lists the sign-up, failed and passed sign-ins, password change and reset newest first', async () => {
      const listed = await listEvents(pool.poolId, person.username);
      expect(kinds(listed.AuthEvents)).toEqual([
        ['ForgotPassword', 'Pass', []],
        ['PasswordChange', 'Pass', []],
        ['SignIn', 'Pass', [password('Success')]],
        ['SignIn', 'Fail', [password('Failure')]],
        ['SignUp', 'Pass', []],
      ]);
      expect(listed.NextToken).toBeUndefined();
    });

    it('gives each event an id, a date and a no-risk verdict, this server doing no risk scoring', async () => {
      const { AuthEvents = [] } = await listEvents(pool.poolId, person.username);
      const ids = new Set(AuthEvents.map((event) => event.EventId));
      expect(ids.size).toBe(AuthEvents.length);
      for (const event of AuthEvents) {
        expect(event.EventId).toMatch(/^[0-9a-f-]{36}$/);
        expect(event.CreationDate).toBeInstanceOf(Date);
        expect(Math.abs(Number(event.CreationDate) - Date.now())).toBeLessThan(120_000);
        expect(event.EventRisk).toEqual({
          RiskDecision: 'NoRisk',
          CompromisedCredentialsDetected: false,
        });
      }
    });

    it('pages with MaxResults and NextToken, the pages making up the whole list', async () => {
      const whole = await listEvents(pool.poolId, person.username);
      const first = await listEvents(pool.poolId, person.username, { MaxResults: 2 });
      expect(first.AuthEvents).toHaveLength(2);
      const second = await listEvents(pool.poolId, person.username, {
        MaxResults: 2,
        NextToken: first.NextToken,
      });
      const third = await listEvents(pool.poolId, person.username, {
        MaxResults: 2,
        NextToken: second.NextToken,
      });
      expect(third.NextToken).toBeUndefined();
      expect([
        ...(first.AuthEvents ?? []),
        ...(second.AuthEvents ?? []),
        ...(third.AuthEvents ?? []),
      ]).toEqual(whole.AuthEvents);
    });

    it('reads MaxResults 0 as 60 and refuses a NextToken it did not give', async () => {
      const all = await listEvents(pool.poolId, person.username, { MaxResults: 0 });
      expect(all.AuthEvents).toHaveLength(5);
      expect(
        await errorOf(listEvents(pool.poolId, person.username, { NextToken: 'nonsense' })),
      ).toEqual({
        name: 'InvalidParameterException',
        message: 'Invalid pagination token.',
      });
    });

    it('answers UserNotFoundException for an unknown user', async () => {
      expect(await errorOf(listEvents(pool.poolId, 'nobody-here'))).toEqual({
        name: 'UserNotFoundException',
        message: 'User does not exist.',
      });
    });

    it('records ResendConfirmationCode as a ResendCode event', async () => {
      const other = uniqueUser('events-resend');
      await env.sdk.send(
        new SignUpCommand({
          ClientId: pool.clientId,
          Username: other.username,
          Password: other.password,
          UserAttributes: [{ Name: 'email', Value: other.email }],
        }),
      );
      await env.sdk.send(
        new ResendConfirmationCodeCommand({ ClientId: pool.clientId, Username: other.username }),
      );
      expect(kinds((await listEvents(pool.poolId, other.username)).AuthEvents)).toEqual([
        ['ResendCode', 'Pass', []],
        ['SignUp', 'Pass', []],
      ]);
    });
  });

  it('keeps a sign-in with a challenge InProgress, then settles it with the Mfa outcome', async () => {
    const pool = await poolWithClient({ ...plusAudit, MfaConfiguration: 'ON' });
    const person = uniqueUser('events-totp');
    await env.harness.identity.seedUsers([person], pool.poolId);
    const { authenticator } = await signInAndEnrol(env.sdk, pool.clientId, person);
    const started = await passwordSignIn(env.sdk, pool.clientId, person);
    expect(started.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    const pending = await listEvents(pool.poolId, person.username);
    expect(kinds(pending.AuthEvents)).toEqual([
      ['SignIn', 'InProgress', [password('Success')]],
      ['SignIn', 'Pass', [password('Success')]],
    ]);
    // One code, judged wrong when changed first: a refused code does not spend its time step.
    const right = authenticator.nextCode();
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    await errorOf(
      env.sdk.send(
        new RespondToAuthChallengeCommand({
          ClientId: pool.clientId,
          ChallengeName: 'SOFTWARE_TOKEN_MFA',
          Session: started.Session,
          ChallengeResponses: { USERNAME: person.username, SOFTWARE_TOKEN_MFA_CODE: wrong },
        }),
      ),
    );
    const again = await passwordSignIn(env.sdk, pool.clientId, person);
    await env.sdk.send(
      new RespondToAuthChallengeCommand({
        ClientId: pool.clientId,
        ChallengeName: 'SOFTWARE_TOKEN_MFA',
        Session: again.Session,
        ChallengeResponses: {
          USERNAME: person.username,
          SOFTWARE_TOKEN_MFA_CODE: right,
        },
      }),
    );
    const mfa = (ChallengeResponse: string) => ({ ChallengeName: 'Mfa', ChallengeResponse });
    expect(kinds((await listEvents(pool.poolId, person.username)).AuthEvents)).toEqual([
      ['SignIn', 'Pass', [password('Success'), mfa('Success')]],
      ['SignIn', 'Fail', [password('Success'), mfa('Failure')]],
      ['SignIn', 'Pass', [password('Success')]],
    ]);
  });
});
