import { beforeAll, describe, expect, it } from 'vitest';
import { STEP_UP_WINDOW_MS } from '@/features/admin/admin-inputs';
import { clientOf, refusalOf } from '../../account/testing/security-test-kit';
import type { WebTestEnvironment } from '../../testing/web-test-environment';
import {
  createAdmin,
  createPerson,
  REASON,
  stepUpOf,
  type AdminTestFixture,
} from './admin-test-kit';

let environment: WebTestEnvironment;

const STEP_UP_NEEDED = {
  code: 'PRECONDITION_FAILED',
  message: 'Confirm with your password and a current authenticator code.',
};

export function describeStepUpWindow(fixture: AdminTestFixture) {
  beforeAll(() => {
    ({ environment } = fixture);
  });

  describe('admin API: step-up for sensitive actions', { timeout: 60_000 }, () => {
    it('asks for it, checks it, and then lets sensitive actions through for 5 minutes', async () => {
      const admin = await createAdmin(environment);
      const person = await createPerson(environment);
      const client = clientOf(environment, admin);
      const action = { username: person.username, reason: REASON };

      for (const call of [
        () => client.admin.disableSignIn.mutate(action),
        () => client.admin.resetAuthenticator.mutate(action),
        () => client.admin.signOutEverywhere.mutate(action),
        () => client.admin.endTrial.mutate(action),
      ])
        expect(await refusalOf(call())).toMatchObject(STEP_UP_NEEDED);
      // Not sensitive: no step-up asked.
      expect(await client.admin.extendTrial.mutate({ ...action, days: 3 })).toEqual({ ok: true });

      const wrong = { password: admin.password, code: '000000' };
      expect(
        await refusalOf(client.admin.signOutEverywhere.mutate({ ...action, stepUp: wrong })),
      ).toMatchObject({ code: 'BAD_REQUEST', fieldErrors: { code: ['Invalid MFA code'] } });
      const wrongPassword = { password: 'Not-The-One-1!', code: '000000' };
      expect(
        await refusalOf(
          client.admin.signOutEverywhere.mutate({ ...action, stepUp: wrongPassword }),
        ),
      ).toMatchObject({ code: 'BAD_REQUEST', fieldErrors: { password: [expect.any(String)] } });
      expect((await client.admin.stepUpWindow.query()).validUntil).toBeNull();

      const stepUp = stepUpOf(environment, admin);
      const before = environment.services.clock.now().getTime();
      expect(await client.admin.signOutEverywhere.mutate({ ...action, stepUp })).toEqual({
        ok: true,
      });
      const { validUntil } = await client.admin.stepUpWindow.query();
      expect(validUntil!.getTime() - before).toBeGreaterThanOrEqual(STEP_UP_WINDOW_MS);
      expect(validUntil!.getTime() - before).toBeLessThan(STEP_UP_WINDOW_MS + 5000);

      environment.advanceClockBy(STEP_UP_WINDOW_MS - 10_000);
      expect(await client.admin.endTrial.mutate(action)).toEqual({ ok: true });
      environment.advanceClockBy(20_000);
      expect(await refusalOf(client.admin.endTrial.mutate(action))).toMatchObject(STEP_UP_NEEDED);
      expect((await client.admin.stepUpWindow.query()).validUntil).toBeNull();

      // Another admin's window is their own.
      const other = await createAdmin(environment);
      expect(
        await refusalOf(clientOf(environment, other).admin.endTrial.mutate(action)),
      ).toMatchObject(STEP_UP_NEEDED);

      const { audit } = await client.admin.person.query({ username: admin.username });
      expect(
        audit.map((entry) => `${entry.action} ${entry.outcome} ${entry.targetUsername}`),
      ).toEqual(
        expect.arrayContaining([
          `step-up succeeded ${admin.username}`,
          `step-up failed ${admin.username}`,
        ]),
      );
      const trail = (await client.admin.person.query({ username: person.username })).audit;
      expect(trail.map((entry) => `${entry.action} ${entry.outcome}`)).toEqual([
        'end-trial failed',
        'end-trial failed',
        'end-trial succeeded',
        'sign-out-everywhere succeeded',
        'sign-out-everywhere failed',
        'sign-out-everywhere failed',
        'extend-trial succeeded',
        'end-trial failed',
        'sign-out-everywhere failed',
        'reset-authenticator failed',
        'disable-sign-in failed',
      ]);
      expect(trail[0]).toMatchObject({
        adminUsername: other.username,
        targetUsername: person.username,
        reason: REASON,
        detail: STEP_UP_NEEDED.message,
      });
      expect(trail[4]?.detail).toBe('Incorrect username or password.');
      expect(trail[5]?.detail).toBe('Invalid MFA code');
    });
  });
}
