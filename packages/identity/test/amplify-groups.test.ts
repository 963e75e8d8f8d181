import { Amplify } from 'aws-amplify';
import { confirmSignIn, fetchAuthSession, signIn, signOut } from 'aws-amplify/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToGroup, createGroup, uniqueGroupName } from './group-fixtures.js';
import { createAuthenticator, startHarness, uniqueUser, type Harness } from './harness.js';
import { createSdk } from './sdk-fixtures.js';

let harness: Harness;
let sdk: ReturnType<typeof createSdk>;

beforeAll(async () => {
  harness = await startHarness({ srpWorkers: 1 });
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: harness.identity.poolId,
        userPoolClientId: harness.identity.clientId,
        userPoolEndpoint: harness.identity.url,
      },
    },
  });
  sdk = createSdk(harness.identity.url);
});

afterAll(async () => {
  sdk.destroy();
  await harness.close();
});

describe('aws-amplify v6 and groups', () => {
  it('fetchAuthSession exposes the groups in both tokens, and a forced refresh the new ones', async () => {
    const person = uniqueUser('amplifygroups');
    await harness.identity.seedUsers([person]);
    const [editors, admins] = [uniqueGroupName('editors'), uniqueGroupName('admins')];
    const roleArn = 'arn:aws:iam::123456789012:role/Editors';
    await createGroup(sdk, {
      UserPoolId: harness.identity.poolId,
      GroupName: editors,
      RoleArn: roleArn,
      Precedence: 1,
    });
    await createGroup(sdk, {
      UserPoolId: harness.identity.poolId,
      GroupName: admins,
      Precedence: 0,
    });
    await addToGroup(sdk, harness.identity.poolId, person.username, editors);

    const first = await signIn({ username: person.username, password: person.password });
    if (first.nextStep.signInStep !== 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP') {
      throw new Error(`unexpected step ${first.nextStep.signInStep}`);
    }
    const authenticator = createAuthenticator(first.nextStep.totpSetupDetails.sharedSecret);
    await confirmSignIn({ challengeResponse: authenticator.nextCode() });

    const session = await fetchAuthSession();
    expect(session.tokens?.accessToken.payload['cognito:groups']).toEqual([editors]);
    expect(session.tokens?.idToken?.payload['cognito:groups']).toEqual([editors]);
    expect(session.tokens?.idToken?.payload['cognito:preferred_role']).toBe(roleArn);

    await addToGroup(sdk, harness.identity.poolId, person.username, admins);
    const refreshed = await fetchAuthSession({ forceRefresh: true });
    expect(refreshed.tokens?.accessToken.payload['cognito:groups']).toEqual([admins, editors]);
    await signOut();
  });
});
