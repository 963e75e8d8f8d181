import { beforeAll, describe, expect, it } from 'vitest';
import { errorMessage } from '@/features/auth/flow/auth-errors';
import {
  clientOf,
  mailTo,
  passwordSignIn,
  refusalOf,
  securityClient,
} from '../../account/testing/security-test-kit';
import { provePassword } from '../../account/server-client/server-sign-in';
import { UNKNOWN_CLIENT } from '../../api/request-metadata';
import type { TestUser } from '../../testing/identity-test-user';
import type { WebTestEnvironment } from '../../testing/web-test-environment';
import {
  createAdmin,
  createPerson,
  createUnconfirmed,
  REASON,
  stepUpOf,
  type AdminTestFixture,
} from './admin-test-kit';

let environment: WebTestEnvironment;

const DAY_MS = 24 * 60 * 60 * 1000;

/** An admin with an open step-up window, a person to help, and the admin's client. */
async function supportDesk() {
  const admin = await createAdmin(environment);
  const person = await createPerson(environment);
  const client = clientOf(environment, admin);
  const stepUp = stepUpOf(environment, admin);
  const action = { username: person.username, reason: REASON };
  return { admin, person, client, stepUp, action };
}

async function signInRefusal(person: TestUser): Promise<string> {
  return passwordSignIn(environment, person).then(
    () => 'signed in',
    (error: unknown) => errorMessage(error, 'refused'),
  );
}

async function latestAudit(client: ReturnType<typeof clientOf>, username: string) {
  const { audit } = await client.admin.person.query({ username });
  return audit[0];
}

