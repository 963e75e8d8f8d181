import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCaller } from '../api/root';
import { createTRPCContext, createTRPCRouter, adminProcedure } from '../api/trpc';
import type { TestUser } from '../testing/identity-test-user';
import { startWebTestEnvironment, type WebTestEnvironment } from '../testing/web-test-environment';
import { runAdminCommand } from './run-admin-command';

// One router with an admin procedure and one without it: a refused caller must not be able to
// tell them apart.
const withProbe = createTRPCRouter({
  support: createTRPCRouter({ probe: adminProcedure.query(({ ctx }) => ctx.admin) }),
});
const withoutProbe = createTRPCRouter({});

describe('adminProcedure', { timeout: 60_000 }, () => {
  let environment: WebTestEnvironment;
  let admin: TestUser;
  let someone: TestUser;

  beforeAll(async () => {
    environment = await startWebTestEnvironment();
    [admin, someone] = await Promise.all([environment.createUser(), environment.createUser()]);
    const granted = await runAdminCommand(environment.services, {
      command: 'grant',
      username: admin.username,
    });
    expect(granted.kind).toBe('granted');
  }, 120_000);

  afterAll(async () => {
    await environment?.close();
  });

  async function ask(router: typeof withProbe | typeof withoutProbe, accessToken?: string) {
    const headers = new Headers(accessToken ? { authorization: `Bearer ${accessToken}` } : {});
    const response = await fetchRequestHandler({
      endpoint: '/api/trpc',
      req: new Request('http://127.0.0.1/api/trpc/support.probe', { headers }),
      router,
      createContext: () => createTRPCContext({ headers, services: environment.services }),
    });
    // The stack is only there in development, and says where the error was raised.
    const body = JSON.parse(await response.text(), (key, value: unknown) =>
      key === 'stack' ? undefined : value,
    ) as unknown;
    return { status: response.status, body };
  }

  it('answers an administrator, with their sub and username in the context', async () => {
    const answer = await ask(withProbe, admin.accessToken);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      result: { data: { json: { sub: admin.sub, username: admin.username } } },
    });
  });

  it('answers a signed-out caller exactly as a procedure that does not exist', async () => {
    const missing = await ask(withoutProbe);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({
      error: { json: { message: 'No procedure found on path "support.probe"' } },
    });
    expect(await ask(withProbe)).toEqual(missing);
    expect(await ask(withProbe, 'not-a-token')).toEqual(missing);
  });

  it('answers a signed-in non-administrator exactly as a procedure that does not exist', async () => {
    expect(await ask(withProbe, someone.accessToken)).toEqual(
      await ask(withoutProbe, someone.accessToken),
    );
  });

  it('refuses an administrator revoked a moment ago, on the very next call', async () => {
    const username = admin.username;
    expect((await ask(withProbe, admin.accessToken)).status).toBe(200);
    await runAdminCommand(environment.services, { command: 'revoke', username });
    expect(await ask(withProbe, admin.accessToken)).toEqual(
      await ask(withoutProbe, admin.accessToken),
    );
    await runAdminCommand(environment.services, { command: 'grant', username });
    expect((await ask(withProbe, admin.accessToken)).status).toBe(200);
  });

  it('user.me says whether the caller is an administrator, from the record as it is now', async () => {
    const me = (user: TestUser) =>
      createCaller({
        services: environment.services,
        accessToken: user.accessToken,
        clientAddress: '127.0.0.1',
        userAgent: null,
      }).user.me();
    expect((await me(admin)).isAdmin).toBe(true);
    expect((await me(someone)).isAdmin).toBe(false);
    await runAdminCommand(environment.services, { command: 'revoke', username: admin.username });
    expect((await me(admin)).isAdmin).toBe(false);
    await runAdminCommand(environment.services, { command: 'grant', username: admin.username });
  });
});
