import { describeOnTestServers } from '../account/testing/security-test-kit';
import { describeAdminAccess } from './testing/admin-access.suite';
import { describeAdminActions } from './testing/admin-actions.suite';
import { describeAdminAudit } from './testing/admin-audit.suite';
import { describeAdminSearch } from './testing/admin-search.suite';
import { describeStepUpWindow } from './testing/step-up-window.suite';

describeOnTestServers('the admin API', (fixture) => {
  describeAdminAccess(fixture);
  describeAdminSearch(fixture);
  describeStepUpWindow(fixture);
  describeAdminActions(fixture);
  describeAdminAudit(fixture);
});
