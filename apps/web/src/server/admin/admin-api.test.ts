import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { markPeerAddressesStamped } from '../http/peer-address';
import { startWebTestEnvironment } from '../testing/web-test-environment';
import { describeAdminAccess } from './testing/admin-access.suite';
import { describeAdminActions } from './testing/admin-actions.suite';
import { describeAdminAudit } from './testing/admin-audit.suite';
import { describeAdminSearch } from './testing/admin-search.suite';
import { describeStepUpWindow } from './testing/step-up-window.suite';
import type { AdminTestFixture } from './testing/admin-test-kit';

// The admin API over the real identity server, mail catcher and PGlite; its own set of servers,
// since the suites move the clocks on (step-up windows, authenticator codes).
const fixture = {} as AdminTestFixture;

beforeAll(async () => {
  markPeerAddressesStamped();
  fixture.environment = await startWebTestEnvironment();
}, 60_000);

afterAll(() => fixture.environment?.close());

afterEach(async () => {
  await fixture.environment.idle();
  expect(fixture.environment.reportedErrors.splice(0)).toEqual([]);
});

describeAdminAccess(fixture);
describeAdminSearch(fixture);
describeStepUpWindow(fixture);
describeAdminActions(fixture);
describeAdminAudit(fixture);
