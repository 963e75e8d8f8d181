import {
  ConfirmForgotPasswordCommand,
  ForgotPasswordCommand,
  InitiateAuthCommand,
  ResendConfirmationCodeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { beforeAll, describe, expect, it } from 'vitest';
import { uniqueUser } from './harness.js';
import { errorOf, srpPasswordSignIn, useSdkHarness } from './sdk-fixtures.js';

const known = uniqueUser('known');
const unknown = uniqueUser('nobody');
const env = useSdkHarness();

beforeAll(async () => {
  await env.harness.identity.seedUsers([known]);
});

const srpSignIn = (username: string, password: string) =>
  srpPasswordSignIn(env.sdk, env.clientId, username, password);

describe('user existence is not revealed (PreventUserExistenceErrors ENABLED)', () => {
  it('SRP: an unknown user gets a PASSWORD_VERIFIER challenge of the same shape, stable per name', async () => {
    const real = await srpSignIn(known.username, 'Wrong-Password-1');
    const fake = await srpSignIn(unknown.username, 'Wrong-Password-1');
    const again = await srpSignIn(unknown.username.toUpperCase(), 'Wrong-Password-1');
    expect(fake.start.ChallengeName).toBe('PASSWORD_VERIFIER');
    expect(Object.keys(fake.start.ChallengeParameters ?? {}).sort()).toEqual(
      Object.keys(real.start.ChallengeParameters ?? {}).sort(),
    );
    expect(again.start.ChallengeParameters?.SALT).toBe(fake.start.ChallengeParameters?.SALT);
    expect(again.start.ChallengeParameters?.USER_ID_FOR_SRP).toBe(
      fake.start.ChallengeParameters?.USER_ID_FOR_SRP,
    );
    expect(fake.start.ChallengeParameters?.SALT).toMatch(/^[0-9a-f]{32}$/);
    const realError = await errorOf(real.respond());
    expect(realError).toEqual({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    expect(await errorOf(fake.respond())).toEqual(realError);
    await errorOf(again.respond());
  });

  it('SRP: the right password signs in (control for the test above)', async () => {
    const { start, respond } = await srpSignIn(known.username, known.password);
    expect(start.ChallengeParameters?.USER_ID_FOR_SRP).toBe(known.username);
    expect((await respond()).ChallengeName).toBe('MFA_SETUP');
  });

  it('USER_PASSWORD_AUTH: unknown user and wrong password give the same error', async () => {
    const attempt = (username: string) =>
      errorOf(
        env.sdk.send(
          new InitiateAuthCommand({
            AuthFlow: 'USER_PASSWORD_AUTH',
            ClientId: env.clientId,
            AuthParameters: { USERNAME: username, PASSWORD: 'Wrong-Password-1' },
          }),
        ),
      );
    expect(await attempt(unknown.username)).toEqual(await attempt(known.username));
  });

  it('ForgotPassword and ResendConfirmationCode answer with a simulated delivery', async () => {
    const forgot = await env.sdk.send(
      new ForgotPasswordCommand({ ClientId: env.clientId, Username: unknown.username }),
    );
    expect(forgot.CodeDeliveryDetails).toMatchObject({
      DeliveryMedium: 'EMAIL',
      AttributeName: 'email',
    });
    const resend = await env.sdk.send(
      new ResendConfirmationCodeCommand({ ClientId: env.clientId, Username: unknown.username }),
    );
    expect(resend.CodeDeliveryDetails?.Destination).toMatch(/^.\*\*\*@.\*\*\*$/);
  });

  it('ConfirmForgotPassword for an unknown user is a code mismatch', async () => {
    const result = env.sdk.send(
      new ConfirmForgotPasswordCommand({
        ClientId: env.clientId,
        Username: unknown.username,
        ConfirmationCode: '123456',
        Password: 'Another-Horse-9',
      }),
    );
    expect((await errorOf(result)).name).toBe('CodeMismatchException');
  });
});
