import { describeAccountChanges } from './testing/account-changes.suite';
import { describeActivity } from './testing/activity.suite';
import { describeAuthenticatorReplacement } from './testing/authenticator-replacement.suite';
import { describeDeleteAccount } from './testing/delete-account.suite';
import { describeRecoverWithCode } from './testing/recover-with-code.suite';
import { describeRecoveryCodes } from './testing/recovery-codes.suite';
import { describeRememberedBrowsers } from './testing/remembered-browsers.suite';
import { describeOnTestServers } from './testing/security-test-kit';

describeOnTestServers('the security API', (fixture) => {
  describeRecoveryCodes(fixture);
  describeRecoverWithCode(fixture);
  describeAuthenticatorReplacement(fixture);
  describeAccountChanges(fixture);
  describeActivity(fixture);
  describeDeleteAccount(fixture);
  describeRememberedBrowsers(fixture);
});
