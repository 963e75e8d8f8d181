import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebTestEnvironment } from '../testing/web-test-environment';
import type { ApiTestFixture } from './api-test-fixture';
import { describeClientAddress } from './client-address.suite';
import { describeForgotUsername } from './forgot-username.suite';
import { describeTrpcOverHttp } from './handle-trpc-request.suite';
import { describeUserMe } from './user-me.suite';

// One identity server, mail catcher and database for all API suites: starting them is the
// slow part, and the suites only add users of their own.
const fixture = {} as ApiTestFixture;

beforeAll(async () => {
  fixture.environment = await startWebTestEnvironment();
  fixture.user = await fixture.environment.createUser();
}, 60_000);

afterAll(() => fixture.environment?.close());

describeUserMe(fixture);
describeTrpcOverHttp(fixture);
describeForgotUsername(fixture);
describeClientAddress(fixture);

describe('the API under test', () => {
  it('reported no unexpected errors', async () => {
    await fixture.environment.services.background.idle();
    expect(fixture.environment.reportedErrors).toEqual([]);
  });
});
