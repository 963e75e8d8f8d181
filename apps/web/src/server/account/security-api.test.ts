import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { markPeerAddressesStamped } from '../http/peer-address';
import { startWebTestEnvironment } from '../testing/web-test-environment';
import { describeAccountChanges } from './testing/account-changes.suite';
import { describeActivity } from './testing/activity.suite';
import { describeAuthenticatorReplacement } from './testing/authenticator-replacement.suite';
import { describeDeleteAccount } from './testing/delete-account.suite';
import { describeRecoverWithCode } from './testing/recover-with-code.suite';
import { describeRecoveryCodes } from './testing/recovery-codes.suite';
import { describeRememberedBrowsers } from './testing/remembered-browsers.suite';
import type { SecurityTestFixture } from './testing/security-test-kit';

// The security API over the real identity server (a pool with a server-side client and
// sign-in events recorded), mail catcher and PGlite. Its own set of servers: the suites move
// the identity server's clock on to make fresh authenticator codes.
const fixture = {} as SecurityTestFixture;

beforeAll(async () => {
  // As our web server does: requests carry the peer address, so limits count per address.
  markPeerAddressesStamped();
  fixture.environment = await startWebTestEnvironment();
}, 60_000);

afterAll(() => fixture.environment?.close());

afterEach(async () => {
  await fixture.environment.idle();
  expect(fixture.environment.reportedErrors.splice(0)).toEqual([]);
});

describeRecoveryCodes(fixture);
describeRecoverWithCode(fixture);
describeAuthenticatorReplacement(fixture);
describeAccountChanges(fixture);
describeActivity(fixture);
describeDeleteAccount(fixture);
describeRememberedBrowsers(fixture);