export function describeAdminActions(fixture: AdminTestFixture) {
  beforeAll(() => {
    ({ environment } = fixture);
  });

  describe('admin API: actions', { timeout: 60_000 }, () => {
    it('resetAuthenticator: the next sign-in sets up a new one; sessions and codes end', async () => {
      const { admin, person, client, stepUp, action } = await supportDesk();
      await securityClient(environment, {
        accessToken: person.accessToken,
      }).security.issueFirstRecoveryCodes.mutate();
      expect((await passwordSignIn(environment, person)).ChallengeName).toBe('SOFTWARE_TOKEN_MFA');

      expect(await client.admin.resetAuthenticator.mutate({ ...action, stepUp })).toEqual({
        ok: true,
      });
      expect((await passwordSignIn(environment, person)).ChallengeName).toBe('MFA_SETUP');
      // The server-side sign-in (ADMIN_USER_PASSWORD_AUTH) asks the same.
      const serverSide = {
        services: environment.services,
        clientAddress: UNKNOWN_CLIENT,
        userAgent: null,
      };
      expect(
        (await provePassword(serverSide, person.username, person.password)).challengeName,
      ).toBe('MFA_SETUP');
      const personClient = securityClient(environment, { accessToken: person.accessToken });
      expect((await refusalOf(personClient.user.me.query({ refresh: true }))).code).toBe(
        'UNAUTHORIZED',
      );
      const details = await client.admin.person.query({ username: person.username });
      expect(details.authenticator).toBe(false);
      expect(details.activity.map((event) => event.kind)).toContain('authenticator-removed');
      expect(details.audit[0]).toMatchObject({
        action: 'reset-authenticator',
        outcome: 'succeeded',
        adminUsername: admin.username,
        targetUsername: person.username,
        reason: REASON,
      });
      const mail = await mailTo(environment, person.email, /reset the authenticator/);
      expect(mail.Text).toContain(`Account: ${person.username}`);
      expect(mail.Text).toContain('If you asked our support team for this');
      // The admin's browser and address are not the person's business.
      expect(mail.Text).not.toContain('From:');

      // Nothing left to reset: refused, and audited.
      expect(await refusalOf(client.admin.resetAuthenticator.mutate(action))).toMatchObject({
        code: 'PRECONDITION_FAILED',
        message:
          'This person has no authenticator to reset: they set one up at their next sign-in.',
      });
      expect((await latestAudit(client, person.username))?.outcome).toBe('failed');
    });

    it('disableSignIn then enableSignIn: sign-in refused with "User is disabled.", then back', async () => {
      const { person, client, stepUp, action } = await supportDesk();
      expect(await client.admin.disableSignIn.mutate({ ...action, stepUp })).toEqual({
        ok: true,
      });
      expect(await signInRefusal(person)).toBe('User is disabled.');
      expect(await client.admin.person.query({ username: person.username })).toMatchObject({
        status: 'disabled',
        enabled: false,
      });
      await mailTo(environment, person.email, /sign-in to your .* account was disabled/i);

      expect(await client.admin.enableSignIn.mutate(action)).toEqual({ ok: true });
      expect((await passwordSignIn(environment, person)).ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
      expect(await client.admin.person.query({ username: person.username })).toMatchObject({
        status: 'confirmed',
        enabled: true,
      });
      await mailTo(environment, person.email, /sign-in to your .* account was enabled/i);
      const { audit } = await client.admin.person.query({ username: person.username });
      expect(audit.map((entry) => `${entry.action} ${entry.outcome}`)).toEqual([
        'enable-sign-in succeeded',
        'disable-sign-in succeeded',
      ]);
    });

    it('signOutEverywhere: the person’s sessions end, recorded on their activity', async () => {
      const { person, client, stepUp, action } = await supportDesk();
      expect(await client.admin.signOutEverywhere.mutate({ ...action, stepUp })).toEqual({
        ok: true,
      });
      const personClient = securityClient(environment, { accessToken: person.accessToken });
      expect((await refusalOf(personClient.user.me.query({ refresh: true }))).code).toBe(
        'UNAUTHORIZED',
      );
      const details = await client.admin.person.query({ username: person.username });
      expect(details.activity.map((event) => event.kind)).toContain('signed-out-everywhere');
      expect(details.audit[0]).toMatchObject({
        action: 'sign-out-everywhere',
        outcome: 'succeeded',
      });
      await mailTo(environment, person.email, /signed out every session/);
    });

    it('resendConfirmation: only for an unconfirmed account, with the identity service’s email', async () => {
      const { client, action } = await supportDesk();
      const unconfirmed = await createUnconfirmed(environment);
      const found = await client.admin.person.query({ username: unconfirmed.username });
      expect(found).toMatchObject({ status: 'unconfirmed', hasAppRecord: false, audit: [] });
      const resend = { username: unconfirmed.username, reason: REASON };
      await environment.mail.waitForMessage({ to: unconfirmed.email, timeoutMs: 5000 });
      const since = new Date();
      expect(await client.admin.resendConfirmation.mutate(resend)).toEqual({ ok: true });
      const again = await environment.mail.waitForMessage({
        to: unconfirmed.email,
        since,
        timeoutMs: 5000,
      });
      expect(again.Text).toMatch(/\d{6}/);

      expect(await refusalOf(client.admin.resendConfirmation.mutate(action))).toMatchObject({
        code: 'PRECONDITION_FAILED',
        message: 'This account is confirmed already, so there is no code to resend.',
      });
      expect(await latestAudit(client, action.username)).toMatchObject({
        action: 'resend-confirmation',
        outcome: 'failed',
      });
      expect(await latestAudit(client, unconfirmed.username)).toMatchObject({
        action: 'resend-confirmation',
        outcome: 'succeeded',
      });
    });

    it('extendTrial and endTrial change the app record and tell the person', async () => {
      const { person, client, stepUp, action } = await supportDesk();
      const start = await client.admin.person.query({ username: person.username });
      const end = start.trialEndDate!;
      expect(await client.admin.extendTrial.mutate({ ...action, days: 10 })).toEqual({ ok: true });
      const extended = await client.admin.person.query({ username: person.username });
      expect(extended.trialEndDate!.getTime()).toBe(end.getTime() + 10 * DAY_MS);
      const me = await securityClient(environment, {
        accessToken: person.accessToken,
      }).user.me.query();
      expect(me.trialEndDate?.getTime()).toBe(extended.trialEndDate!.getTime());
      expect((await mailTo(environment, person.email, /trial was extended/)).Text).toContain(
        'It now ends on',
      );

      expect(await client.admin.endTrial.mutate({ ...action, stepUp })).toEqual({ ok: true });
      const ended = await client.admin.person.query({ username: person.username });
      const now = environment.services.clock.now().getTime();
      expect(Math.abs(ended.trialEndDate!.getTime() - now)).toBeLessThan(5000);
      await mailTo(environment, person.email, /trial was ended/);

      // An ended trial extended starts from now, not from its past end (within the token's hour).
      environment.advanceClockBy(30 * 60 * 1000);
      await client.admin.extendTrial.mutate({ ...action, days: 1 });
      const restarted = await client.admin.person.query({ username: person.username });
      const later = environment.services.clock.now().getTime();
      expect(Math.abs(restarted.trialEndDate!.getTime() - (later + DAY_MS))).toBeLessThan(5000);
      expect(restarted.audit.map((entry) => entry.action)).toEqual([
        'extend-trial',
        'end-trial',
        'extend-trial',
      ]);
    });

    it('refuses a trial change for someone with no app record, and audits the refusal', async () => {
      const { client } = await supportDesk();
      const unconfirmed = await createUnconfirmed(environment);
      const action = { username: unconfirmed.username, reason: REASON };
      expect(
        await refusalOf(client.admin.extendTrial.mutate({ ...action, days: 5 })),
      ).toMatchObject({
        code: 'PRECONDITION_FAILED',
        message: 'This person has not signed in yet, so there is no trial to change.',
      });
      expect(await latestAudit(client, unconfirmed.username)).toMatchObject({
        action: 'extend-trial',
        outcome: 'failed',
      });
    });

    it('audits an action on an unknown username as failed', async () => {
      const { client } = await supportDesk();
      const username = `nobody${Date.now()}`;
      expect(
        await refusalOf(client.admin.enableSignIn.mutate({ username, reason: REASON })),
      ).toMatchObject({ code: 'NOT_FOUND', message: 'No one has that username.' });
      const { entries } = await client.admin.audit.query({});
      expect(entries.find((entry) => entry.targetUsername === username)).toMatchObject({
        action: 'enable-sign-in',
        outcome: 'failed',
        detail: 'No one has that username.',
      });
    });
  });
}
