import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { startWebTestEnvironment } from '../testing/web-test-environment';
import { describeApiRequestHandler } from './api-request-handler.suite';
import type { ApiTestFixture } from './api-test-fixture';
import { describeClientAddress } from './client-address.suite';
import { describeForgotUsername } from './forgot-username.suite';
import { describeTrpcOverHttp } from './handle-trpc-request.suite';
import { describeRecordSignIn } from './record-sign-in.suite';
import { describeUserMeFreshness } from './user-me-freshness.suite';
import { describeUserMe } from './user-me.suite';

// One identity server, mail catcher and database for all API suites: starting them is the
// slow part, and the suites only add users of their own.
const fixture = {} as ApiTestFixture;

beforeAll(async () => {
  fixture.environment = await startWebTestEnvironment();
  fixture.user = await fixture.environment.createUser();
}, 60_000);

afterAll(() => fixture.environment?.close());

// Each test leaves no error report behind (one that expects an error takes it from the list),
// so this holds whatever order the suites and tests run in.
afterEach(async () => {
  await fixture.environment.idle();
  expect(fixture.environment.reportedErrors.splice(0)).toEqual([]);
});

describeUserMe(fixture);
describeUserMeFreshness(fixture);
describeRecordSignIn(fixture);
describeTrpcOverHttp(fixture);
describeForgotUsername(fixture);
describeClientAddress(fixture);
describeApiRequestHandler(fixture);
