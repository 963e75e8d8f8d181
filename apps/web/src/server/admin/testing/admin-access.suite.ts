import { beforeAll, describe, expect, it } from 'vitest';
import { REASON_MESSAGE } from '@/features/admin/admin-inputs';
import { clientOf, refusalOf } from '../../account/testing/security-test-kit';
import type { WebTestEnvironment } from '../../testing/web-test-environment';
import {
  createAdmin,
  createPerson,
  REASON,
  setAdmin,
  type AdminTestFixture,
} from './admin-test-kit';

let environment: WebTestEnvironment;

type Client = ReturnType<typeof clientOf>;

/** Every procedure of the admin API, called with a valid input about `username`. */
function everyProcedure(client: Client, username: string) {
  const action = { username, reason: REASON };
  const stepUp = { password: 'Correct-Horse-1!', code: '123456' };
  return {
    search: () => client.admin.search.query({ query: username }),
    person: () => client.admin.person.query({ username }),
    audit: () => client.admin.audit.query({}),
    stepUpWindow: () => client.admin.stepUpWindow.query(),
    disableSignIn: () => client.admin.disableSignIn.mutate({ ...action, stepUp }),
    enableSignIn: () => client.admin.enableSignIn.mutate(action),
    resetAuthenticator: () => client.admin.resetAuthenticator.mutate({ ...action, stepUp }),
    signOutEverywhere: () => client.admin.signOutEverywhere.mutate({ ...action, stepUp }),
    resendConfirmation: () => client.admin.resendConfirmation.mutate(action),
    extendTrial: () => client.admin.extendTrial.mutate({ ...action, days: 7 }),
    endTrial: () => client.admin.endTrial.mutate({ ...action, stepUp }),
  };
}

/** Each procedure answers exactly as one that does not exist, and the person is untouched. */
async function expectAllHidden(client: Client) {
  const person = await createPerson(environment);
  for (const [name, call] of Object.entries(everyProcedure(client, person.username))) {
    expect(await refusalOf(call()), name).toEqual({
      code: 'NOT_FOUND',
      message: `No procedure found on path "admin.${name}"`,
      fieldErrors: {},
    });
  }
  // Bad input says nothing either: the check for an admin comes first.
  expect(
    await refusalOf(client.admin.extendTrial.mutate({ username: '', reason: '', days: 0 })),
  ).toMatchObject({ code: 'NOT_FOUND', fieldErrors: {} });
  const admin = await createAdmin(environment);
  const seen = await clientOf(environment, admin).admin.person.query({
    username: person.username,
  });
  expect(seen).toMatchObject({ enabled: true, authenticator: true, audit: [] });
}

export function describeAdminAccess(fixture: AdminTestFixture) {
  beforeAll(() => {
    ({ environment } = fixture);
  });

  describe('admin API: who may call it', { timeout: 120_000 }, () => {
    it('is hidden from a signed-out caller', async () => {
      await expectAllHidden(clientOf(environment));
    });

    it('is hidden from a signed-in person who is not an admin', async () => {
      const person = await createPerson(environment);
      await expectAllHidden(clientOf(environment, person));
    });

    it('is hidden from an admin revoked a moment ago, on the very next call', async () => {
      const admin = await createAdmin(environment);
      const client = clientOf(environment, admin);
      expect((await client.admin.stepUpWindow.query()).validUntil).toBeNull();
      await setAdmin(environment, admin.sub, false);
      await expectAllHidden(client);
    });

    it('answers an admin', async () => {
      const admin = await createAdmin(environment);
      const found = await clientOf(environment, admin).admin.search.query({
        query: admin.username,
      });
      expect(found.people.map((person) => person.username)).toEqual([admin.username]);
      expect(found.people[0]).toMatchObject({ isAdmin: true, status: 'confirmed' });
    });
  });

  describe('admin API: inputs', { timeout: 60_000 }, () => {
    it('refuses bad inputs with field errors and changes nothing', async () => {
      const admin = await createAdmin(environment);
      const person = await createPerson(environment);
      const client = clientOf(environment, admin);
      const username = person.username;
      const refusals = await Promise.all([
        refusalOf(client.admin.enableSignIn.mutate({ username, reason: '  ab  ' })),
        refusalOf(client.admin.extendTrial.mutate({ username, reason: REASON, days: 0 })),
        refusalOf(client.admin.extendTrial.mutate({ username, reason: REASON, days: 366 })),
        refusalOf(client.admin.extendTrial.mutate({ username, reason: REASON, days: 1.5 })),
        refusalOf(client.admin.person.query({ username: 'has space' })),
        refusalOf(client.admin.search.query({ query: '   ' })),
        refusalOf(
          client.admin.resetAuthenticator.mutate({
            username,
            reason: REASON,
            stepUp: { password: '', code: '12ab' },
          }),
        ),
      ]);
      expect(refusals.map((refusal) => [refusal.code, refusal.fieldErrors])).toEqual([
        ['BAD_REQUEST', { reason: [REASON_MESSAGE] }],
        ['BAD_REQUEST', { days: ['Extend by 1 to 365 days.'] }],
        ['BAD_REQUEST', { days: ['Extend by 1 to 365 days.'] }],
        ['BAD_REQUEST', { days: ['Extend by 1 to 365 days.'] }],
        ['BAD_REQUEST', { username: ['Username cannot contain spaces'] }],
        ['BAD_REQUEST', { query: ['query is required to search'] }],
        [
          'BAD_REQUEST',
          {
            stepUp: [
              'password is required to resetAuthenticator',
              'Enter the code using only 6 digits',
            ],
          },
        ],
      ]);
      expect(refusals[0]?.message).toBe(REASON_MESSAGE);
      expect(
        await refusalOf(
          // @ts-expect-error: a reason is required, and the API says so too.
          client.admin.disableSignIn.mutate({ username }),
        ),
      ).toMatchObject({ fieldErrors: { reason: [REASON_MESSAGE] } });
      const seen = await client.admin.person.query({ username });
      expect(seen).toMatchObject({ enabled: true, authenticator: true, audit: [] });
    });

    it('answers an unknown username with NOT_FOUND "No one has that username."', async () => {
      const admin = await createAdmin(environment);
      const client = clientOf(environment, admin);
      expect(await refusalOf(client.admin.person.query({ username: 'nobody-here-1' }))).toEqual({
        code: 'NOT_FOUND',
        message: 'No one has that username.',
        fieldErrors: { username: ['No one has that username.'] },
      });
    });
  });
}
